import Foundation

/// Turns one provider's response bytes into ``ChatEvent``s, incrementally.
///
/// A decoder owns its framing parser (SSE or NDJSON). It emits `.done` when the
/// provider's end marker arrives; `finish()` throws `LLMError.streamCut` when the
/// bytes ended without it.
protocol ChatStreamDecoder: Sendable {
    /// Consumes one chunk of the body; returns the events it completed.
    mutating func consume(_ chunk: Data) throws -> [ChatEvent]
    /// The body ended: returns the last events, or throws `streamCut`.
    mutating func finish() throws -> [ChatEvent]
}

/// Decoding helpers shared by the decoders.
enum WireJSON {
    /// Decodes `bytes` as `T`, mapping failure to `LLMError.malformed`.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], provider: String, snakeCase: Bool = false) throws -> T {
        let decoder = JSONDecoder()
        if snakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        do {
            return try decoder.decode(T.self, from: Data(bytes))
        } catch {
            let preview = String(decoding: bytes.prefix(120), as: UTF8.self)
            throw LLMError.malformed(provider: provider, detail: "unreadable JSON event: \(preview)")
        }
    }

    /// Decodes `bytes` as `T` whose properties are the camel-case form of snake_case keys.
    static func decodeSnake<T: Decodable>(_ type: T.Type, from bytes: [UInt8], provider: String) throws -> T {
        try decode(type, from: bytes, provider: provider, snakeCase: true)
    }

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
