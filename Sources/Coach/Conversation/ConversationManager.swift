import LLM
import Synchronization

/// Keeps the current conversation's messages and builds the history window sent with each request.
///
/// The system prompt (which carries the persona, the profile, today's totals and the goals) is
/// always sent in full: it is pinned. The conversation is cut into turns — a user message and
/// everything after it up to the next user message — so a tool call and its result always stay
/// together; the oldest turns are dropped first, and the newest turn is always kept.
///
/// Persistence is the caller's: load the stored messages and pass them to `init`, and store what
/// you ``append(_:)``.
public final class ConversationManager: Sendable {
    /// The token budget for the system prompt plus the history.
    public let tokenBudget: Int
    /// Tokens kept free for the reply.
    public let replyReserve: Int
    private let state: Mutex<[ChatMessage]>

    /// - Parameters:
    ///   - messages: the conversation so far, e.g. loaded from storage (oldest first).
    ///   - tokenBudget: the model's context window (or less), in estimated tokens.
    ///   - replyReserve: tokens to leave for the reply.
    public init(messages: [ChatMessage] = [], tokenBudget: Int, replyReserve: Int = 0) {
        self.tokenBudget = tokenBudget
        self.replyReserve = replyReserve
        self.state = Mutex(messages)
    }

    /// Every message of the conversation, oldest first.
    public var messages: [ChatMessage] { state.withLock { $0 } }

    /// Appends a message.
    public func append(_ message: ChatMessage) { state.withLock { $0.append(message) } }

    /// Appends messages in order.
    public func append(contentsOf messages: [ChatMessage]) { state.withLock { $0.append(contentsOf: messages) } }

    /// Replaces the whole conversation (e.g. when switching conversations).
    public func reset(to messages: [ChatMessage] = []) { state.withLock { $0 = messages } }

    /// The history to send with `systemPrompt`, within the budget.
    public func window(systemPrompt: String) -> HistoryWindow {
        Self.window(messages: messages, systemPrompt: systemPrompt, budget: tokenBudget - replyReserve)
    }

    /// The window computation, on any list of messages.
    public static func window(messages: [ChatMessage], systemPrompt: String, budget: Int) -> HistoryWindow {
        let turns = turns(of: messages)
        let pinned = TokenEstimator.estimate(systemPrompt)
        var used = pinned
        var kept = 0
        for turn in turns.reversed() {
            let cost = turn.reduce(0) { $0 + TokenEstimator.estimate($1) }
            if kept > 0, used + cost > budget { break }
            used += cost
            kept += 1
        }
        let keptMessages = Array(turns.suffix(kept).joined())
        return HistoryWindow(messages: keptMessages, droppedTurns: turns.count - kept,
                             droppedMessages: messages.count - keptMessages.count, estimatedTokens: used,
                             fitsBudget: used <= budget)
    }

    /// The conversation cut into turns: each starts at a user message (messages before the first
    /// user message form a turn of their own).
    public static func turns(of messages: [ChatMessage]) -> [[ChatMessage]] {
        var turns: [[ChatMessage]] = []
        for message in messages {
            if message.role == .user || turns.isEmpty { turns.append([message]) } else { turns[turns.count - 1].append(message) }
        }
        return turns
    }
}
