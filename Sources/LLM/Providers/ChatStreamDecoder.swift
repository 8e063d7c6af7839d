import Foundation

/// Turns one provider's response bytes into ``ChatEvent``s, incrementally.
///
/// A decoder owns its framing parser (SSE or NDJSON). It emits each event the moment it
/// is complete (so the events before a malformed one are never lost, however the bytes were
/// chunked), `.done` when the provider's end marker arrives; `finish` throws
/// `LLMError.streamCut` when the bytes ended without it.
protocol ChatStreamDecoder: Sendable {
    /// The media types a streamed reply comes as (`text/event-stream`).
    var mediaTypes: [String] { get }
    /// Consumes bytes of the body (read in place), emitting the events they complete.
    /// Returns whether the stream moved on: a unit other than a keep-alive (an SSE comment,
    /// Anthropic's `ping`) arrived.
    mutating func consume(_ bytes: UnsafeRawBufferPointer, _ emit: (ChatEvent) throws -> Void) throws -> Bool
    /// The body ended: emits the last events, or throws `streamCut`.
    mutating func finish(_ emit: (ChatEvent) throws -> Void) throws
    /// Refuses lines (and SSE events) longer than `bytes` from now on.
    mutating func limitLines(to bytes: Int)
    /// How many units of the wire's own (an SSE event, an NDJSON chat chunk) were decoded so
    /// far. A body that ends, or breaks, with none was not a stream of this wire.
    var framesDecoded: Int { get }
}

/// Decoding helpers shared by the decoders.
enum WireJSON {
    /// Decodes `bytes` as `T`, mapping failure to `LLMError.malformed`. Invalid UTF-8 is
    /// replaced with U+FFFD rather than failing the event.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer, provider: String,
                                     snakeCase: Bool = false) throws -> T {
        let decoder = snakeCase ? snakeDecoder : plainDecoder
        do {
            return try decoder.decode(T.self, from: Data(bytes))
        } catch {
            let repaired = String(decoding: bytes, as: UTF8.self)
            if !repaired.utf8.elementsEqual(bytes), let value = try? decoder.decode(T.self, from: Data(repaired.utf8)) {
                return value
            }
            let preview = TextSanitizer.oneLine(String(decoding: bytes.prefix(120), as: UTF8.self), limit: 120)
            throw LLMError.malformed(provider: provider, detail: "unreadable JSON event: \(preview)")
        }
    }

    /// Decodes `bytes` as `T`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], provider: String, snakeCase: Bool = false) throws -> T {
        try bytes.withUnsafeBytes { try decode(type, from: $0, provider: provider, snakeCase: snakeCase) }
    }

    /// Decodes `bytes` as `T` whose properties are the camel-case form of snake_case keys.
    static func decodeSnake<T: Decodable>(_ type: T.Type, from bytes: [UInt8], provider: String) throws -> T {
        try decode(type, from: bytes, provider: provider, snakeCase: true)
    }

    /// Decodes `bytes` as `T` whose properties are the camel-case form of snake_case keys.
    static func decodeSnake<T: Decodable>(_ type: T.Type, from bytes: UnsafeRawBufferPointer, provider: String) throws -> T {
        try decode(type, from: bytes, provider: provider, snakeCase: true)
    }

    // Configured once here and never changed; decoding from many threads is safe.
    private static let plainDecoder = JSONDecoder()
    private static let snakeDecoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()

    /// A fresh id for a tool call whose provider sent none (Gemini, Ollama), unique across turns.
    static func generatedCallID() -> String {
        "call_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
    }

    /// Encodes a request body.
    static func encode(_ value: JSONValue) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// A tool call's JSON text as an object (for providers that want an object); text
    /// that is not a JSON object is wrapped as `{"value": ...}`.
    static func argumentsObject(_ call: ToolCall) -> JSONValue {
        guard let parsed = try? call.parsedArguments() else { return ["value": .string(call.arguments)] }
        if case .object = parsed { return parsed }
        return ["value": parsed]
    }

    /// A tool result's text as an object (Gemini's functionResponse.response must be one).
    static func resultObject(_ text: String) -> JSONValue {
        if let parsed = try? JSONValue(parsing: text), case .object = parsed { return parsed }
        return ["result": .string(text)]
    }
}
