import Foundation
import LLM

/// A fake OpenAI chat-completions server. It rejects, as api.openai.com does (HTTP 400
/// `invalid_request_error`, 401 `invalid_api_key`), a request that is not well formed,
/// and otherwise answers with the scripted response.
enum FakeOpenAI {
    static let key = "sk-test-openai"

    static func server(_ script: @escaping @Sendable (RecordedRequest) -> FakeResponse) throws -> LoopbackServer {
        try LoopbackServer { request in validate(request) ?? script(request) }
    }

    static func provider(_ server: LoopbackServer, client: HTTPStreamingClient, timeouts: HTTPTimeouts = relaxedTimeouts,
                         limits: StreamLimits = .standard) throws -> OpenAIProvider {
        let env = ["OPENAI_BASE_URL": server.url("/v1"), "OPENAI_API_KEY": key]
        return OpenAIProvider(settings: try .fromEnvironment(env, id: "openai", overrides: .init(timeouts: timeouts, limits: limits)), client: client)
    }

    /// Error body shape from https://platform.openai.com/docs/guides/error-codes
    static func error(_ status: Int, _ message: String, type: String = "invalid_request_error", code: String? = nil) -> FakeResponse {
        let codeText = code.map { "\"\($0)\"" } ?? "null"
        return .json(status: status, #"{"error":{"message":"\#(message)","type":"\#(type)","param":null,"code":\#(codeText)}}"#)
    }

    static func validate(_ request: RecordedRequest) -> FakeResponse? {
        if request.method == "GET" && request.path == "/v1/models" {
            return request.headers["authorization"] == "Bearer \(key)"
                ? .json(status: 200, #"{"object":"list","data":[{"id":"gpt-4o-mini","object":"model","created":1721172741,"owned_by":"system"}]}"#)
                : error(401, "Incorrect API key provided", code: "invalid_api_key")
        }
        guard request.method == "POST", request.path == "/v1/chat/completions" else {
            return error(404, "Invalid URL (\(request.method) \(request.path))")
        }
        guard request.headers["authorization"] == "Bearer \(key)" else {
            return error(401, "Incorrect API key provided", code: "invalid_api_key")
        }
        guard request.headers["content-type"]?.hasPrefix("application/json") == true, let body = request.json else {
            return error(400, "We could not parse the JSON body of your request.")
        }
        guard body["model"]?.stringValue?.isEmpty == false else { return error(400, "you must provide a model parameter") }
        guard body["stream"]?.boolValue == true else { return error(400, "stream must be true for this fake") }
        guard body[path: "stream_options", "include_usage"]?.boolValue == true else {
            return error(400, "stream_options.include_usage must be true")
        }
        guard let messages = body["messages"]?.arrayValue, !messages.isEmpty else {
            return error(400, "[] is too short - 'messages'")
        }
        var knownCallIDs: Set<String> = []
        for (index, message) in messages.enumerated() {
            switch message["role"]?.stringValue {
            case "system", "user", "developer":
                guard message["content"]?.stringValue != nil else { return error(400, "messages[\(index)].content is required") }
            case "assistant":
                for call in message["tool_calls"]?.arrayValue ?? [] {
                    guard call["type"]?.stringValue == "function", let id = call["id"]?.stringValue,
                          call[path: "function", "name"]?.stringValue != nil,
                          call[path: "function", "arguments"]?.stringValue != nil else {
                        return error(400, "Invalid 'messages[\(index)].tool_calls': arguments must be a string")
                    }
                    knownCallIDs.insert(id)
                }
            case "tool":
                guard let id = message["tool_call_id"]?.stringValue, knownCallIDs.contains(id) else {
                    return error(400, "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.")
                }
            default:
                return error(400, "Invalid value for 'messages[\(index)].role'")
            }
        }
        for tool in body["tools"]?.arrayValue ?? [] {
            guard tool["type"]?.stringValue == "function", tool[path: "function", "name"]?.stringValue != nil,
                  tool[path: "function", "parameters"]?.objectValue != nil else {
                return error(400, "Invalid 'tools': each must be {type: function, function: {name, parameters}}")
            }
        }
        if let maxTokens = body["max_tokens"]?.numberValue, maxTokens != maxTokens.rounded() {
            return error(400, "max_tokens must be an integer")
        }
        if let format = body["response_format"]?["json_schema"], format["strict"]?.boolValue == true,
           let problem = strictProblem(format["schema"] ?? .null, at: "()") {
            let name = format["name"]?.stringValue ?? ""
            return error(400, "Invalid schema for response_format '\(name)': In context=\(problem)")
        }
        return nil
    }

    /// What strict structured outputs reject: an object node without `additionalProperties:
    /// false`, or with a property missing from `required`.
    static func strictProblem(_ node: JSONValue, at context: String) -> String? {
        guard let object = node.objectValue else {
            for (index, item) in (node.arrayValue ?? []).enumerated() {
                if let problem = strictProblem(item, at: context + "[\(index)]") { return problem }
            }
            return nil
        }
        if object["properties"] != nil || object["type"] == "object" {
            let properties = object["properties"]?.objectValue ?? [:]
            if object["additionalProperties"] != .bool(false) {
                return "\(context), 'additionalProperties' is required to be supplied and to be false."
            }
            let required = Set((object["required"]?.arrayValue ?? []).compactMap(\.stringValue))
            if let missing = properties.keys.sorted().first(where: { !required.contains($0) }) {
                return "\(context), 'required' is required to be supplied and to be an array including every key in properties. Missing '\(missing)'."
            }
        }
        for (key, value) in object.sorted(by: { $0.key < $1.key }) where key != "required" && key != "enum" {
            if let problem = strictProblem(value, at: context + ", '\(key)'") { return problem }
        }
        return nil
    }

    // Chunks as in https://platform.openai.com/docs/api-reference/chat-streaming/streaming
    // (chat.completion.chunk objects; with include_usage every chunk carries "usage": null
    // and a last chunk with empty choices carries the usage), ended by `data: [DONE]`.
    static let textStream = [
        #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"role":"assistant","content":""},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":"Hello"},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{"content":" there, athlete"},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","system_fingerprint":"fp_44709d6fcb","choices":[],"usage":{"prompt_tokens":9,"completion_tokens":12,"total_tokens":21}}"# + "\n\n",
        "data: [DONE]\n\n",
    ]

    // Tool-call streaming as in https://platform.openai.com/docs/guides/function-calling#streaming
    // (arguments arrive as string fragments keyed by the tool call's index).
    static let toolStream = [
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"role":"assistant","content":null,"tool_calls":[{"index":0,"id":"call_DdmO9pD3xa9XTPNJ32zg2hcA","type":"function","function":{"name":"get_weather","arguments":""}}],"refusal":null},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"{\""}}]},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"location"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\":\""}}]},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"Paris, France"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"\"}"}}]},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"tool_calls"}],"usage":null}"# + "\n\n",
        #"data: {"id":"chatcmpl-9","object":"chat.completion.chunk","created":1,"model":"gpt-4o-mini","choices":[],"usage":{"prompt_tokens":80,"completion_tokens":17,"total_tokens":97}}"# + "\n\n",
        "data: [DONE]\n\n",
    ]
}
