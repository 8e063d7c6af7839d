import CoachDomain
/// What the planner needs of the user's profile.
public struct TrainingProfile: Sendable, Hashable, Codable {
    public var goal: FitnessGoal
    public var level: Experience
    public var gear: Set<Equipment>
    /// The days the user named; empty when they gave only a count.
    public var days: [Weekday]
    /// Days a week (the count of `days` when named).
    public var perWeek: Int
    /// Minutes a session may take.
    public var sessionMinutes: Int
    /// Exercises to avoid and injuries, in the user's words ("bad knees", "no overhead pressing").
    public var avoid: [String]
    public var unit: LoadUnit

    public init(goal: FitnessGoal, level: Experience, gear: Set<Equipment>, days: [Weekday] = [],
                perWeek: Int? = nil, sessionMinutes: Int = 60, avoid: [String] = [], unit: LoadUnit = .kg) {
        self.goal = goal
        self.level = level
        self.gear = gear.isEmpty ? [.none] : gear
        self.days = Array(Set(days)).sorted { $0.iso < $1.iso }
        self.perWeek = min(7, max(1, days.isEmpty ? perWeek ?? 3 : Set(days).count))
        self.sessionMinutes = min(240, max(15, sessionMinutes))
        self.avoid = avoid
        self.unit = unit
    }

    /// The training days: those named, else the rules' default for the count.
    func trainingDays(_ rules: TrainingRules) -> [Weekday] {
        if !days.isEmpty { return days }
        let index = min(perWeek, rules.defaultDays.count) - 1
        return index >= 0 ? rules.defaultDays[index].sorted { $0.iso < $1.iso } : [.mon, .wed, .fri]
    }
}
