import Foundation

/// Structured output on Anthropic through a forced tool call, the way Anthropic's tool-use
/// guide recommends for JSON output: the schema becomes the `input_schema` of one tool,
/// `tool_choice` forces that tool, and the decoder hands the tool's input back as the
/// reply's text. The model's answer is then checked by the API against the schema's
/// shape, which a schema pasted into the system prompt never is.
///
/// `input_schema` must describe an object; any other root (an array, a string) is wrapped
/// as the property `value` and unwrapped on the way back.
struct AnthropicStructuredOutput: Sendable, Hashable {
    let toolName: String
    let inputSchema: JSONValue
    let wrapped: Bool

    init(_ schema: ResponseSchema) {
        toolName = schema.name
        wrapped = schema.schema["type"]?.stringValue != "object"
        inputSchema = wrapped
            ? ["type": "object", "properties": ["value": schema.schema], "required": ["value"]]
            : schema.schema
    }

    /// The tool declaration to add to `tools`.
    var tool: JSONValue {
        ["name": .string(toolName),
         "description": "Give your answer by calling this tool: its input is the whole reply, matching the schema.",
         "input_schema": inputSchema]
    }

    /// The `tool_choice` that forces the tool.
    var toolChoice: JSONValue { ["type": "tool", "name": .string(toolName)] }

    /// The reply text for the tool's input `arguments` (a JSON object's text).
    func replyText(fromArguments arguments: String) -> String {
        guard wrapped, let value = try? JSONValue(parsing: arguments)["value"] else { return arguments }
        return value.jsonString
    }
}
