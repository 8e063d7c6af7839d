import LLM

/// A tool the engine ran during a turn, for the user to see ("Logged 2 eggs (100 g): 143 kcal").
public struct ToolActivity: Sendable, Hashable {
    public var toolName: String
    /// One short human line.
    public var line: String
    public var isError: Bool

    public init(toolName: String, line: String, isError: Bool) {
        self.toolName = toolName
        self.line = line
        self.isError = isError
    }
}

/// How a turn ended normally.
public struct TurnCompletion: Sendable, Hashable {
    /// The final assistant text (the last round's text).
    public var text: String
    public var finishReason: FinishReason
    /// Tokens used by every call of the turn together.
    public var usage: Usage
    /// How many rounds of tool calls ran.
    public var toolRounds: Int

    public init(text: String, finishReason: FinishReason, usage: Usage, toolRounds: Int) {
        self.text = text
        self.finishReason = finishReason
        self.usage = usage
        self.toolRounds = toolRounds
    }
}

/// How a turn ended when the stream failed after something was produced.
public struct TurnInterruption: Sendable, Hashable {
    /// The text of the failing round received before the failure (kept, to be shown and stored as interrupted).
    public var partialText: String
    /// One line: what went wrong.
    public var reason: String
    /// The provider error, when it was one.
    public var error: LLMError?

    public init(partialText: String, reason: String, error: LLMError?) {
        self.partialText = partialText
        self.reason = reason
        self.error = error
    }
}

/// What a coach turn reports as it runs.
public enum CoachEvent: Sendable, Hashable {
    /// A piece of the reply, as it arrives.
    case text(String)
    /// A tool ran.
    case toolActivity(ToolActivity)
    /// A message to append to the conversation (and to persist): an assistant message with tool
    /// calls, a tool result, or the final assistant reply.
    case message(ChatMessage)
    /// Tokens used by one provider call.
    case usage(Usage)
    /// Older turns were left out of the history to fit the budget (``CoachSession`` only).
    case historyTrimmed(droppedTurns: Int)
    /// The model's reply ended, for this reason, before the coach adds a closing text of its
    /// own to the turn (an onboarding reminder; ``CoachSession`` only): a note about how the
    /// model stopped belongs here, under the model's words.
    case modelStopped(FinishReason)
    /// The turn completed; the stream finishes after this.
    case done(TurnCompletion)
    /// The stream failed mid-way; the stream then throws ``CoachEngineError/interrupted(_:)``.
    case interrupted(TurnInterruption)
}

/// Errors of a coach turn.
public enum CoachEngineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The reply broke off after text or tool rounds were produced; the partial text is kept.
    case interrupted(TurnInterruption)

    public var description: String {
        switch self {
        case .interrupted(let info): "The reply was interrupted: \(info.reason)"
        }
    }
}
