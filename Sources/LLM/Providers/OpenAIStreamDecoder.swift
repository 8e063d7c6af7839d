import Foundation

/// OpenAI chat-completion chunks (SSE `data:` lines, ended by `data: [DONE]`) -> ChatEvents.
/// Tool-call fragments are joined by `index`; usage comes in the last chunk (empty
/// `choices`) when `stream_options.include_usage` is set.
struct OpenAIStreamDecoder: FramedStreamDecoder {
    private struct Chunk: Decodable {
        var choices: [Choice]?
        var usage: UsageBody?
        var error: ErrorBody?
    }
    private struct Choice: Decodable {
        var delta: Delta?
        var finishReason: String?
    }
    private struct Delta: Decodable {
        var content: String?
        var toolCalls: [ToolDelta]?
    }
    private struct ToolDelta: Decodable {
        var index: Int?
        var id: String?
        var function: FunctionDelta?
    }
    private struct FunctionDelta: Decodable {
        var name: String?
        var arguments: String?
    }
    private struct UsageBody: Decodable {
        var promptTokens: Int?
        var completionTokens: Int?
    }
    private struct ErrorBody: Decodable {
        var message: String?
    }
    private struct PendingCall {
        var id = ""
        var name = ""
        var arguments = ""
    }

    let provider: String
    let mediaTypes = ["text/event-stream"]
    var framing = SSEParser()
    var framesDecoded = 0
    private var calls: [Int: PendingCall] = [:]
    private var finishReason: FinishReason?
    private(set) var sawEnd = false

    init(provider: String) {
        self.provider = provider
    }

    mutating func end(into out: inout [ChatEvent]) throws {
        guard !sawEnd else { return }
        // Some compatible servers end after the finish_reason chunk without [DONE].
        guard let finishReason else { throw LLMError.streamCut(provider: provider) }
        flushCalls(into: &out)
        out.append(.done(finishReason))
        sawEnd = true
    }

    mutating func handle(_ event: SSEEvent, into out: inout [ChatEvent]) throws {
        if event.data == Array("[DONE]".utf8) {
            flushCalls(into: &out)
            out.append(.done(finishReason ?? .stop))
            sawEnd = true
            return
        }
        if event.event == "error" {
            throw LLMError.streamError(provider: provider, message: event.text)
        }
        let chunk = try WireJSON.decodeSnake(Chunk.self, from: event.data, provider: provider)
        if let error = chunk.error {
            throw LLMError.streamError(provider: provider, message: error.message ?? "unknown error")
        }
        for choice in chunk.choices ?? [] {
            if let text = choice.delta?.content, !text.isEmpty { out.append(.text(text)) }
            for fragment in choice.delta?.toolCalls ?? [] {
                let index = fragment.index ?? 0
                var call = calls[index] ?? PendingCall()
                if let id = fragment.id, !id.isEmpty { call.id = id }
                if let name = fragment.function?.name { call.name += name }
                if let arguments = fragment.function?.arguments { call.arguments += arguments }
                calls[index] = call
            }
            if let reason = choice.finishReason {
                finishReason = Self.reason(reason)
                flushCalls(into: &out)
            }
        }
        if let usage = chunk.usage {
            out.append(.usage(Usage(inputTokens: usage.promptTokens ?? 0, outputTokens: usage.completionTokens ?? 0)))
        }
    }

    private mutating func flushCalls(into out: inout [ChatEvent]) {
        for index in calls.keys.sorted() {
            guard let call = calls[index] else { continue }
            let id = call.id.isEmpty ? "call_\(index)" : call.id
            out.append(.toolCall(ToolCall(id: id, name: call.name, arguments: call.arguments)))
        }
        calls.removeAll()
    }

    static func reason(_ text: String) -> FinishReason {
        switch text {
        case "stop": .stop
        case "length": .length
        case "tool_calls", "function_call": .toolCalls
        case "content_filter": .contentFilter
        default: .other(text)
        }
    }
}
