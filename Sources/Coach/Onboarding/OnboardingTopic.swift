/// The topics the coach asks about when it gets to know a user, in order. Each has one
/// question; the offline coach finds where it is in the conversation by the question it
/// last asked, so onboarding needs no state of its own: it resumes where the profile has
/// gaps, survives a restart, and a new conversation simply starts over at the first gap.
public enum OnboardingTopic: String, Sendable, CaseIterable {
    case name, goal, motivation, bodyWeight, activityLevel, schedule, experience, equipment, diet, coachingStyle, detailLevel

    /// The question, exactly as the coach asks it.
    public var question: String {
        switch self {
        case .name: "What should I call you?"
        case .goal: "What's your main goal right now — lose fat, build muscle, get stronger, get fitter, or something else?"
        case .motivation: "Why does that matter to you right now?"
        case .bodyWeight: "What do you weigh at the moment (e.g. 80 kg or 176 lb)?"
        case .activityLevel: "How active are you day to day — mostly sitting, on your feet, or very active?"
        case .schedule: "When can you train — how many days a week, and roughly when?"
        case .experience: "How much training experience do you have?"
        case .equipment: "What equipment do you have — a full gym, some dumbbells at home, or nothing?"
        case .diet: "Anything about how you eat I should know — vegetarian, allergies, foods you avoid?"
        case .coachingStyle: "How should I coach you — supportive, tough love, or numbers first?"
        case .detailLevel: "Last one: do you want short answers or the full detail?"
        }
    }

    /// The `update_profile` field the answer goes to.
    public var field: String {
        switch self {
        case .name: "name"
        case .goal: "goal"
        case .motivation: "motivation"
        case .bodyWeight: "body_weight"
        case .activityLevel: "activity_level"
        case .schedule: "schedule"
        case .experience: "experience"
        case .equipment: "equipment"
        case .diet: "diet"
        case .coachingStyle: "coaching_style"
        case .detailLevel: "detail_level"
        }
    }

    /// Whether `profile` already answers this topic.
    public func isAnswered(in profile: Profile) -> Bool {
        let value: String? = switch self {
        case .name: profile.name
        case .goal: profile.goal
        case .motivation: profile.motivation
        case .bodyWeight: profile.bodyWeightKg.map { "\($0)" }
        case .activityLevel: profile.activityLevel
        case .schedule: profile.schedule
        case .experience: profile.experience
        case .equipment: profile.equipment
        case .diet: profile.diet
        case .coachingStyle: profile.coachingStyle
        case .detailLevel: profile.detailLevel
        }
        return !(value ?? "").trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The topic whose question ends `text` (the coach's last message), if any.
    public static func asked(in text: String) -> OnboardingTopic? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return allCases.first { trimmed.hasSuffix($0.question) }
    }

    /// The first topic after `topic` (from the start when nil) that `profile` leaves open.
    public static func next(after topic: OnboardingTopic?, in profile: Profile) -> OnboardingTopic? {
        let start = topic.map { (allCases.firstIndex(of: $0) ?? 0) + 1 } ?? 0
        return allCases.dropFirst(start).first { !$0.isAnswered(in: profile) }
    }

    /// The topic before `topic`, answered or not ("back").
    public var previous: OnboardingTopic? {
        guard let index = Self.allCases.firstIndex(of: self), index > 0 else { return nil }
        return Self.allCases[index - 1]
    }
}
