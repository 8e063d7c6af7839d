import CoachDomain
/// A day that holds as many entries of a kind as a day may (``LogBounds/maxMealsPerDay``,
/// ``LogBounds/maxWorkoutsPerDay``): the entry is refused, nothing is stored.
public struct DayFull: Error, Sendable, Hashable, CustomStringConvertible {
    public let day: CalendarDay
    public let kind: String
    public let limit: Int

    public var description: String { "\(day.iso) already holds \(limit) \(kind)s, the most a day may hold; nothing was logged" }
}

/// A meal that would take its day past a day's bounds: refused, nothing is stored.
public struct ImplausibleDay: Error, Sendable, Hashable, CustomStringConvertible {
    public let day: CalendarDay
    public let problem: String

    public var description: String { "with it, \(day.iso) would not be a plausible day (\(problem)); nothing was logged" }
}

extension NutritionLog {
    /// Stores `meal`, refused with ``DayFull`` when its day holds ``LogBounds/maxMealsPerDay``
    /// already, or ``ImplausibleDay`` when the day with it would pass a day's bounds: a day's
    /// log, read on every turn (the system prompt lists it), stays bounded. Every writer of
    /// meals (the tools, `:food`, the logger) goes through this.
    public func addBoundedMeal(_ meal: MealEntry) async throws {
        let day = try await meals(on: meal.day)
        if day.count >= LogBounds.maxMealsPerDay { throw DayFull(day: meal.day, kind: "meal", limit: LogBounds.maxMealsPerDay) }
        // The day with this meal is held to a day's bounds (20,000 kcal, 3 kg of a macro).
        let total = day.reduce(meal.totals) { $0 + $1.totals }
        if let problem = LogBounds.problem(ofDay: total) { throw ImplausibleDay(day: meal.day, problem: problem) }
        try await addMeal(meal)
    }
}

extension WorkoutLog {
    /// Stores `session`, refused with ``DayFull`` when its day holds ``LogBounds/maxWorkoutsPerDay`` already.
    public func addBoundedSession(_ session: WorkoutSession) async throws {
        if try await sessions(from: session.day, through: session.day).count >= LogBounds.maxWorkoutsPerDay {
            throw DayFull(day: session.day, kind: "workout", limit: LogBounds.maxWorkoutsPerDay)
        }
        try await addSession(session)
    }
}

extension CoachPorts {
    /// Stores `meal` within a day's bounds (``NutritionLog/addBoundedMeal(_:)``).
    public func addMeal(_ meal: MealEntry) async throws { try await nutrition.addBoundedMeal(meal) }

    /// Stores `session` within a day's bounds (``WorkoutLog/addBoundedSession(_:)``).
    public func addSession(_ session: WorkoutSession) async throws { try await workouts.addBoundedSession(session) }
}
