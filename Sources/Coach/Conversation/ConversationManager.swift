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
///
/// Bounded: it holds the newest turns worth at most twice the budget (then forgets the oldest
/// down to one budget's worth, counted as dropped), so neither its memory nor the cost of a
/// window grows with the conversation; what it forgets stays in the store.
public final class ConversationManager: Sendable {
    /// The token budget for the system prompt plus the history.
    public let tokenBudget: Int
    /// Tokens kept free for the reply.
    public let replyReserve: Int
    private let state: Mutex<Held>

    /// The messages held, their estimated tokens, and the turns forgotten before them.
    private struct Held {
        var messages: [ChatMessage]
        var tokens: Int
        var forgottenTurns: Int
    }

    /// - Parameters:
    ///   - messages: the conversation so far, e.g. loaded from storage (oldest first).
    ///   - tokenBudget: the model's context window (or less), in estimated tokens.
    ///   - replyReserve: tokens to leave for the reply.
    public init(messages: [ChatMessage] = [], tokenBudget: Int, replyReserve: Int = 0) {
        self.tokenBudget = tokenBudget
        self.replyReserve = replyReserve
        var held = Held(messages: messages, tokens: messages.reduce(0) { $0 + TokenEstimator.estimate($1) }, forgottenTurns: 0)
        Self.forget(&held, budget: tokenBudget)
        self.state = Mutex(held)
    }

    /// The messages held, oldest first: the whole conversation, or its newest turns once it is
    /// worth more than twice the budget.
    public var messages: [ChatMessage] { state.withLock { $0.messages } }

    /// Appends a message.
    public func append(_ message: ChatMessage) { append(contentsOf: [message]) }

    /// Appends messages in order.
    public func append(contentsOf messages: [ChatMessage]) {
        let budget = tokenBudget
        state.withLock { held in
            held.messages.append(contentsOf: messages)
            held.tokens += messages.reduce(0) { $0 + TokenEstimator.estimate($1) }
            Self.forget(&held, budget: budget)
        }
    }

    /// Replaces the whole conversation (e.g. when switching conversations).
    public func reset(to messages: [ChatMessage] = []) {
        var held = Held(messages: messages, tokens: messages.reduce(0) { $0 + TokenEstimator.estimate($1) }, forgottenTurns: 0)
        Self.forget(&held, budget: tokenBudget)
        state.withLock { $0 = held }
    }

    /// The history to send with `systemPrompt`, within the budget.
    public func window(systemPrompt: String) -> HistoryWindow {
        let (messages, forgotten) = state.withLock { ($0.messages, $0.forgottenTurns) }
        var window = Self.window(messages: messages, systemPrompt: systemPrompt, budget: tokenBudget - replyReserve)
        window.droppedTurns += forgotten
        return window
    }

    /// Past twice `budget`, the oldest whole turns go until one budget's worth is left (the newest
    /// turn always stays). Amortised: each message is counted once when added, once when forgotten.
    private static func forget(_ held: inout Held, budget: Int) {
        guard held.tokens > 2 * max(budget, 1) else { return }
        var cut = 0
        var tokens = held.tokens
        var turns = 0
        while tokens > budget {
            // The end of the oldest held turn: the next user message after `cut`.
            guard let next = held.messages[(cut + 1)...].firstIndex(where: { $0.role == .user }) else { break }
            tokens -= held.messages[cut..<next].reduce(0) { $0 + TokenEstimator.estimate($1) }
            cut = next
            turns += 1
        }
        guard cut > 0 else { return }
        held.messages.removeFirst(cut)
        held.tokens = tokens
        held.forgottenTurns += turns
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
