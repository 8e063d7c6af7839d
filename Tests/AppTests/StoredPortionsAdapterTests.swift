@testable import App
import Coach
import CoachDomain
import Foundation
import Storage
import Synchronization
import Testing

/// Issue 19: what the coach logs reads back exactly without the data files (`v14-stored-portions`:
/// items keep their grams and estimate mark, sets their kind); rows stored before, and imported
/// items (an export has no grams), are rebuilt from the lists as they always were.
@Suite("Meals and workouts read back without the data files")
struct StoredPortionsAdapterTests {
    /// How often a list was asked for.
    final class Asked: Sendable {
        let count = Mutex(0)
        var times: Int { count.withLock { $0 } }
        func once() { count.withLock { $0 += 1 } }
    }

    @Test("a logged meal and workout read back as logged, the lists never asked for; an older row asks once")
    func noListForWhatWasLogged() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let clock = StorageDayClock(timeZone: f.timeZone, now: { f.now })
        let foods = Asked(), exercises = Asked()
        let resources = f.resources
        let meals = StorageNutritionLog(handle: f.handle, clock: clock, loadingFoods: { foods.once(); return resources.foods })
        let sessions = StorageWorkoutLog(handle: f.handle, clock: clock, loadingExercises: { exercises.once(); return resources.exercises })

        let parsed = NutritionParser(foods: resources.foods, language: resources.language).parse("2 eggs, a slice of toast and 250 ml oat milk").items
        let estimate = FoodItem(name: "grandma's stew", quantity: 1, unit: "bowl", grams: 350,
                                macros: Macros(kcal: 420, protein: 28, carbs: 35, fat: 17.5), isEstimate: true)
        let meal = MealEntry(day: f.today, description: "breakfast and stew", items: parsed + [estimate])
        try await meals.add(meal)
        let workout = WorkoutParser(exercises: resources.exercises, language: resources.language).parse("squat 3x5 100kg, push-ups 3x20, ran 5 km in 28 min")
        let session = WorkoutSession(day: f.today, description: "legs", sets: workout.sets)
        try await sessions.add(session)

        #expect(try await meals.meals(on: f.today) == [meal])
        #expect(try await sessions.entries(on: f.today) == [session])
        #expect(foods.times == 0 && exercises.times == 0, "neither list was read")

        // A row stored before v13 (no grams, no kind): rebuilt from the lists, which are read once.
        let store = try await f.store()
        try await store.nutrition.log(FoodEntryRecord(time: clock.noon(of: f.day(-1)), description: "2 eggs"), lines: [
            FoodItemRecord(name: "egg", quantity: 2, unit: "piece", kcal: 143, protein: 12.6, carbs: 0.7, fat: 9.5)])
        try await store.workouts.log(WorkoutRecord(time: clock.noon(of: f.day(-1)), notes: "push-ups"), lines: [
            WorkoutSetRecord(exercise: "push-up", setNumber: 1, reps: 20)])
        let older = try await meals.meals(on: f.day(-1))
        #expect(older.first?.items.first?.grams == 100 && older.first?.items.first?.isEstimate == false)
        #expect(try await sessions.entries(on: f.day(-1)).first?.sets.first?.kind == .bodyweight)
        #expect(foods.times == 1 && exercises.times == 1)
    }

    @Test("an imported item (no grams) is stored without them and rebuilt on reading")
    func importedItems() async throws {
        let item = FoodItem(name: "egg", quantity: 2, unit: "piece", grams: 0, macros: Macros(kcal: 143, protein: 12.6, carbs: 0.7, fat: 9.5))
        let record = FoodItemMapping.record(for: item)
        #expect(record.grams == nil && record.isEstimate == nil)
        #expect(FoodItemMapping.needsFoods(record))
        let logged = FoodItemMapping.record(for: FoodItem(name: "egg", quantity: 2, unit: "piece", grams: 100, macros: item.macros))
        #expect(logged.grams == 100 && logged.isEstimate == false && !FoodItemMapping.needsFoods(logged))
    }
}
