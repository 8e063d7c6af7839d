import Foundation

/// Anthropic Messages SSE (`message_start`, `content_block_start|delta|stop`,
/// `message_delta`, `message_stop`; `ping` ignored; `error` typed) -> ChatEvents.
/// `tool_use` blocks collect their `input_json_delta` fragments until `content_block_stop`.
struct AnthropicStreamDecoder: FramedStreamDecoder {
    private struct Event: Decodable {
        var type: String
        var message: Message?
        var index: Int?
        var contentBlock: Block?
        var delta: Delta?
        var usage: UsageBody?
        var error: ErrorBody?
    }
    private struct Message: Decodable {
        var usage: UsageBody?
    }
    private struct Block: Decodable {
        var type: String
        var id: String?
        var name: String?
        var input: JSONValue?
    }
    private struct Delta: Decodable {
        var type: String?
        var text: String?
        var partialJson: String?
        var stopReason: String?
    }
    private struct UsageBody: Decodable {
        var inputTokens: Int?
        var outputTokens: Int?
        var cacheCreationInputTokens: Int?
        var cacheReadInputTokens: Int?

        var totalInput: Int? {
            guard let inputTokens else { return nil }
            return inputTokens + (cacheCreationInputTokens ?? 0) + (cacheReadInputTokens ?? 0)
        }
    }
    private struct ErrorBody: Decodable {
        var type: String?
        var message: String?
    }
    private struct PendingTool {
        var id: String
        var name: String
        var json = ""
        var initialInput: JSONValue?
    }

    let provider: String
    let mediaTypes = ["text/event-stream"]
    var framing = SSEParser()
    var framesDecoded = 0
    private var tools: [Int: PendingTool] = [:]
    private var usage = Usage.zero
    private var stopReason: FinishReason = .stop
    private(set) var sawEnd = false

    /// When set, the forced tool's call is the reply: its input comes out as text.
    private let structured: AnthropicStructuredOutput?

    init(provider: String, structured: AnthropicStructuredOutput? = nil) {
        self.provider = provider
        self.structured = structured
    }

    mutating func end(into out: inout [ChatEvent]) throws {
        if !sawEnd { throw LLMError.streamCut(provider: provider) }
    }

    func isKeepAlive(_ sse: SSEEvent) -> Bool { sse.event == "ping" }

    mutating func handle(_ sse: SSEEvent, into out: inout [ChatEvent]) throws {
        if sse.event == "ping" { return }
        let event = try WireJSON.decodeSnake(Event.self, from: sse.data, provider: provider)
        switch event.type {
        case "message_start":
            if let start = event.message?.usage {
                usage = Usage(inputTokens: start.totalInput ?? 0, outputTokens: start.outputTokens ?? 0)
            }
        case "content_block_start":
            if let block = event.contentBlock, block.type == "tool_use" || block.type == "server_tool_use" {
                tools[event.index ?? 0] = PendingTool(id: block.id ?? "", name: block.name ?? "", initialInput: block.input)
            }
        case "content_block_delta":
            guard let delta = event.delta else { return }
            if delta.type == "text_delta", let text = delta.text, !text.isEmpty {
                out.append(.text(text))
            } else if delta.type == "input_json_delta", let fragment = delta.partialJson {
                tools[event.index ?? 0]?.json += fragment
            }
        case "content_block_stop":
            if let tool = tools.removeValue(forKey: event.index ?? 0) {
                if let structured, tool.name == structured.toolName {
                    out.append(.text(structured.replyText(fromArguments: Self.arguments(tool))))
                } else {
                    out.append(.toolCall(ToolCall(id: tool.id, name: tool.name, arguments: Self.arguments(tool))))
                }
            }
        case "message_delta":
            if let reason = event.delta?.stopReason {
                // The forced tool's "tool_use" stop is the end of a finished reply.
                stopReason = structured != nil && reason == "tool_use" ? .stop : Self.reason(reason)
            }
            if let delta = event.usage {
                usage = Usage(inputTokens: delta.totalInput ?? usage.inputTokens, outputTokens: delta.outputTokens ?? usage.outputTokens)
            }
        case "message_stop":
            out.append(.usage(usage))
            out.append(.done(stopReason))
            sawEnd = true
        case "error":
            throw Self.streamError(event.error, provider: provider)
        default:
            break  // ping, and event types added later
        }
    }

    private static func arguments(_ tool: PendingTool) -> String {
        if !tool.json.isEmpty { return tool.json }
        if let input = tool.initialInput, case .object(let object) = input, !object.isEmpty { return input.jsonString }
        return "{}"
    }

    private static func streamError(_ error: ErrorBody?, provider: String) -> LLMError {
        let message = error?.message ?? "unknown error"
        switch error?.type {
        case "overloaded_error": return .overloaded(provider: provider, retryAfter: nil, message: message)
        case "rate_limit_error": return .rateLimited(provider: provider, retryAfter: nil, message: message)
        case "api_error": return .server(provider: provider, status: 500, retryAfter: nil, message: message)
        default: return .streamError(provider: provider, message: message)
        }
    }

    static func reason(_ text: String) -> FinishReason {
        switch text {
        case "end_turn", "stop_sequence": .stop
        case "max_tokens", "model_context_window_exceeded": .length
        case "tool_use": .toolCalls
        case "refusal": .contentFilter
        default: .other(text)
        }
    }
}
