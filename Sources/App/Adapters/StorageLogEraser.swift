import Coach
import CoachDomain
import Foundation
import Storage

/// ``Coach/LogEraser`` over the food and workout tables: the latest entry of a day is the
/// one with the latest time (then the highest id), among meals, workouts, or both; the
/// numbered one is counted in that order.
public struct StorageLogEraser: LogEraser {
    public let nutrition: StorageNutritionLog
    public let workouts: StorageWorkoutLog

    public init(nutrition: StorageNutritionLog, workouts: StorageWorkoutLog) {
        self.nutrition = nutrition
        self.workouts = workouts
    }

    public func removeLatest(_ kind: LogKind?, on day: CalendarDay,
                             where matches: @Sendable (LoggedEntry) -> Bool) async throws -> LoggedEntry? {
        let store = try await nutrition.handle.store()
        let clock = nutrition.clock
        var latestMeal: FoodLog?
        var latestWorkout: Storage.WorkoutLog?
        if kind != .workout {
            latestMeal = try await store.nutrition.entries(on: clock.noon(of: day), calendar: clock.calendar)
                .filter { clock.contains($0.entry.time, in: day) && matches(.meal(nutrition.meal(from: $0, on: day))) }
                .max { ($0.entry.time, $0.entry.id ?? 0) < ($1.entry.time, $1.entry.id ?? 0) }
        }
        if kind != .meal {
            latestWorkout = try await store.workouts.workouts(on: clock.noon(of: day), calendar: clock.calendar)
                .filter { clock.contains($0.workout.time, in: day) && matches(.workout(workouts.session(from: $0, on: day))) }
                .max { ($0.workout.time, $0.workout.id ?? 0) < ($1.workout.time, $1.workout.id ?? 0) }
        }
        switch (latestMeal, latestWorkout) {
        case (let meal?, let workout?) where workout.workout.time > meal.entry.time:
            return try await remove(workout, on: day, from: store)
        case (let meal?, _):
            try await store.nutrition.delete(entryId: meal.entry.id ?? -1)
            return .meal(nutrition.meal(from: meal, on: day))
        case (nil, let workout?):
            return try await remove(workout, on: day, from: store)
        case (nil, nil):
            return nil
        }
    }

    public func remove(_ kind: LogKind, number: Int, on day: CalendarDay) async throws -> LoggedEntry? {
        guard number >= 1 else { return nil }
        let store = try await nutrition.handle.store()
        let clock = nutrition.clock
        // The repositories order a day's entries by time, then id: the order `:day` lists them.
        switch kind {
        case .meal:
            let meals = try await store.nutrition.entries(on: clock.noon(of: day), calendar: clock.calendar)
                .filter { clock.contains($0.entry.time, in: day) }
            guard number <= meals.count else { return nil }
            let meal = meals[number - 1]
            try await store.nutrition.delete(entryId: meal.entry.id ?? -1)
            return .meal(nutrition.meal(from: meal, on: day))
        case .workout:
            let sessions = try await store.workouts.workouts(on: clock.noon(of: day), calendar: clock.calendar)
                .filter { clock.contains($0.workout.time, in: day) }
            guard number <= sessions.count else { return nil }
            return try await remove(sessions[number - 1], on: day, from: store)
        }
    }

    public func removeItems(on day: CalendarDay, where matches: @Sendable (FoodItem) -> Bool,
                            renamed: @Sendable (MealEntry) -> String) async throws -> (meal: MealEntry, removed: [FoodItem])? {
        let store = try await nutrition.handle.store()
        let clock = nutrition.clock
        let meals = try await store.nutrition.entries(on: clock.noon(of: day), calendar: clock.calendar)
            .filter { clock.contains($0.entry.time, in: day) }
            .sorted { ($0.entry.time, $0.entry.id ?? 0) < ($1.entry.time, $1.entry.id ?? 0) }
        for log in meals.reversed() {
            let meal = nutrition.meal(from: log, on: day)
            // The records and the meal's items are in the same order (by id).
            let picked = zip(log.items, meal.items).filter { matches($0.1) }
            guard !picked.isEmpty, picked.count < log.items.count, let id = log.entry.id else { continue }
            try await store.nutrition.deleteItems(picked.compactMap(\.0.id), ofEntry: id, description: renamed(meal))
            return (meal, picked.map(\.1))
        }
        return nil
    }

    private func remove(_ log: Storage.WorkoutLog, on day: CalendarDay, from store: Store) async throws -> LoggedEntry {
        try await store.workouts.delete(workoutId: log.workout.id ?? -1)
        return .workout(workouts.session(from: log, on: day))
    }
}
