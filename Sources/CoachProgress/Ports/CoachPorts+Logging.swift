import CoachDomain
/// A day that holds as many entries of a kind as a day may (``LogBounds/maxMealsPerDay``,
/// ``LogBounds/maxWorkoutsPerDay``): the entry is refused, nothing is stored.
public struct DayFull: Error, Sendable, Hashable, CustomStringConvertible {
    public let day: CalendarDay
    public let kind: String
    public let limit: Int

    public var description: String { "\(day.iso) already holds \(limit) \(kind)s, the most a day may hold; nothing was logged" }
}

extension CoachPorts {
    /// Stores `meal`, refused with ``DayFull`` when its day holds ``LogBounds/maxMealsPerDay``
    /// already: a day's log, read on every turn (the system prompt lists it), stays bounded.
    public func addMeal(_ meal: MealEntry) async throws {
        if try await nutrition.meals(on: meal.day).count >= LogBounds.maxMealsPerDay {
            throw DayFull(day: meal.day, kind: "meal", limit: LogBounds.maxMealsPerDay)
        }
        try await nutrition.addMeal(meal)
    }

    /// Stores `session`, refused with ``DayFull`` when its day holds ``LogBounds/maxWorkoutsPerDay`` already.
    public func addSession(_ session: WorkoutSession) async throws {
        if try await workouts.sessions(from: session.day, through: session.day).count >= LogBounds.maxWorkoutsPerDay {
            throw DayFull(day: session.day, kind: "workout", limit: LogBounds.maxWorkoutsPerDay)
        }
        try await workouts.addSession(session)
    }
}
