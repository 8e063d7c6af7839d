import LLM

/// What onboarding made of a message.
public enum OnboardingOutcome: Sendable, Hashable {
    /// Onboarding answers it.
    case reply(OnboardingTurn)
    /// Not onboarding's: the coach answers as usual, then adds `reminder` (where onboarding stands).
    case pass(reminder: String?)
}

/// Onboarding's reply: the profile changes made (shown like tool activity) and the text.
public struct OnboardingTurn: Sendable, Hashable {
    public var activities: [ToolActivity]
    public var text: String

    public init(activities: [ToolActivity] = [], text: String) {
        self.activities = activities
        self.text = text
    }
}
