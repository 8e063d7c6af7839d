/// Where onboarding stands, stored between runs: never inferred from the wording of a message.
public struct OnboardingState: Sendable, Hashable, Codable {
    public enum Phase: String, Sendable, Hashable, Codable {
        /// The coach offered to get to know the user; "yes" starts.
        case offered
        /// Asking questions.
        case asking
        /// Stopped for now ("later"); `:onboard` resumes.
        case paused
        /// Showing the summary, waiting for a confirmation.
        case confirming
        /// Confirmed.
        case done
    }

    public var phase: Phase
    /// The field asked last: the next answer is read as its answer first.
    public var lastAsked: String?
    /// The fields asked so far in this round, in order (for "back").
    public var asked: [String]
    /// The fields the user skipped in this round.
    public var skipped: [String]
    /// Going over every field again (`:onboard --restart`), answered or not.
    public var revisiting: Bool
    /// How many answers in a row went to other fields than the one asked: it is asked again
    /// once, then left open for later.
    public var misses: Int

    public init(phase: Phase, lastAsked: String? = nil, asked: [String] = [], skipped: [String] = [], revisiting: Bool = false,
                misses: Int = 0) {
        self.phase = phase
        self.lastAsked = lastAsked
        self.asked = asked
        self.skipped = skipped
        self.revisiting = revisiting
        self.misses = misses
    }

    /// Whether answers go to onboarding.
    public var isActive: Bool { phase == .asking || phase == .confirming }
}

/// Keeps the onboarding state (one per user).
public protocol OnboardingStore: Sendable {
    /// The state, or nil when onboarding never started.
    func loadOnboarding() async throws -> OnboardingState?
    /// Saves (replaces) the state.
    func saveOnboarding(_ state: OnboardingState) async throws
}
