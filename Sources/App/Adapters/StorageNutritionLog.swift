import Coach
import CoachDomain
import Foundation
import Storage

/// ``NutritionLog`` over Storage's `foodEntry` / `foodItem` tables.
///
/// A meal is one entry (its description is the user's words) with one item row per food. The
/// meals of a day are the entries whose time falls in the day's interval in the clock's time
/// zone; a meal added for today is timed now, one for another day at noon of that day.
/// `FoodEntryRecord.meal` (breakfast, lunch ...) has no Coach field and is left nil. For what
/// the item rows cannot hold (grams, isEstimate), see ``FoodItemMapping``.
public struct StorageNutritionLog: NutritionLog {
    public let handle: StoreHandle
    public let clock: StorageDayClock
    /// The food list, to rebuild grams and `isEstimate` on reading (nil: see ``FoodItemMapping``).
    public let foods: FoodDatabase?

    /// Meals in the database behind `handle`, days in `clock`'s time zone.
    public init(handle: StoreHandle, clock: StorageDayClock, foods: FoodDatabase? = nil) {
        self.handle = handle
        self.clock = clock
        self.foods = foods
    }

    public func addMeal(_ meal: MealEntry) async throws {
        let store = try await handle.store()
        let entry = FoodEntryRecord(time: clock.time(for: meal.day), description: meal.description)
        try await store.nutrition.log(entry, items: meal.items.map(FoodItemMapping.record(for:)))
    }

    public func meals(on day: CalendarDay) async throws -> [MealEntry] {
        // A store that cannot be read is said, never read as an empty day.
        guard let store = try await handle.storeForReading() else { throw await handle.failure ?? StorageError.invalid("the store is not open") }
        let logs = try await store.nutrition.entries(on: clock.noon(of: day), calendar: clock.calendar)
        return logs
            .filter { clock.contains($0.entry.time, in: day) }
            .sorted { ($0.entry.id ?? 0) < ($1.entry.id ?? 0) }   // the order they were added
            .map { meal(from: $0, on: day) }
    }

    /// One stored entry as the coach's meal of `day`.
    func meal(from log: FoodLog, on day: CalendarDay) -> MealEntry {
        MealEntry(day: day, description: log.entry.description,
                  items: log.items.map { FoodItemMapping.item(from: $0, foods: foods) })
    }
}
