import CoachDomain

/// Words that steer onboarding rather than answer it.
public enum OnboardingControl: Sendable, Hashable {
    case skip, back, later, restart, yes, no, keep

    static let phrases: [(OnboardingControl, [String])] = [
        (.skip, ["skip", "skip it", "skip this", "skip that", "pass", "next", "next question", "rather not say", "id rather not say",
                 "prefer not to say", "no idea", "dont know", "i dont know", "not sure", "idk", "skip this one"]),
        (.back, ["back", "go back", "previous", "previous question", "the last one again", "wait go back"]),
        (.later, ["stop", "later", "not now", "maybe later", "thats enough", "enough", "enough questions", "stop asking",
                  "lets stop", "no more questions", "another time", "pause", "quit onboarding"]),
        (.restart, ["start over", "restart", "start again", "from the top", "begin again"]),
        (.yes, ["yes", "y", "yeah", "yep", "yup", "sure", "ok", "okay", "correct", "confirm", "looks good", "looks right",
                "thats right", "all good", "perfect", "yes please", "lets do it", "lets go", "go ahead", "sounds good",
                "great", "good", "go on", "why not", "absolutely", "of course", "right", "thats correct", "yes thats right"]),
        (.no, ["no", "n", "nope", "nah", "not quite", "no thanks", "not really", "wrong", "thats wrong", "no its not"]),
        (.keep, ["same", "keep", "keep it", "unchanged", "still the same", "no change", "as before", "same as before"]),
    ]

    /// The control word `line` is, if it is one (the whole line, punctuation aside).
    public static func read(_ line: String) -> OnboardingControl? {
        let bare = TextTools.tokens(TextTools.normalize(line)).joined(separator: " ")
        return phrases.first { $0.1.contains(bare) }?.0
    }
}
