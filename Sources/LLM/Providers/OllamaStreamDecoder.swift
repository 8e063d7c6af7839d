import Foundation

/// Ollama `/api/chat` NDJSON -> ChatEvents: one JSON object per line until
/// `"done": true`, whose `prompt_eval_count` / `eval_count` are the usage.
struct OllamaStreamDecoder: FramedStreamDecoder {
    private struct Line: Decodable {
        var message: Message?
        var done: Bool?
        var doneReason: String?
        var promptEvalCount: Int?
        var evalCount: Int?
        var error: String?
    }
    private struct Message: Decodable {
        var content: String?
        var toolCalls: [Call]?
    }
    private struct Call: Decodable {
        var id: String?
        var function: Function
    }
    private struct Function: Decodable {
        var name: String
        var arguments: JSONValue?
    }

    let provider: String
    let mediaTypes = ["application/x-ndjson", "application/json"]
    var framing = NDJSONParser()
    var framesDecoded = 0
    private var callCount = 0
    private(set) var sawEnd = false

    init(provider: String) {
        self.provider = provider
    }

    mutating func end(into out: inout [ChatEvent]) throws {
        if !sawEnd { throw LLMError.streamCut(provider: provider) }
    }

    mutating func handle(_ bytes: UnsafeRawBufferPointer, into out: inout [ChatEvent]) throws {
        let line = try WireJSON.decodeSnake(Line.self, from: bytes, provider: provider)
        if let error = line.error { throw LLMError.streamError(provider: provider, message: error) }
        // Every chat chunk has `message` or `done`; a JSON object with neither is not one.
        guard line.message != nil || line.done != nil else {
            let preview = TextSanitizer.oneLine(String(decoding: bytes.prefix(120), as: UTF8.self), limit: 120)
            throw LLMError.malformed(provider: provider, detail: "a JSON line that is not a chat chunk: \(preview)")
        }
        if let text = line.message?.content, !text.isEmpty { out.append(.text(text)) }
        for call in line.message?.toolCalls ?? [] {
            let id = call.id ?? WireJSON.generatedCallID()
            callCount += 1
            out.append(.toolCall(ToolCall(id: id, name: call.function.name,
                                          arguments: (call.function.arguments ?? .object([:])).jsonString)))
        }
        if line.done == true {
            out.append(.usage(Usage(inputTokens: line.promptEvalCount ?? 0, outputTokens: line.evalCount ?? 0)))
            let reason: FinishReason = switch line.doneReason ?? "stop" {
            case "stop": callCount > 0 ? .toolCalls : .stop
            case "length": .length
            case let other: .other(other)
            }
            out.append(.done(reason))
            sawEnd = true
        }
    }
}
