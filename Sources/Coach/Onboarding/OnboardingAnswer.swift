import LLM

/// What a line means while the coach waits for the answer to an onboarding question.
public enum OnboardingReply: Sendable, Hashable {
    /// The answer, as `update_profile` arguments.
    case answer([String: JSONValue])
    /// Leave this topic open and ask the next.
    case skip
    /// Ask the previous topic again.
    case back
    /// Stop asking for now.
    case stop
    /// An answer the coach could not read (a weight without a number): ask again.
    case unclear
    /// Not an answer: a question, a log, a summary. Handled as usual; onboarding pauses.
    case elsewhere
}

/// Reads answers to onboarding questions. Free-text topics keep the user's own words;
/// the name and the weight are read like any other line that states them.
public enum OnboardingAnswer {
    static let skips = ["skip", "skip it", "skip this", "skip that", "pass", "next", "next question", "rather not say",
                        "id rather not say", "prefer not to say", "no idea", "dont know", "i dont know", "not sure"]
    static let backs = ["back", "go back", "previous", "previous question", "the last one again"]
    static let stops = ["stop", "later", "not now", "maybe later", "thats enough", "enough", "enough questions",
                        "stop asking", "lets stop", "no more questions"]

    /// How `line` answers `topic`; `intent` is what the line would mean on its own.
    public static func read(_ line: String, topic: OnboardingTopic, intent: CoachIntent) -> OnboardingReply {
        let bare = TextTools.tokens(TextTools.normalize(line)).joined(separator: " ")
        if skips.contains(bare) { return .skip }
        if backs.contains(bare) { return .back }
        if stops.contains(bare) { return .stop }
        if TextTools.isQuestion(TextTools.normalize(line)) { return .elsewhere }
        switch intent {
        case .logWorkout, .todaySummary, .removeLast, .aboutMe, .help: return .elsewhere
        case .logFood where topic != .diet: return .elsewhere
        // A fact about something else ("I weigh 80 kg" when asked for a goal) is saved as
        // itself, not as this answer.
        case .updateProfile where ![.name, .bodyWeight, .coachingStyle, .detailLevel].contains(topic): return .elsewhere
        default: break
        }
        let words = TextTools.collapse(line)
        guard !words.isEmpty else { return .unclear }
        switch topic {
        case .name:
            if case .updateProfile(let update) = intent, let name = update.name { return .answer(["name": .string(name)]) }
            return name(in: line).map { .answer(["name": .string($0)]) } ?? .unclear
        case .bodyWeight:
            if case .updateProfile(let update) = intent, let weight = update.bodyWeight {
                return .answer(["body_weight": .number(weight), "weight_unit": .string(update.weightUnit ?? "kg")])
            }
            return ProfilePhrases.amount(after: TextTools.normalize(line), saysWeight: true)
                .map { .answer(["body_weight": .number($0.value), "weight_unit": .string($0.unit)]) } ?? .unclear
        default:
            return .answer([topic.field: .string(String(words.prefix(200)))])
        }
    }

    /// "Sam", "it's Sam", "I'm Sam Jones": up to two words of letters, capitalised.
    static func name(in line: String) -> String? {
        var words = TextTools.tokens(TextTools.collapse(line))
        let leads = ["its", "i'm", "im", "i", "am", "call", "me", "just", "it's", "hi", "hey", "my", "name", "is", "the"]
        while let first = words.first, leads.contains(TextTools.normalize(first)) || leads.contains(first.lowercased()) {
            words.removeFirst()
        }
        return ProfilePhrases.capitalized(words.prefix { $0.allSatisfy { $0.isLetter || $0 == "-" } }.prefix(2))
    }
}
