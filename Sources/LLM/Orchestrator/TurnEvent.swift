/// What a user turn produced so far: kept when the reply is interrupted.
public struct PartialReply: Sendable, Hashable {
    /// The text shown so far.
    public var text: String
    /// The tool calls delivered so far.
    public var toolCalls: [ToolCall]

    /// A partial reply (empty by default).
    public init(text: String = "", toolCalls: [ToolCall] = []) {
        self.text = text
        self.toolCalls = toolCalls
    }

    /// Nothing was shown.
    public var isEmpty: Bool { text.isEmpty && toolCalls.isEmpty }
}

/// Tokens and cost of one provider call.
public struct UsageRecord: Sendable, Hashable {
    /// The provider id.
    public var provider: String
    /// The model id.
    public var model: String
    /// Tokens used.
    public var usage: Usage
    /// USD, from the ``ModelCatalog``; nil when the model's price is unknown (never a false zero).
    public var cost: Double?

    /// A usage record.
    public init(provider: String, model: String, usage: Usage, cost: Double?) {
        self.provider = provider
        self.model = model
        self.usage = usage
        self.cost = cost
    }
}

/// Why a reply that had started ended early.
public enum InterruptionReason: Sendable, Hashable {
    /// The user cancelled (Ctrl-C): the consuming task was cancelled or the stream dropped.
    case cancelledByUser
    /// The provider failed after the first token was shown; no fallback is made then.
    case providerFailed(LLMError)
}

/// A reply that ended early, with what came so far.
public struct Interruption: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why it ended early.
    public var reason: InterruptionReason
    /// The provider and model that were answering (empty if none had started).
    public var provider: String
    /// The model id.
    public var model: String
    /// The text and tool calls delivered before the interruption.
    public var partial: PartialReply
    /// One line for the user: `Reply interrupted: OpenAI's reply was cut off.`
    public var message: String

    /// An interruption.
    public init(reason: InterruptionReason, provider: String, model: String, partial: PartialReply, message: String) {
        self.reason = reason
        self.provider = provider
        self.model = model
        self.partial = partial
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

/// Something the user may want to know while a turn runs (shown dimmed, not part of the reply).
public enum TurnNotice: Sendable, Hashable, CustomStringConvertible {
    /// A retry of the same provider after `after`.
    case retrying(provider: String, model: String, attempt: Int, after: Duration, error: LLMError)
    /// Moving on to the next choice because of `error`.
    case fallingBack(from: RouteChoice, to: RouteChoice, error: LLMError)
    /// A choice skipped because its provider is cooling down.
    case skippedCooling(provider: String, backIn: Duration)
    /// A provider starts cooling down: after repeated failures, or because it asked for a
    /// longer wait than the turn can give.
    case coolingDown(provider: String, duration: Duration)
    /// The context overflowed: the oldest messages were dropped and the request is sent again.
    case trimmedContext(provider: String, droppedMessages: Int)

    /// One line, e.g. `retrying openai in 2.1 s after rate limited (429)`.
    public var description: String {
        switch self {
        case let .retrying(provider, _, _, after, error):
            "retrying \(provider) in \(DurationText.spoken(after)) after \(FailureText.brief(error))"
        case let .fallingBack(from, to, error):
            "falling back to \(to): \(from.provider) \(FailureText.brief(error))"
        case let .skippedCooling(provider, backIn):
            "skipping \(provider): cooling down, back in \(DurationText.spoken(backIn)) at "
                + "\(DurationText.clockTime(after: backIn)) (\(DurationText.endNow(provider)))"
        case let .coolingDown(provider, duration):
            "cooling \(provider) down for \(DurationText.spoken(duration)), until "
                + "\(DurationText.clockTime(after: duration)) (\(DurationText.endNow(provider)))"
        case let .trimmedContext(provider, dropped):
            "the conversation was too long for \(provider): dropped the \(dropped) oldest messages and retrying"
        }
    }
}

/// One event of a user turn, as the orchestrator streams it.
public enum TurnEvent: Sendable, Hashable {
    /// A piece of the reply's text (shown at once: from here on there is no fallback).
    case text(String)
    /// A tool call (also counts as the reply having started).
    case toolCall(ToolCall)
    /// A retry, fallback, cooldown or trim the user may want to see.
    case notice(TurnNotice)
    /// Tokens and cost of one call (failed calls that reported usage included).
    case usage(UsageRecord)
    /// The reply is complete. The stream then finishes.
    case finished(FinishReason, provider: String, model: String)
    /// The reply started but could not complete; what came is kept. The stream then finishes
    /// without throwing. (A turn that fails before any token throws a ``TurnError`` instead.)
    case interrupted(Interruption)
}

/// How a turn ended, available even after the consumer stopped listening (Ctrl-C).
public enum TurnOutcome: Sendable, Hashable {
    case finished(FinishReason, provider: String, model: String, reply: PartialReply)
    case interrupted(Interruption)
    case failed(TurnError)
}
