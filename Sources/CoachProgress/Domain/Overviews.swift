import CoachDomain

/// One day: its meals (or imported totals), workouts and weigh-in, against its targets.
public struct DayOverview: Sendable, Hashable {
    public var day: CalendarDay
    public var meals: [MealEntry]
    /// Imported totals (added to the meals logged here, if any).
    public var importedTotals: DayTotals?
    public var sessions: [WorkoutSession]
    public var targets: DayTargets
    public var weighIn: WeighIn?
    /// The trend as of the day (from the weigh-ins up to it).
    public var trend: TrendPoint?

    public init(day: CalendarDay, meals: [MealEntry], importedTotals: DayTotals?, sessions: [WorkoutSession],
                targets: DayTargets, weighIn: WeighIn?, trend: TrendPoint?) {
        self.day = day
        self.meals = meals
        self.importedTotals = importedTotals
        self.sessions = sessions
        self.targets = targets
        self.weighIn = weighIn
        self.trend = trend
    }

    /// What was eaten: the meals plus the imported totals; nil when neither.
    public var intake: Macros? {
        guard !meals.isEmpty || importedTotals != nil else { return nil }
        return meals.reduce(importedTotals?.macros ?? .zero) { $0 + $1.totals }
    }
}

/// One day of a week, in brief.
public struct WeekDay: Sendable, Hashable {
    public var day: CalendarDay
    /// Nil: nothing logged.
    public var intake: Macros?
    public var targets: DayTargets
    public var sessions: [WorkoutSession]

    public init(day: CalendarDay, intake: Macros?, targets: DayTargets, sessions: [WorkoutSession]) {
        self.day = day
        self.intake = intake
        self.targets = targets
        self.sessions = sessions
    }

    /// Lifted volume, kg.
    public var volumeKg: Double { sessions.reduce(0) { $0 + $1.volumeKg } }
}

/// Seven days ending on a day: each day, the averages, and the trend weight's change.
public struct WeekOverview: Sendable, Hashable {
    /// Oldest first.
    public var days: [WeekDay]
    /// The trend as of the day before the week, and as of its last day.
    public var trendBefore: TrendPoint?
    public var trendAfter: TrendPoint?

    public init(days: [WeekDay], trendBefore: TrendPoint?, trendAfter: TrendPoint?) {
        self.days = days
        self.trendBefore = trendBefore
        self.trendAfter = trendAfter
    }

    /// Days with food logged.
    public var loggedDays: [WeekDay] { days.filter { $0.intake != nil } }
    /// The mean intake of the logged days.
    public var averageIntake: Macros? {
        let logged = loggedDays.compactMap(\.intake)
        guard !logged.isEmpty else { return nil }
        return logged.reduce(.zero, +).scaled(by: 1 / Double(logged.count))
    }
    /// The mean kcal target of the logged days that have one.
    public var averageKcalTarget: Double? {
        let targets = loggedDays.compactMap(\.targets.kcal)
        return targets.isEmpty ? nil : targets.reduce(0, +) / Double(targets.count)
    }
    /// Days with at least one workout.
    public var trainingDays: Int { days.filter { !$0.sessions.isEmpty }.count }
    /// The trend's change over the week, kg.
    public var trendChange: Double? {
        guard let before = trendBefore, let after = trendAfter, after.day > before.day else { return nil }
        return after.kg - before.kg
    }
}

/// A weigh-in with the trend on its day.
public struct TrendedWeighIn: Sendable, Hashable {
    public var weighIn: WeighIn
    public var trend: TrendPoint?

    public init(weighIn: WeighIn, trend: TrendPoint?) {
        self.weighIn = weighIn
        self.trend = trend
    }
}
