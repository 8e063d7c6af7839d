import CoachDomain

/// What a day is measured against: energy and macros, and the training days of its week.
/// Nil means "no target": the day is shown without one.
public struct DayTargets: Sendable, Hashable {
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var weeklyWorkouts: Double?

    public init(kcal: Double? = nil, protein: Double? = nil, carbs: Double? = nil, fat: Double? = nil,
                weeklyWorkouts: Double? = nil) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.weeklyWorkouts = weeklyWorkouts
    }

    /// No targets at all.
    public static let none = DayTargets()
}

/// The seam through which progress reports learn a day's targets. Today's source is the goals
/// the user set by hand (``GoalTargets``); a source computed from the profile (or from the learned
/// expenditure) replaces it without touching the reports.
public protocol DayTargetSource: Sendable {
    /// The targets for `day`.
    func targets(on day: CalendarDay) async throws -> DayTargets
}

/// Targets from the hand-set goals (`daily_kcal`, `daily_protein`, ...): the same every day.
public struct GoalTargets: DayTargetSource {
    public let goals: any GoalStore

    public init(goals: any GoalStore) { self.goals = goals }

    public func targets(on day: CalendarDay) async throws -> DayTargets {
        let goals = try await goals.goals()
        func target(_ kind: GoalKind) -> Double? { goals.first { $0.kind == kind }.map(\.target).flatMap { $0 > 0 ? $0 : nil } }
        return DayTargets(kcal: target(.dailyKcal), protein: target(.dailyProtein), carbs: target(.dailyCarbs),
                          fat: target(.dailyFat), weeklyWorkouts: target(.weeklyWorkouts))
    }
}
