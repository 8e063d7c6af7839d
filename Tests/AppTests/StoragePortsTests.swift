@testable import App
import Coach
import CoachDomain
import CoachProgress
import Foundation
import LLM
import Storage
import Testing
import TestThreads

/// The storage adapters against a real temporary SQLite database: every port round-trips what
/// the coach gives it, days are cut in the configured time zone, and a database that failed to
/// open makes every port throw its error.
@Suite(.ownThread)
struct StoragePortsTests {
    /// A fixed zone and clock: "now" is 2026-11-21 15:30 in New York.
    struct Fixture {
        let handle: StoreHandle
        let folder: URL
        let timeZone: TimeZone
        let now: Date
        let today: CalendarDay
        let resources: CoachResources
        let ports: CoachPorts

        func day(_ offset: Int) -> CalendarDay { today.adding(days: offset) }
        func store() async throws -> Store { try await handle.store() }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-ports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func fixture() async throws -> Fixture {
        let folder = try temporaryFolder()
        let handle = await StoreHandle.open(at: folder.appendingPathComponent("airfit.sqlite").path)
        #expect(await handle.failure == nil)
        let timeZone = try #require(TimeZone(identifier: "America/New_York"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let now = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 15, minute: 30)))
        let today = try #require(CalendarDay(year: 2026, month: 11, day: 21))
        let resources = try CoachResources.load(root: root)
        let ports = CoachPorts.storage(handle: handle, resources: resources, timeZone: timeZone, now: { now })
        return Fixture(handle: handle, folder: folder, timeZone: timeZone, now: now, today: today, resources: resources,
                       ports: ports)
    }

    // MARK: Profile

    @Test func profileRoundTripsEveryField() async throws {
        let f = try await Self.fixture()
        #expect(try await f.ports.profiles.loadProfile() == nil)
        var profile = Profile()
        profile[ProfileFields.name] = "Sam"
        profile[ProfileFields.goal] = .loseFat
        profile[ProfileFields.weight] = Mass(kilograms: 82.5)
        profile[ProfileFields.height] = Length(centimetres: 180)
        profile[ProfileFields.age] = BirthYear(year: 1991)
        profile[ProfileFields.sex] = .male
        profile[ProfileFields.activity] = .light
        profile[ProfileFields.targetWeight] = Mass(kilograms: 76)
        profile[ProfileFields.weeklyRate] = WeeklyRate(kilogramsPerWeek: 0.5)
        profile[ProfileFields.trainingDays] = TrainingDays([.mon, .wed, .fri])
        profile[ProfileFields.trainingTime] = ChoiceSet([.morning])
        profile[ProfileFields.experience] = .beginner
        profile[ProfileFields.equipment] = ChoiceSet([.dumbbells, .bench, .pullUpBar])
        profile[ProfileFields.sessionLength] = SessionLength(minutes: 45)
        profile[ProfileFields.avoid] = AvoidList(["bad knees", "lunges"])
        profile[ProfileFields.diet] = .vegetarian
        profile[ProfileFields.restrictions] = FoodRestrictions(["nuts"])
        profile[ProfileFields.coachingStyle] = .toughLove
        profile[ProfileFields.detailLevel] = .brief
        profile[ProfileFields.units] = .imperial
        profile[ProfileFields.motivation] = "my wedding in June"
        try await f.ports.profiles.saveProfile(profile)
        #expect(try await f.ports.profiles.loadProfile() == profile)
        #expect(profile.values.count == ProfileFields.all.count, "every field of the table is set")

        let store = try await f.store()
        let userId = try #require(try await store.users.primary().id)
        let row = try #require(try await store.users.profile(userId: userId))
        #expect(row.columns["equipment"] == .text(#"["dumbbells","bench","pull_up_bar"]"#))
        #expect(row.columns["weightKg"] == .real(82.5))
        #expect(row.columns["birthYear"] == .integer(1991))
        #expect(row.columns["trainingDays"] == .text(#"{"days":["mon","wed","fri"],"per_week":3}"#))
    }

    @Test func profileSaveKeepsColumnsTheTableDoesNotName() async throws {
        let f = try await Self.fixture()
        let store = try await f.store()
        let userId = try #require(try await store.users.primary().id)
        try await store.users.saveProfile(ProfileRow(userId: userId, columns: [
            "age": .integer(34), "sex": .text("f"), "heightCm": .real(170), "equipment": .text(#"["kettlebell"]"#),
            "diet": .text(#"["no dairy"]"#),
        ]))
        let loaded = try #require(try await f.ports.profiles.loadProfile())
        #expect(loaded[ProfileFields.equipment] == ChoiceSet([.kettlebells]))
        #expect(loaded[ProfileFields.age] == BirthYear(year: 2026 - 34))
        #expect(loaded[ProfileFields.sex] == .female)
        #expect(loaded[ProfileFields.restrictions] == FoodRestrictions(["dairy"]))

        var changed = loaded
        changed[ProfileFields.name] = "Ana"
        changed[ProfileFields.equipment] = nil
        try await f.ports.profiles.saveProfile(changed)
        let row = try #require(try await store.users.profile(userId: userId))
        #expect(row.columns["age"] == .integer(34) && row.columns["diet"] == .text(#"["no dairy"]"#), "older columns are kept")
        #expect(row.columns["equipment"] == .text("[]"))
        let again = try #require(try await f.ports.profiles.loadProfile())
        #expect(again.name == "Ana" && again[ProfileFields.equipment] == nil && again[ProfileFields.sex] == .female)
    }

    @Test func onboardingStateRoundTrips() async throws {
        let f = try await Self.fixture()
        let store = try #require(f.ports.onboarding)
        #expect(try await store.loadOnboarding() == nil)
        let state = OnboardingState(phase: .asking, lastAsked: "height", asked: ["name", "goal", "height"], skipped: ["goal"])
        try await store.saveOnboarding(state)
        #expect(try await store.loadOnboarding() == state)
    }

    // MARK: Nutrition

    @Test func mealsRoundTripWithMacrosGramsAndEstimates() async throws {
        let f = try await Self.fixture()
        let parsed = NutritionParser(foods: f.resources.foods, language: f.resources.language).parse("2 eggs and a slice of toast").items
        try #require(parsed.count == 2)
        let estimate = FoodItem(name: "grandma's stew", quantity: 350, unit: "g", grams: 350,
                                macros: Macros(kcal: 420, protein: 28, carbs: 35, fat: 17.5), isEstimate: true)
        let breakfast = MealEntry(day: f.today, description: "2 eggs and a slice of toast", items: parsed)
        let dinner = MealEntry(day: f.today, description: "a bowl of grandma's stew", items: [estimate])
        try await f.ports.nutrition.addMeal(breakfast)
        try await f.ports.nutrition.addMeal(dinner)

        let meals = try await f.ports.nutrition.meals(on: f.today)
        #expect(meals.map(\.description) == [breakfast.description, dinner.description])
        #expect(meals.allSatisfy { $0.day == f.today })
        let items = try #require(meals.first?.items)
        try #require(items.count == 2)
        for (read, written) in zip(items, parsed) {
            #expect(read.name == written.name && read.quantity == written.quantity && read.unit == written.unit)
            #expect(read.macros == written.macros)
            #expect(abs(read.grams - written.grams) < 1e-9)
            #expect(read.isEstimate == false)
        }
        #expect(meals[0].totals == breakfast.totals)
        #expect(meals[1].items == [estimate])

        // The meal of today is stored at "now".
        let entries = try await f.store().nutrition.entries(on: f.now, calendar: Self.calendar(f.timeZone))
        #expect(entries.first?.entry.time == f.now)
    }

    @Test func mealsOfAnotherDayAreNotMixedIn() async throws {
        let f = try await Self.fixture()
        let item = FoodItem(name: "banana", quantity: 1, unit: "piece", grams: 120,
                            macros: Macros(kcal: 107, protein: 1.3, carbs: 27, fat: 0.4))
        try await f.ports.nutrition.addMeal(MealEntry(day: f.day(-1), description: "yesterday's banana", items: [item]))
        try await f.ports.nutrition.addMeal(MealEntry(day: f.today, description: "today's banana", items: [item]))
        try await f.ports.nutrition.addMeal(MealEntry(day: f.day(1), description: "tomorrow's banana", items: [item]))

        #expect(try await f.ports.nutrition.meals(on: f.day(-1)).map(\.description) == ["yesterday's banana"])
        #expect(try await f.ports.nutrition.meals(on: f.today).map(\.description) == ["today's banana"])
        #expect(try await f.ports.nutrition.meals(on: f.day(1)).map(\.description) == ["tomorrow's banana"])
        #expect(try await f.ports.nutrition.meals(on: f.day(-2)).isEmpty)

        // Another day's meal is timed at noon of that day in the time zone.
        let calendar = Self.calendar(f.timeZone)
        let noon = try #require(calendar.date(from: DateComponents(year: 2026, month: 11, day: 20, hour: 12)))
        let stored = try await f.store().nutrition.entries(on: noon, calendar: calendar)
        #expect(stored.map(\.entry.time) == [noon])
    }

    // MARK: Workouts

    @Test func workoutSessionsRoundTrip() async throws {
        let f = try await Self.fixture()
        let session = WorkoutSession(day: f.today, description: "squat 3x5 100kg, bench 3x8 60, pull-ups, run, plank", sets: [
            WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 100),
            WorkoutSet(exercise: "bench press", kind: .strength, sets: 3, reps: 8, weightKg: 60),
            WorkoutSet(exercise: "bench press", kind: .strength, sets: 1, reps: 6, weightKg: 65),
            WorkoutSet(exercise: "pull-up", kind: .bodyweight, sets: 3, reps: 10),
            WorkoutSet(exercise: "running", kind: .cardio, sets: 1, reps: 0, distanceKm: 5, durationMinutes: 28),
            WorkoutSet(exercise: "plank", kind: .bodyweight, sets: 2, reps: 0, durationMinutes: 1),
        ])
        try await f.ports.workouts.addSession(session)
        let read = try await f.ports.workouts.sessions(from: f.today, through: f.today)
        #expect(read == [session])

        let stored = try await f.store().workouts.entries(on: f.now, calendar: Self.calendar(f.timeZone))
        let sets = try #require(stored.first?.sets)
        let rowsPerLine = session.sets.map(\.sets)
        #expect(sets.count == rowsPerLine.reduce(0, +))   // one row per performed set (13)
        #expect(sets.first { $0.exercise == "running" }?.distanceMeters == 5000)
        #expect(sets.first { $0.exercise == "running" }?.durationSeconds == 1680)
    }

    @Test func sessionsOverSeveralDays() async throws {
        let f = try await Self.fixture()
        func session(_ offset: Int, _ weight: Double) -> WorkoutSession {
            WorkoutSession(day: f.day(offset), description: "day \(offset)",
                           sets: [WorkoutSet(exercise: "deadlift", kind: .strength, sets: 1, reps: 5, weightKg: weight)])
        }
        for (offset, weight) in [(-5, 100.0), (-3, 110), (-1, 120), (0, 125), (1, 130)] {
            try await f.ports.workouts.addSession(session(offset, weight))
        }
        try await f.ports.workouts.addSession(session(-1, 121))

        let read = try await f.ports.workouts.sessions(from: f.day(-3), through: f.today)
        #expect(read == [session(-3, 110), session(-1, 120), session(-1, 121), session(0, 125)])
        #expect(try await f.ports.workouts.sessions(from: f.day(-4), through: f.day(-4)).isEmpty)
        #expect(try await f.ports.workouts.sessions(from: f.today, through: f.day(-3)).isEmpty)

        let context = try await f.ports.context(on: f.today)
        #expect(context.summary.sessions == [session(0, 125)])
    }

    // MARK: Goals

    @Test func goalsReplacePerKindAndAreRemoved() async throws {
        let f = try await Self.fixture()
        #expect(try await f.ports.goals.goals().isEmpty)
        try await f.ports.goals.setGoal(Goal(kind: .dailyKcal, target: 2200))
        try await f.ports.goals.setGoal(Goal(kind: .dailyProtein, target: 150))
        try await f.ports.goals.setGoal(Goal(kind: .dailyKcal, target: 2500))
        #expect(try await f.ports.goals.goals() == [Goal(kind: .dailyKcal, target: 2500), Goal(kind: .dailyProtein, target: 150)])
        #expect(try await f.ports.goals.removeGoal(.dailyKcal))
        #expect(try await !f.ports.goals.removeGoal(.dailyKcal))
        #expect(try await f.ports.goals.goals() == [Goal(kind: .dailyProtein, target: 150)])
        let history = try await f.store().goals.history()
        #expect(history.count == 3)
        #expect(history.filter(\.active).count == 1)
    }

    // MARK: A database that failed to open

    @Test func writesAndDayReadsThrowTheOpenError() async throws {
        let folder = try Self.temporaryFolder()
        let path = folder.appendingPathComponent("airfit.sqlite").path
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let handle = await StoreHandle.open(at: path)
        let failure = try #require(await handle.failure)
        let ports = CoachPorts.storage(handle: handle, exercises: ExerciseCatalog(records: []))
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 21))

        func expectFailure(_ label: String, _ body: () async throws -> Void) async {
            do {
                try await body()
                Issue.record("\(label) did not throw")
            } catch {
                #expect(error as? StorageError == failure, "\(label) threw \(error)")
            }
        }
        // The profile and goals read as none, so the coach can still answer; the day's logs
        // throw the reason, so no one reports an empty day for a store that could not be read
        // (the context says why, see UnreadableLogTests).
        #expect(try await ports.profiles.loadProfile() == nil)
        await expectFailure("meals") { _ = try await ports.nutrition.meals(on: day) }
        await expectFailure("sessions") { _ = try await ports.workouts.sessions(from: day, through: day) }
        #expect(try await ports.goals.goals().isEmpty)
        #expect(try await ports.context(on: day).summary.unreadable == failure.description)
        // Writes fail with the reason, so nothing is silently lost.
        await expectFailure("saveProfile") { try await ports.profiles.saveProfile(Profile()) }
        await expectFailure("addMeal") { try await ports.nutrition.addMeal(MealEntry(day: day, description: "x", items: [])) }
        await expectFailure("addSession") {
            try await ports.workouts.addSession(WorkoutSession(day: day, description: "x", sets: []))
        }
        await expectFailure("setGoal") { try await ports.goals.setGoal(Goal(kind: .dailyKcal, target: 2000)) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)   // left untouched
    }

    // MARK: End to end

    @Test func logFoodToolCallStoresTheMeal() async throws {
        let f = try await Self.fixture()
        let today = f.today
        let tool = LogFoodTool(parser: NutritionParser(foods: f.resources.foods, language: f.resources.language), meals: f.ports.nutrition, estimator: nil,
                               days: f.ports.reader)
        let executor = ToolExecutor(tools: [BoundTool(tool)], today: { today })
        let call = ToolCall(id: "call_1", name: "log_food",
                            arguments: #"{"description": "2 eggs and a slice of toast"}"#)
        let result = await executor.execute(call)
        #expect(!result.isError, "\(result.content)")

        let meals = try await f.ports.nutrition.meals(on: today)
        let meal = try #require(meals.first)
        #expect(meals.count == 1)
        #expect(meal.description == "2 eggs and a slice of toast")
        #expect(meal.items.map(\.name) == ["egg", "white bread"])
        let expected = NutritionParser(foods: f.resources.foods, language: f.resources.language).parse("2 eggs and a slice of toast").totals
        #expect(meal.totals == expected)
        #expect(meal.totals.kcal > 100)
        let totals = try await f.store().nutrition.totals(on: f.now, calendar: Self.calendar(f.timeZone))
        #expect(totals.entries == 1)
        #expect(abs(totals.kcal - expected.kcal) < 1e-9)
    }

    static func calendar(_ timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }
}
