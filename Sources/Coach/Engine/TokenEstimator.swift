import LLM

/// A rough token count: about four characters per token. Good enough for budgets and for the
/// offline coach's usage figures; providers report real counts.
public enum TokenEstimator {
    /// Tokens in `text` (characters / 4, rounded up).
    public static func estimate(_ text: String) -> Int { (text.unicodeScalars.count + 3) / 4 }

    /// Tokens in one message: its content, its tool calls, and a small per-message overhead.
    public static func estimate(_ message: ChatMessage) -> Int {
        let calls = message.toolCalls.reduce(0) { $0 + estimate($1.name) + estimate($1.arguments) + 3 }
        return estimate(message.content) + calls + 4
    }

    /// Tokens in a whole request: system prompt, messages and tool specs.
    public static func estimate(_ request: ChatRequest) -> Int {
        let tools = request.tools.reduce(0) { $0 + estimate($1.name) + estimate($1.description) + estimate($1.parameters.jsonString) }
        return estimate(request.system ?? "") + request.messages.reduce(0) { $0 + estimate($1) } + tools
    }
}
