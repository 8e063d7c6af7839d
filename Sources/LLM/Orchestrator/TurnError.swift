/// One choice that failed during a turn.
public struct ChoiceFailure: Sendable, Hashable {
    /// The choice, with its model resolved (the provider default filled in when known).
    public var choice: RouteChoice
    /// The last error it gave.
    public var error: LLMError
    /// Attempts made on this choice.
    public var attempts: Int
    /// The error as one line for the user.
    public var message: String

    /// A failure record.
    public init(choice: RouteChoice, error: LLMError, attempts: Int, message: String) {
        self.choice = choice
        self.error = error
        self.attempts = attempts
        self.message = message
    }
}

/// Why a user turn produced no reply (or, from the ``ChatProvider`` facade, an interrupted one).
public enum TurnError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The task has no provider choice at all.
    case noChoices(task: LLMTask)
    /// Every choice is cooling down; `provider` is the first to come back, in `backIn`, and
    /// `cause` is why it cools.
    case allCoolingDown(provider: String, backIn: Duration, cause: CooldownCause)
    /// Every choice was tried (or skipped while cooling) and none answered.
    case allFailed([ChoiceFailure], cooling: [String])
    /// The turn's attempt budget ran out.
    case attemptBudgetExhausted(attempts: Int, last: ChoiceFailure?)
    /// The turn's deadline passed before the first token.
    case deadlineExceeded(Duration, last: ChoiceFailure?)
    /// The reply started and was interrupted (thrown by the ``ChatProvider`` facade only).
    case interrupted(Interruption)

    /// One line for the user: which provider, what happened, what to do.
    public var userMessage: String {
        switch self {
        case .noChoices(let task):
            return "No provider is set for \(task.rawValue); choose one with --provider or :provider."
        case let .allCoolingDown(provider, backIn, cause):
            return "All providers are cooling down; \(provider) \(Self.why(cause)) and is back in "
                + "\(DurationText.spoken(backIn)), at \(DurationText.clockTime(after: backIn)). \(DurationText.endNow(provider).capitalizedFirst)."
        case let .allFailed(failures, cooling):
            if failures.count == 1, cooling.isEmpty { return failures[0].message }
            var parts = failures.map { FailureText.clip($0.message) }
            if !cooling.isEmpty { parts.append("\(cooling.joined(separator: ", ")) cooling down") }
            return "No provider could answer: " + parts.joined(separator: "; ") + "."
        case let .attemptBudgetExhausted(attempts, last):
            let tail = last.map { " Last error: \($0.message)" } ?? ""
            return "Gave up after \(attempts) attempts.\(tail)"
        case let .deadlineExceeded(limit, last):
            let tail = last.map { " Last error: \($0.message)" } ?? ""
            return "No reply within \(DurationText.spoken(limit)).\(tail)"
        case .interrupted(let interruption):
            return interruption.message
        }
    }

    /// The user message.
    public var description: String { userMessage }

    /// Why a provider cools: "failed 3 times in a row", "asked to wait 20 min (retry-after)".
    static func why(_ cause: CooldownCause) -> String {
        switch cause {
        case .failures(let count, nil):
            return "failed \(count == 1 ? "once" : "\(count) times in a row")"
        case .failures(let count, let asked?):
            return "failed \(count == 1 ? "once" : "\(count) times in a row"), the last asking to wait "
                + "\(DurationText.spoken(asked)) (retry-after),"
        case .serverAsked(let asked):
            return "asked to wait \(DurationText.spoken(asked)) (retry-after)"
        }
    }
}
