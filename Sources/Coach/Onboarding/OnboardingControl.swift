import CoachDomain
import CoachLanguage

/// Words that steer onboarding rather than answer it: a whole line of onboarding.lexicon's
/// `control`: "skip" or "go back", "later" or "start over", "yes" or "no", "same".
public enum OnboardingControl: String, Sendable, Hashable, CaseIterable {
    case skip, back, later, restart, yes, no, keep

    /// The control word `line` is, if it is one (the whole line, punctuation aside).
    public static func read(_ line: Utterance) -> OnboardingControl? {
        line.value("control").flatMap(OnboardingControl.init(rawValue:))
    }
}
