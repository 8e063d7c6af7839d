import Foundation

/// ChatRequest -> Gemini `GenerateContentRequest` JSON
/// (https://ai.google.dev/api/generate-content). Roles are `user` and `model`; the
/// system prompt is `systemInstruction`; tool calls are `functionCall` parts and tool
/// results `functionResponse` parts (in a `user` turn); a call's `thoughtSignature` goes
/// back in its part (https://ai.google.dev/gemini-api/docs/thought-signatures).
enum GeminiRequestEncoder {
    static func body(_ request: ChatRequest) -> JSONValue {
        var body: [String: JSONValue] = ["contents": .array(contents(request.messages))]
        if let system = request.system, !system.isEmpty {
            body["systemInstruction"] = ["parts": [["text": .string(system)]]]
        }
        if !request.tools.isEmpty {
            body["tools"] = [[
                "functionDeclarations": .array(request.tools.map { tool in
                    ["name": .string(tool.name), "description": .string(tool.description), "parametersJsonSchema": tool.parameters]
                }),
            ]]
        }
        var generation: [String: JSONValue] = [:]
        if let temperature = request.temperature { generation["temperature"] = .number(temperature) }
        if let maxTokens = request.maxTokens { generation["maxOutputTokens"] = .number(Double(maxTokens)) }
        if let schema = request.responseSchema {
            generation["responseMimeType"] = "application/json"
            generation["responseJsonSchema"] = schema.schema
        }
        if !generation.isEmpty { body["generationConfig"] = .object(generation) }
        return .object(body)
    }

    static func contents(_ messages: [ChatMessage]) -> [JSONValue] {
        var out: [JSONValue] = []
        var pendingResponses: [JSONValue] = []
        func flushResponses() {
            if !pendingResponses.isEmpty {
                out.append(["role": "user", "parts": .array(pendingResponses)])
                pendingResponses = []
            }
        }
        for message in messages {
            switch message.role {
            case .tool:
                pendingResponses.append(["functionResponse": [
                    "name": .string(message.toolName ?? ""), "response": WireJSON.resultObject(message.content),
                ]])
            case .user:
                flushResponses()
                out.append(["role": "user", "parts": [["text": .string(message.content)]]])
            case .assistant:
                flushResponses()
                var parts: [JSONValue] = []
                if !message.content.isEmpty { parts.append(["text": .string(message.content)]) }
                for call in message.toolCalls {
                    var part: [String: JSONValue] = ["functionCall": ["name": .string(call.name), "args": WireJSON.argumentsObject(call)]]
                    // Back in the part it came with, exactly as received.
                    if let signature = call.signature { part["thoughtSignature"] = .string(signature) }
                    parts.append(.object(part))
                }
                if !parts.isEmpty { out.append(["role": "model", "parts": .array(parts)]) }
            }
        }
        flushResponses()
        return out
    }
}
