import Coach
import LLM

/// What `airfit mcp` serves, handed over by its composition root (``MCPRoot``): the coach's
/// tools as the chat offers them to its model, a way to run a call as the chat runs it, and
/// the text of the REPL's commands, which the records and prompts are made of. The server
/// knows nothing else of the app, so a tool or a command added there needs no change here.
package struct MCPBackend: Sendable {
    /// The coach's tools: the chat's own list (``CoachTools/all``).
    package let tools: [ToolSpec]
    /// Runs a call as the chat does: a wrong argument or an unknown tool is an error result.
    /// Throws only when the coach could not be set up to run it.
    package let call: @Sendable (ToolCall) async throws -> ToolResult
    /// What the REPL command `name` prints; throws its one-line error.
    package let commandText: @Sendable (_ name: String) async throws -> String
    /// Whether the REPL has a command of that name.
    package let hasCommand: @Sendable (_ name: String) -> Bool
    /// The prompt template of that name (from the prompts folder).
    package let template: @Sendable (_ name: String) async throws -> PromptTemplate
}
