import Coach
import CoachDomain
import CoachProgress
import Foundation
import Testing

/// Typed logs (`:weight`, `:food`, `:workout`) and the reader behind the reports, over in-memory ports.
struct ProgressLoggingTests {
    static let resources = try? CoachResources.load(root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent())

    @Test func weightsAreReadWithAUnitOrTheDefault() throws {
        #expect(try WeightEntry.parse(["81.6"], defaultUnit: .kg).get() == WeightEntry(value: 81.6, unit: .kg))
        #expect(try WeightEntry.parse(["81,6kg"], defaultUnit: .lb).get() == WeightEntry(value: 81.6, unit: .kg))
        #expect(try WeightEntry.parse(["180", "lbs"], defaultUnit: .kg).get() == WeightEntry(value: 180, unit: .lb))
        #expect(abs(try WeightEntry.parse(["180lb"], defaultUnit: .kg).get().kg - 81.646_626_6) < 1e-6)
        #expect(WeightEntry.parse(["heavy"], defaultUnit: .kg) == .failure(.notANumber("heavy")))
        #expect(WeightEntry.parse(["80", "stone"], defaultUnit: .kg) == .failure(.unknownUnit("stone")))
        #expect(WeightEntry.parse(["900"], defaultUnit: .kg) == .failure(.implausible("900 kg")))
        #expect("\(WeightEntry.Problem.implausible("900 kg"))" == "900 kg is not a plausible body weight")
        #expect(WeightUnit.preferred(by: nil) == .kg)
        #expect(WeightUnit.lb.text(81.646_626_6) == "180 lb")
    }

    @Test func daysAreTypedAsDatesTodayOrYesterday() {
        #expect(DayArgument.day("2026-11-20", today: testDay(0)) == testDay(-4))
        #expect(DayArgument.day("Yesterday", today: testDay(0)) == testDay(-1))
        #expect(DayArgument.pastDay("2026-11-25", today: testDay(0)) == .failure(.future(testDay(1))))
        #expect(DayArgument.pastDay("20/11", today: testDay(0)) == .failure(.notADate("20/11")))
        // A weekday is the last one before today: testDay(0) is a Tuesday.
        #expect(DayArgument.day("Monday", today: testDay(0))?.iso == "2026-11-23")
        #expect(DayArgument.day("sunday", today: testDay(0))?.iso == "2026-11-22")
        #expect(DayArgument.day("tuesday", today: testDay(0))?.iso == "2026-11-17")
        #expect(DayArgument.day("wednesday", today: testDay(0))?.iso == "2026-11-18")
    }

    @Test func aWeighInBecomesTheProfileWeightOnlyWhenItIsTheLatest() async throws {
        let test = TestProgressPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam"; $0[ProfileFields.weight] = Mass(kilograms: 85) })
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        let today = try await logger.logWeight(kg: 81.6, on: testDay(0))
        #expect(today.profileUpdated)
        #expect(try await test.coach.profiles.loadProfile()?[ProfileFields.weight] == Mass(kilograms: 81.6))
        let earlier = try await logger.logWeight(kg: 82.4, on: testDay(-3))
        #expect(!earlier.profileUpdated)
        #expect(try await test.coach.profiles.loadProfile() == Profile.with { $0[ProfileFields.name] = "Sam"; $0[ProfileFields.weight] = Mass(kilograms: 81.6) })
        let again = try await logger.logWeight(kg: 81.2, on: testDay(0))
        #expect(again.replaced == WeighIn(day: testDay(0), kg: 81.6))
        #expect(try await test.weighIns.weighIns(from: testDay(-9), through: testDay(0)).count == 2)
    }

    @Test func foodAndWorkoutsAreLoggedAsTheParsersReadThem() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        let food = try await logger.logFood("2 eggs and a unicorn", on: testDay(-1))
        #expect(food.meal.items.map(\.name) == ["egg"])
        #expect(food.unrecognized.map(\.text) == ["a unicorn"])
        #expect(await test.coach.nutrition.all == [food.meal])
        await #expect(throws: ProgressLogger.NothingLogged.self) { try await logger.logFood("a unicorn", on: testDay(0)) }
        #expect(await test.coach.nutrition.all.count == 1)
        let workout = try await logger.logWorkout("squat 3x5 100kg", on: testDay(0))
        #expect(workout.session.sets.first?.volumeKg == 1_500)
        await #expect(throws: ProgressLogger.NothingLogged.self) { try await logger.logWorkout("felt great", on: testDay(0)) }
    }

    @Test func theWeekHasSevenDaysWithIntakeTargetsTrainingAndTheTrendChange() async throws {
        let test = TestProgressPorts()
        try await test.coach.goals.setGoal(Goal(kind: .dailyKcal, target: 2_200))
        for offset in [-6, -4, -1] { try await test.coach.nutrition.addMeal(testMeal(2_000, protein: 120, on: testDay(offset))) }
        await test.history.addTotals(DayTotals(day: testDay(-5), macros: Macros(kcal: 2_300, protein: 90, carbs: 0, fat: 0), source: "c.csv"))
        await test.history.addTotals(DayTotals(day: testDay(-4), macros: Macros(kcal: 9_999, protein: 0, carbs: 0, fat: 0), source: "c.csv"))
        try await test.coach.workouts.addSession(WorkoutSession(day: testDay(-2), description: "squat", sets: [
            WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 100)]))
        for offset in -20...0 { try await test.weighIns.record(WeighIn(day: testDay(offset), kg: 80 + Double(-offset) * 0.05)) }
        let week = try await ProgressReader(ports: test.ports).week(endingOn: testDay(0))
        #expect(week.days.map(\.day) == (-6...0).map(testDay))
        // A day with meals and imported totals counts both (meals logged here are what the other app lacked).
        #expect(week.days.map { $0.intake?.kcal } == [2_000, 2_300, 2_000 + 9_999, nil, nil, 2_000, nil])
        #expect(week.days.allSatisfy { $0.targets.kcal == 2_200 })
        #expect(week.trainingDays == 1)
        #expect(week.averageIntake?.kcal == 18_299.0 / 4)
        #expect(abs(try #require(week.trendChange) - -0.35) < 1e-9)
    }

    @Test func theDayShowsItsMealsWorkoutsWeighInAndTargets() async throws {
        let test = TestProgressPorts()
        try await test.coach.goals.setGoal(Goal(kind: .dailyProtein, target: 150))
        try await test.coach.nutrition.addMeal(testMeal(600, protein: 40, on: testDay(0), "lunch"))
        try await test.coach.nutrition.addMeal(testMeal(700, protein: 50, on: testDay(-1), "dinner"))
        try await test.weighIns.record(WeighIn(day: testDay(0), kg: 80))
        let overview = try await ProgressReader(ports: test.ports).day(testDay(0))
        #expect(overview.meals.map(\.description) == ["lunch"])
        #expect(overview.targets == DayTargets(protein: 150))
        #expect(overview.weighIn == WeighIn(day: testDay(0), kg: 80))
        #expect(overview.intake?.protein == 40)
    }
}
