import Foundation

/// ChatRequest -> Anthropic Messages JSON (https://docs.anthropic.com/en/api/messages).
/// The system prompt is the top-level `system` field, never a message; `max_tokens` is
/// always sent; tool results travel as `tool_result` blocks in a user message; a response
/// schema becomes a forced tool (``AnthropicStructuredOutput``).
enum AnthropicRequestEncoder {
    static func body(_ request: ChatRequest, model: String, defaultMaxTokens: Int) -> JSONValue {
        var body: [String: JSONValue] = [
            "model": .string(model),
            "max_tokens": .number(Double(request.maxTokens ?? defaultMaxTokens)),
            "messages": .array(messages(request.messages)),
            "stream": true,
        ]
        if let system = request.system, !system.isEmpty { body["system"] = .string(system) }
        if let temperature = request.temperature { body["temperature"] = .number(temperature) }
        var tools = request.tools.map { tool -> JSONValue in
            ["name": .string(tool.name), "description": .string(tool.description), "input_schema": tool.parameters]
        }
        if let schema = request.responseSchema {
            let structured = AnthropicStructuredOutput(schema)
            tools.append(structured.tool)
            body["tool_choice"] = structured.toolChoice
        }
        if !tools.isEmpty { body["tools"] = .array(tools) }
        return .object(body)
    }

    static func messages(_ messages: [ChatMessage]) -> [JSONValue] {
        var out: [JSONValue] = []
        var pendingResults: [JSONValue] = []
        func flushResults() {
            if !pendingResults.isEmpty {
                out.append(["role": "user", "content": .array(pendingResults)])
                pendingResults = []
            }
        }
        for message in messages {
            switch message.role {
            case .tool:
                pendingResults.append([
                    "type": "tool_result", "tool_use_id": .string(message.toolCallID ?? ""), "content": .string(message.content),
                ])
            case .user:
                flushResults()
                out.append(["role": "user", "content": .string(message.content)])
            case .assistant:
                flushResults()
                if message.toolCalls.isEmpty {
                    guard !message.content.isEmpty else { continue }
                    out.append(["role": "assistant", "content": .string(message.content)])
                } else {
                    var blocks: [JSONValue] = []
                    if !message.content.isEmpty { blocks.append(["type": "text", "text": .string(message.content)]) }
                    for call in message.toolCalls {
                        blocks.append(["type": "tool_use", "id": .string(call.id), "name": .string(call.name),
                                       "input": WireJSON.argumentsObject(call)])
                    }
                    out.append(["role": "assistant", "content": .array(blocks)])
                }
            }
        }
        flushResults()
        return out
    }
}
