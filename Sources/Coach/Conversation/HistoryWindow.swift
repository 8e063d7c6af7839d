import LLM

/// The part of a conversation sent with a request.
public struct HistoryWindow: Sendable, Hashable {
    /// The messages to send, oldest first (whole turns only).
    public var messages: [ChatMessage]
    /// Turns left out, oldest first, to fit the budget (tell the user when > 0).
    public var droppedTurns: Int
    /// Messages left out.
    public var droppedMessages: Int
    /// Estimated tokens of the system prompt plus `messages`.
    public var estimatedTokens: Int
    /// False when even the newest turn alone exceeds the budget (it is sent anyway).
    public var fitsBudget: Bool

    public init(messages: [ChatMessage], droppedTurns: Int, droppedMessages: Int, estimatedTokens: Int, fitsBudget: Bool) {
        self.messages = messages
        self.droppedTurns = droppedTurns
        self.droppedMessages = droppedMessages
        self.estimatedTokens = estimatedTokens
        self.fitsBudget = fitsBudget
    }
}
