@testable import App
import Coach
import CoachDomain
import CoachProgress
import Foundation
import Synchronization
import Testing

/// Taking back the latest entry in the real database: across meals and workouts by time,
/// and only within the day.
struct StorageLogEraserTests {
    /// The store's ports over a clock that moves a minute on each reading (so entries are
    /// ordered in time), their eraser, and parsers to log with.
    static func ports(_ f: StoragePortsTests.Fixture) throws -> (ports: CoachPorts, eraser: any LogEraser,
                                                                 food: NutritionParser, lifts: WorkoutParser) {
        let minutes = Mutex(0)
        let ticking: @Sendable () -> Date = { f.now.addingTimeInterval(60 * Double(minutes.withLock { $0 += 1; return $0 })) }
        let ports = CoachPorts.storage(handle: f.handle, resources: f.resources, timeZone: f.timeZone, now: ticking)
        return (ports, try #require(ports.eraser), NutritionParser(foods: f.resources.foods, language: f.resources.language),
                WorkoutParser(exercises: f.resources.exercises, language: f.resources.language))
    }

    @Test func removesTheLatestEntryOfTheDayByTimeAcrossBothLogs() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let (ports, eraser, food, lifts) = try Self.ports(f)

        try await ports.nutrition.addMeal(MealEntry(day: f.day(-1), description: "yesterday's toast", items: food.parse("toast").items))
        try await ports.nutrition.addMeal(MealEntry(day: f.today, description: "a banana", items: food.parse("a banana").items))
        try await ports.workouts.addSession(WorkoutSession(day: f.today, description: "squat 3x5 100kg",
                                                           sets: lifts.parse("squat 3x5 100kg").sets))
        try await ports.nutrition.addMeal(MealEntry(day: f.today, description: "2 donuts", items: food.parse("2 donuts").items))

        guard case .workout(let workout)? = try await eraser.removeLatest(.workout, on: f.today) else {
            Issue.record("expected the workout")
            return
        }
        #expect(workout.description == "squat 3x5 100kg" && workout.sets.first?.reps == 5)
        guard case .meal(let donuts)? = try await eraser.removeLatest(nil, on: f.today) else {
            Issue.record("expected the donuts")
            return
        }
        #expect(donuts.description == "2 donuts" && donuts.items.first?.name == "donut")
        guard case .meal(let banana)? = try await eraser.removeLatest(nil, on: f.today) else {
            Issue.record("expected the banana")
            return
        }
        #expect(banana.description == "a banana")
        #expect(try await eraser.removeLatest(nil, on: f.today) == nil, "yesterday's entries are not today's to remove")
        #expect(try await ports.nutrition.meals(on: f.day(-1)).map(\.description) == ["yesterday's toast"])
        #expect(try await ports.workouts.sessions(from: f.today, through: f.today).isEmpty)
        #expect(try await ports.nutrition.meals(on: f.today).isEmpty)
    }

    @Test("the numbered entry is the one :day lists at that place: by time, within the day, of its kind")
    func removesTheNumberedEntry() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let (ports, eraser, food, lifts) = try Self.ports(f)
        for text in ["toast", "a banana", "2 donuts"] {
            try await ports.nutrition.addMeal(MealEntry(day: f.today, description: text, items: food.parse(text).items))
        }
        try await ports.nutrition.addMeal(MealEntry(day: f.day(-1), description: "yesterday's toast", items: food.parse("toast").items))
        try await ports.workouts.addSession(WorkoutSession(day: f.today, description: "squat 3x5 100kg", sets: lifts.parse("squat 3x5 100kg").sets))

        #expect(try await eraser.remove(.meal, number: 4, on: f.today) == nil, "today has three meals")
        #expect(try await eraser.remove(.meal, number: 0, on: f.today) == nil)
        guard case .meal(let banana)? = try await eraser.remove(.meal, number: 2, on: f.today) else {
            Issue.record("expected the banana")
            return
        }
        #expect(banana.description == "a banana")
        #expect(try await ports.nutrition.meals(on: f.today).map(\.description) == ["toast", "2 donuts"])
        guard case .workout(let squat)? = try await eraser.remove(.workout, number: 1, on: f.today) else {
            Issue.record("expected the workout")
            return
        }
        #expect(squat.description == "squat 3x5 100kg")
        #expect(try await ports.nutrition.meals(on: f.day(-1)).map(\.description) == ["yesterday's toast"])

        // The latest the words name, not the latest of the day.
        guard case .meal(let toast)? = try await eraser.removeLatest(.meal, on: f.today, where: { $0.isNamed(by: "toast") }) else {
            Issue.record("expected the toast")
            return
        }
        #expect(toast.description == "toast")
        #expect(try await eraser.removeLatest(.meal, on: f.today, where: { $0.isNamed(by: "pizza") }) == nil)
        #expect(try await ports.nutrition.meals(on: f.today).map(\.description) == ["2 donuts"])
    }

    @Test("items named are taken out of the latest meal holding them, the meal renamed; a meal all named is left to removeLatest")
    func removesItemsOfAMeal() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let (ports, eraser, food, _) = try Self.ports(f)
        for text in ["a banana and oatmeal", "2 eggs and a banana", "a banana"] {
            try await ports.nutrition.addMeal(MealEntry(day: f.today, description: text, items: food.parse(text).items))
        }
        let taken = try #require(try await eraser.removeItems(on: f.today, where: { $0.name == "banana" },
                                                             renamed: { $0.description + " (without banana)" }))
        #expect(taken.meal.description == "2 eggs and a banana")
        #expect(taken.removed.map(\.name) == ["banana"])
        let meals = try await ports.nutrition.meals(on: f.today)
        #expect(meals.map(\.description) == ["a banana and oatmeal", "2 eggs and a banana (without banana)", "a banana"])
        #expect(meals.map { $0.items.map(\.name) } == [["banana", "oatmeal"], ["egg"], ["banana"]])
        #expect(try await eraser.removeItems(on: f.today, where: { $0.name == "pizza" }, renamed: { $0.description }) == nil)
    }
}
