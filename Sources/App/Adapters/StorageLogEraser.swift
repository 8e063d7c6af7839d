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
        let meal = kind == .workout ? nil : try await nutrition.latest(on: day, in: store) { matches(.meal($0)) }
        let workout = kind == .meal ? nil : try await workouts.latest(on: day, in: store) { matches(.workout($0)) }
        switch (meal, workout) {
        case (let meal?, let workout?) where workout.entry.time > meal.entry.time:
            return .workout(try await workouts.delete(workout, on: day, in: store))
        case (let meal?, _):
            return .meal(try await nutrition.delete(meal, on: day, in: store))
        case (nil, let workout?):
            return .workout(try await workouts.delete(workout, on: day, in: store))
        case (nil, nil):
            return nil
        }
    }

    public func remove(_ kind: LogKind, number: Int, on day: CalendarDay) async throws -> LoggedEntry? {
        guard number >= 1 else { return nil }
        let store = try await nutrition.handle.store()
        switch kind {
        case .meal:
            let meals = try await nutrition.stored(on: day, in: store)
            guard number <= meals.count else { return nil }
            return .meal(try await nutrition.delete(meals[number - 1], on: day, in: store))
        case .workout:
            let sessions = try await workouts.stored(on: day, in: store)
            guard number <= sessions.count else { return nil }
            return .workout(try await workouts.delete(sessions[number - 1], on: day, in: store))
        }
    }

    public func removeItems(on day: CalendarDay, where matches: @Sendable (FoodItem) -> Bool,
                            renamed: @Sendable (MealEntry) -> String) async throws -> (meal: MealEntry, removed: [FoodItem])? {
        let store = try await nutrition.handle.store()
        for log in try await nutrition.stored(on: day, in: store).reversed() {
            let meal = try await nutrition.entry(from: log, on: day)
            // The records and the meal's items are in the same order (by id).
            let picked = zip(log.items, meal.items).filter { matches($0.1) }
            guard !picked.isEmpty, picked.count < log.items.count, let id = log.entry.id else { continue }
            try await store.nutrition.deleteItems(picked.compactMap(\.0.id), ofEntry: id, description: renamed(meal))
            return (meal, picked.map(\.1))
        }
        return nil
    }
}
