import CoachDomain
import CoachLanguage

/// What onboarding says about where it stands, and what it reads of a line besides the answer.
extension OnboardingConductor {
    /// Where onboarding stands, for a message answered by the coach in between.
    public func reminder() async -> String? {
        guard let state = try? await ports.onboarding?.loadOnboarding() else { return nil }
        return Self.reminder(for: state).map { "(\($0))" }
    }

    /// Where onboarding stands in `state`, when it is under way: "Back to your profile: How tall
    /// are you? Or say "later"."
    public static func reminder(for state: OnboardingState) -> String? {
        guard state.isActive else { return nil }
        if state.phase == .confirming { return "Your profile is waiting: say \"yes\" to confirm it, or what to change." }
        guard let field = state.lastAsked.flatMap(ProfileFields.field(key:)) else { return nil }
        return "Back to your profile: \(field.question) Or say \"later\"."
    }

    /// What a session started in the middle of onboarding (`state`) says first; nil when it is not under way.
    public static func atStart(_ state: OnboardingState?) -> String? {
        guard let state, state.isActive else { return nil }
        if state.phase == .confirming { return "Your profile is waiting: say \"yes\" to confirm it, or what to change." }
        guard let field = state.lastAsked.flatMap(ProfileFields.field(key:)) else { return nil }
        return "You were setting up your profile. \(field.question) (Answer to carry on, or say \"later\".)"
    }

    /// "no target" or "not yet": nothing to give for this question (it opens with
    /// one of onboarding.lexicon's `decline` words).
    static func declines(_ line: Utterance) -> Bool {
        line.span(at: 0, "decline") != nil
    }

    /// The field the user gave a value for last, as the stored state has it: the latest field
    /// asked before the open one that has a value and was not skipped. A bare correction after
    /// the question moved on ("actually make that 145") is that field's.
    static func lastGiven(_ state: OnboardingState, profile: Profile) -> String? {
        state.asked.last { key in key != state.lastAsked && !state.skipped.contains(key) && profile.has(key) }
    }
}
