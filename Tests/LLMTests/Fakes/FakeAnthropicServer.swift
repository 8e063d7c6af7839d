import Foundation
import LLM

/// A fake Anthropic Messages server that rejects what api.anthropic.com rejects: a
/// missing or wrong `x-api-key` (401 authentication_error), a missing
/// `anthropic-version`, a missing `max_tokens`, a `system` role inside `messages`,
/// tool results that answer no `tool_use` of the previous assistant turn.
enum FakeAnthropic {
    static let key = "sk-ant-test"

    static func server(_ script: @escaping @Sendable (RecordedRequest) -> FakeResponse) throws -> LoopbackServer {
        try LoopbackServer { request in validate(request) ?? script(request) }
    }

    static func provider(_ server: LoopbackServer, client: HTTPStreamingClient, timeouts: HTTPTimeouts = relaxedTimeouts,
                         limits: StreamLimits = .standard) throws -> AnthropicProvider {
        let env = ["ANTHROPIC_BASE_URL": server.url(), "ANTHROPIC_API_KEY": key]
        return AnthropicProvider(settings: try .fromEnvironment(env, id: "anthropic", overrides: .init(timeouts: timeouts, limits: limits)), client: client)
    }

    /// Error shape from https://docs.anthropic.com/en/api/errors
    static func error(_ status: Int, _ message: String, type: String = "invalid_request_error") -> FakeResponse {
        .json(status: status, #"{"type":"error","error":{"type":"\#(type)","message":"\#(message)"},"request_id":"req_011CSHoEeqs5C35K2UUqR7Fy"}"#)
    }

    static func validate(_ request: RecordedRequest) -> FakeResponse? {
        guard request.headers["x-api-key"] == key else { return error(401, "invalid x-api-key", type: "authentication_error") }
        guard request.headers["anthropic-version"] == "2023-06-01" else {
            return error(400, "anthropic-version: header is required")
        }
        if request.method == "GET" && request.path == "/v1/models" {
            return .json(status: 200, #"{"data":[{"type":"model","id":"claude-sonnet-4-5","display_name":"Claude Sonnet 4.5","created_at":"2025-09-29T00:00:00Z"}],"has_more":false,"first_id":"claude-sonnet-4-5","last_id":"claude-sonnet-4-5"}"#)
        }
        guard request.method == "POST", request.path == "/v1/messages" else { return error(404, "Not found", type: "not_found_error") }
        guard let body = request.json else { return error(400, "There was an issue with the JSON body") }
        guard body["model"]?.stringValue?.isEmpty == false else { return error(400, "model: Field required") }
        guard let maxTokens = body["max_tokens"]?.numberValue, maxTokens == maxTokens.rounded(), maxTokens >= 1 else {
            return error(400, "max_tokens: Field required")
        }
        if let system = body["system"], system.stringValue == nil, system.arrayValue == nil {
            return error(400, "system: Input should be a valid string")
        }
        guard let messages = body["messages"]?.arrayValue, !messages.isEmpty else { return error(400, "messages: Field required") }
        var previousToolUses: Set<String> = []
        for (index, message) in messages.enumerated() {
            let role = message["role"]?.stringValue
            guard role == "user" || role == "assistant" else {
                return error(400, "messages.\(index).role: Input should be 'user' or 'assistant'")
            }
            if index == 0 && role != "user" { return error(400, "messages: first message must use the \"user\" role") }
            let blocks = message["content"]?.arrayValue ?? []
            if message["content"]?.stringValue == nil && message["content"]?.arrayValue == nil {
                return error(400, "messages.\(index).content: Field required")
            }
            if message["content"]?.stringValue?.isEmpty == true {
                return error(400, "messages: text content blocks must be non-empty")
            }
            var toolUses: Set<String> = []
            for block in blocks {
                switch block["type"]?.stringValue {
                case "text":
                    guard block["text"]?.stringValue?.isEmpty == false else { return error(400, "text content blocks must be non-empty") }
                case "tool_use":
                    guard role == "assistant", let id = block["id"]?.stringValue, block["input"]?.objectValue != nil else {
                        return error(400, "messages.\(index): tool_use blocks need id, name and an input object")
                    }
                    toolUses.insert(id)
                case "tool_result":
                    guard role == "user", let id = block["tool_use_id"]?.stringValue, previousToolUses.contains(id) else {
                        return error(400, "messages.\(index): unexpected `tool_use_id` found in `tool_result` blocks")
                    }
                default:
                    return error(400, "messages.\(index).content: unknown block type")
                }
            }
            previousToolUses = toolUses
        }
        for tool in body["tools"]?.arrayValue ?? [] where tool["input_schema"]?[path: "type"]?.stringValue != "object" {
            return error(400, "tools.0.custom.input_schema.type: Input should be 'object'")
        }
        if let choice = body["tool_choice"] {
            // https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use#forcing-tool-use
            let names = (body["tools"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
            switch choice["type"]?.stringValue {
            case "auto", "any", "none": break
            case "tool":
                guard let name = choice["name"]?.stringValue, names.contains(name) else {
                    return error(400, "tool_choice.name: tool not found in tools")
                }
            default: return error(400, "tool_choice.type: Input should be 'auto', 'any', 'tool' or 'none'")
            }
        }
        return nil
    }

    /// A forced tool's reply: one tool_use block whose input arrives in fragments, then
    /// `stop_reason: tool_use` (same events as ``toolStream``).
    static func forcedToolStream(name: String, fragments: [String]) -> [String] {
        ["event: message_start\n" + #"data: {"type":"message_start","message":{"id":"msg_01","type":"message","role":"assistant","model":"claude-sonnet-4-5","content":[],"stop_reason":null,"usage":{"input_tokens":310,"output_tokens":1}}}"# + "\n\n",
         "event: content_block_start\n" + #"data: {"type":"content_block_start","index":0,"content_block":{"type":"tool_use","id":"toolu_01","name":"\#(name)","input":{}}}"# + "\n\n"]
        + fragments.map { fragment in
            let quoted = JSONValue.string(fragment).jsonString
            return "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":\#(quoted)}}"# + "\n\n"
        }
        + ["event: content_block_stop\n" + #"data: {"type":"content_block_stop","index":0}"# + "\n\n",
           "event: message_delta\n" + #"data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":40}}"# + "\n\n",
           "event: message_stop\n" + #"data: {"type":"message_stop"}"# + "\n\n"]
    }

    // Events as in https://docs.anthropic.com/en/docs/build-with-claude/streaming
    // ("Basic streaming request": message_start, content_block_start, ping,
    // content_block_delta, content_block_stop, message_delta, message_stop).
    static let textStream = [
        "event: message_start\n" + #"data: {"type": "message_start", "message": {"id": "msg_1nZdL29xx5MUA1yADyHTEsnR8uuvGzszyY", "type": "message", "role": "assistant", "content": [], "model": "claude-sonnet-4-5", "stop_reason": null, "stop_sequence": null, "usage": {"input_tokens": 25, "output_tokens": 1}}}"# + "\n\n",
        "event: content_block_start\n" + #"data: {"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}"# + "\n\n",
        "event: ping\n" + #"data: {"type": "ping"}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "Hello"}}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": "! Ready to train?"}}"# + "\n\n",
        "event: content_block_stop\n" + #"data: {"type": "content_block_stop", "index": 0}"# + "\n\n",
        "event: message_delta\n" + #"data: {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence":null}, "usage": {"output_tokens": 15}}"# + "\n\n",
        "event: message_stop\n" + #"data: {"type": "message_stop"}"# + "\n\n",
    ]

    // "Streaming request with tool use" from the same page: a text block, then a
    // tool_use block whose input arrives as input_json_delta fragments.
    static let toolStream = [
        "event: message_start\n" + #"data: {"type":"message_start","message":{"id":"msg_014p7gG3wDgGV9EUtLvnow3U","type":"message","role":"assistant","model":"claude-sonnet-4-5","stop_sequence":null,"usage":{"input_tokens":472,"output_tokens":2},"content":[],"stop_reason":null}}"# + "\n\n",
        "event: content_block_start\n" + #"data: {"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"# + "\n\n",
        "event: ping\n" + #"data: {"type": "ping"}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Okay, let's check the weather:"}}"# + "\n\n",
        "event: content_block_stop\n" + #"data: {"type":"content_block_stop","index":0}"# + "\n\n",
        "event: content_block_start\n" + #"data: {"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_01T1x1fJ34qAmk2tNTrN7Up6","name":"get_weather","input":{}}}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":""}}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"location\":"}}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":" \"Paris"}}"# + "\n\n",
        "event: content_block_delta\n" + #"data: {"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":", France\"}"}}"# + "\n\n",
        "event: content_block_stop\n" + #"data: {"type":"content_block_stop","index":1}"# + "\n\n",
        "event: message_delta\n" + #"data: {"type":"message_delta","delta":{"stop_reason":"tool_use","stop_sequence":null},"usage":{"output_tokens":89}}"# + "\n\n",
        "event: message_stop\n" + #"data: {"type":"message_stop"}"# + "\n\n",
    ]

    // An error inside the stream, as documented on the streaming page ("Error events").
    static let overloadedEvent = "event: error\n" + #"data: {"type": "error", "error": {"type": "overloaded_error", "message": "Overloaded"}}"# + "\n\n"
}
