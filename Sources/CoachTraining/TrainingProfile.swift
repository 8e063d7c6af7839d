/// What the planner needs of the user's profile.
public struct TrainingProfile: Sendable, Hashable, Codable {
    public var goal: TrainingGoal
    public var level: TrainingLevel
    public var gear: Set<Gear>
    /// The days the user named; empty when they gave only a count.
    public var days: [TrainingWeekday]
    /// Days a week (the count of `days` when named).
    public var perWeek: Int
    /// Minutes a session may take.
    public var sessionMinutes: Int
    /// Exercises to avoid and injuries, in the user's words ("bad knees", "no overhead pressing").
    public var avoid: [String]
    public var unit: LoadUnit

    public init(goal: TrainingGoal, level: TrainingLevel, gear: Set<Gear>, days: [TrainingWeekday] = [],
                perWeek: Int? = nil, sessionMinutes: Int = 60, avoid: [String] = [], unit: LoadUnit = .kg) {
        self.goal = goal
        self.level = level
        self.gear = gear.isEmpty ? [.none] : gear
        self.days = Array(Set(days)).sorted()
        self.perWeek = min(7, max(1, days.isEmpty ? perWeek ?? 3 : Set(days).count))
        self.sessionMinutes = min(240, max(15, sessionMinutes))
        self.avoid = avoid
        self.unit = unit
    }

    /// The training days: those named, else the rules' default for the count.
    func trainingDays(_ rules: TrainingRules) -> [TrainingWeekday] {
        if !days.isEmpty { return days }
        let index = min(perWeek, rules.defaultDays.count) - 1
        return index >= 0 ? rules.defaultDays[index].sorted() : [.mon, .wed, .fri]
    }
}
