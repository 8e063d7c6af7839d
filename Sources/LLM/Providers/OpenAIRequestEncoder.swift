import Foundation

/// ChatRequest -> OpenAI chat-completions JSON
/// (https://platform.openai.com/docs/api-reference/chat/create).
enum OpenAIRequestEncoder {
    static func body(_ request: ChatRequest, model: String, useMaxCompletionTokens: Bool) -> JSONValue {
        var messages: [JSONValue] = []
        if let system = request.system, !system.isEmpty {
            messages.append(["role": "system", "content": .string(system)])
        }
        for message in request.messages {
            messages.append(encode(message))
        }
        var body: [String: JSONValue] = [
            "model": .string(model),
            "messages": .array(messages),
            "stream": true,
            "stream_options": ["include_usage": true],
        ]
        if let temperature = request.temperature { body["temperature"] = .number(temperature) }
        if let maxTokens = request.maxTokens {
            body[useMaxCompletionTokens ? "max_completion_tokens" : "max_tokens"] = .number(Double(maxTokens))
        }
        if !request.tools.isEmpty {
            body["tools"] = .array(request.tools.map { tool in
                ["type": "function",
                 "function": ["name": .string(tool.name), "description": .string(tool.description), "parameters": tool.parameters]]
            })
        }
        if let schema = request.responseSchema {
            let prepared = OpenAIStrictSchema.prepare(schema.schema)
            body["response_format"] = [
                "type": "json_schema",
                "json_schema": ["name": .string(schema.name), "schema": prepared.schema, "strict": .bool(prepared.strict)],
            ]
        }
        return .object(body)
    }

    static func encode(_ message: ChatMessage) -> JSONValue {
        switch message.role {
        case .user:
            return ["role": "user", "content": .string(message.content)]
        case .assistant:
            var object: [String: JSONValue] = ["role": "assistant"]
            object["content"] = message.content.isEmpty && !message.toolCalls.isEmpty ? .null : .string(message.content)
            if !message.toolCalls.isEmpty {
                object["tool_calls"] = .array(message.toolCalls.map { call in
                    ["id": .string(call.id), "type": "function",
                     "function": ["name": .string(call.name), "arguments": .string(call.arguments.isEmpty ? "{}" : call.arguments)]]
                })
            }
            return .object(object)
        case .tool:
            return ["role": "tool", "tool_call_id": .string(message.toolCallID ?? ""), "content": .string(message.content)]
        }
    }
}
