/// Today's log against the goals: what the coach and the system prompt report.
public struct DailySummary: Sendable, Hashable {
    public var day: CalendarDay
    public var meals: [MealEntry]
    /// Today's workouts.
    public var sessions: [WorkoutSession]
    /// Distinct days with a workout this week (Monday to `day`).
    public var workoutDaysThisWeek: Int
    /// Targets set by hand.
    public var goals: [Goal]
    /// The targets in force: hand-set ones, else the formula's (nil where none could be worked out).
    public var targets: DailyTargets
    /// Why today's log could not be read (the store is damaged, busy, ...): the summary is then
    /// empty for that reason, not because nothing was logged.
    public var unreadable: String?

    public init(day: CalendarDay, meals: [MealEntry], sessions: [WorkoutSession], workoutDaysThisWeek: Int, goals: [Goal],
                targets: DailyTargets = DailyTargets(), unreadable: String? = nil) {
        self.unreadable = unreadable
        self.day = day
        self.meals = meals
        self.sessions = sessions
        self.workoutDaysThisWeek = workoutDaysThisWeek
        self.goals = goals
        self.targets = targets
    }

    /// The sum of today's meals.
    public var totals: Macros { meals.reduce(.zero) { $0 + $1.totals } }
    /// Today's lifted volume in kg.
    public var volumeKg: Double { sessions.reduce(0) { $0 + $1.volumeKg } }
    /// Every set logged today.
    public var sets: [WorkoutSet] { sessions.flatMap(\.sets) }

    /// The hand-set goal of `kind`, if any.
    public func goal(_ kind: GoalKind) -> Goal? { goals.first { $0.kind == kind } }

    /// The target of `kind` in force: set by hand, else worked out; nil when there is none.
    public func target(_ kind: GoalKind) -> Double? { goal(kind)?.target ?? targets.target(kind)?.amount }

    /// Progress lines, e.g. "Calories: 1,240 / 2,200 kcal (960 to go)"; totals alone when no goal is set.
    public var progressLines: [String] {
        let t = totals
        func line(_ title: String, _ value: Double, _ kind: GoalKind, _ unit: String, integer: Bool = false) -> String {
            func show(_ value: Double) -> String { integer ? Format.integer(value) : Format.number(value) }
            guard let target = target(kind), target > 0 else { return "\(title): \(show(value)) \(unit)" }
            let left = target - value
            let unitText = unit == "kcal" ? "" : " \(unit)"
            let tail = left >= 0 ? "\(show(left))\(unitText) to go" : "\(show(-left))\(unitText) over"
            return "\(title): \(show(value)) / \(show(target)) \(unit) (\(tail))"
        }
        var lines = [
            line("Calories", t.kcal, .dailyKcal, "kcal", integer: true),
            line("Protein", t.protein, .dailyProtein, "g"),
            line("Carbs", t.carbs, .dailyCarbs, "g"),
            line("Fat", t.fat, .dailyFat, "g"),
        ]
        let workouts = sessions.isEmpty ? "none yet today" : "\(sessions.count) today"
        if let weekly = target(.weeklyWorkouts) {
            lines.append("Workouts: \(workouts); \(workoutDaysThisWeek) of \(Format.number(weekly)) days this week")
        } else {
            lines.append("Workouts: \(workouts); \(workoutDaysThisWeek) training day\(workoutDaysThisWeek == 1 ? "" : "s") this week")
        }
        return lines
    }
}

/// Everything the coach reads before it speaks: the day, the profile and today's summary.
public struct CoachContext: Sendable, Hashable {
    public var day: CalendarDay
    public var profile: Profile
    public var summary: DailySummary

    public init(day: CalendarDay, profile: Profile, summary: DailySummary) {
        self.day = day
        self.profile = profile
        self.summary = summary
    }
}
