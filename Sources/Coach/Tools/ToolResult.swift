import LLM

/// What running a tool call produced: JSON text for the model and a short line for the user.
public struct ToolResult: Sendable, Hashable {
    /// The call this answers.
    public var callID: String
    public var name: String
    /// JSON text sent back to the model as the tool message (always an object with `"ok"`).
    public var content: String
    /// One short human line, e.g. "Logged 2 items: 215 kcal, 14 g protein".
    public var summary: String
    public var isError: Bool

    public init(callID: String, name: String, content: String, summary: String, isError: Bool) {
        self.callID = callID
        self.name = name
        self.content = content
        self.summary = summary
        self.isError = isError
    }

    /// The tool message to append to the conversation.
    public var message: ChatMessage { .tool(content, callID: callID, name: name) }

    static func failure(_ call: ToolCall, _ message: String) -> ToolResult {
        let json: JSONValue = ["ok": false, "tool": .string(call.name), "error": .string(message)]
        return ToolResult(callID: call.id, name: call.name, content: json.jsonString,
                          summary: "\(call.name) failed: \(message)", isError: true)
    }
}
