import Foundation

/// ChatRequest -> Ollama `/api/chat` JSON (https://github.com/ollama/ollama/blob/main/docs/api.md).
/// Tool-call arguments are objects; tool results are `tool` messages with `tool_name`.
enum OllamaRequestEncoder {
    static func body(_ request: ChatRequest, model: String) -> JSONValue {
        var messages: [JSONValue] = []
        if let system = request.system, !system.isEmpty {
            messages.append(["role": "system", "content": .string(system)])
        }
        for message in request.messages {
            switch message.role {
            case .user:
                messages.append(["role": "user", "content": .string(message.content)])
            case .assistant:
                var object: [String: JSONValue] = ["role": "assistant", "content": .string(message.content)]
                if !message.toolCalls.isEmpty {
                    object["tool_calls"] = .array(message.toolCalls.map { call in
                        ["function": ["name": .string(call.name), "arguments": WireJSON.argumentsObject(call)]]
                    })
                }
                messages.append(.object(object))
            case .tool:
                var object: [String: JSONValue] = ["role": "tool", "content": .string(message.content)]
                if let name = message.toolName { object["tool_name"] = .string(name) }
                messages.append(.object(object))
            }
        }
        var body: [String: JSONValue] = ["model": .string(model), "messages": .array(messages), "stream": true]
        if !request.tools.isEmpty {
            body["tools"] = .array(request.tools.map { tool in
                ["type": "function",
                 "function": ["name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters]]
            })
        }
        var options: [String: JSONValue] = [:]
        if let temperature = request.temperature { options["temperature"] = .number(temperature) }
        if let maxTokens = request.maxTokens { options["num_predict"] = .number(Double(maxTokens)) }
        if !options.isEmpty { body["options"] = .object(options) }
        if let schema = request.responseSchema { body["format"] = schema.schema }
        return .object(body)
    }
}
