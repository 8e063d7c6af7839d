import Coach
import CoachDomain
import CoachProgress
import CoachTraining
import DI
import Foundation
import Testing
@testable import App
@testable import Storage

/// The app's ports over one snapshot of the store (``CoachFacts``): within a unit of work they
/// answer exactly what they read without one, a change made through any of them (for today or a
/// past day) is seen by the next read, and a day's log reads back without the data files.
@Suite("The ports over one snapshot of the store")
struct FactsPortsTests {
    static let today = CalendarDay(iso: TurnReadCostTests.today) ?? CalendarDay(daysSinceEpoch: 0)

    /// Everything the answers read, through the ports.
    struct Reading: Hashable {
        var profile: Profile?
        var onboarding: OnboardingState?
        var goals: [Goal]
        var records: [TargetRecord]
        var weighIns: [WeighIn]
        var latest: WeighIn?
        var meals: [[MealEntry]]
        var sessions: [WorkoutSession]
        var totals: [DayTotals]
        var checkIns: [CheckInEntry]
        var context: CoachContext
        var targets: [DailyTargets]
        var plan: TrainingPlan?

        init(_ ports: ProgressPorts, plans: any TrainingPlanStore) async throws {
            let today = FactsPortsTests.today
            profile = try await ports.coach.profiles.loadProfile()
            onboarding = try await ports.coach.onboarding?.loadOnboarding()
            goals = try await ports.coach.goals.goals()
            records = try await ports.coach.targetHistory?.records() ?? []
            weighIns = try await ports.weighIns.weighIns(from: today.adding(days: -50), through: today)
            latest = try await ports.weighIns.latest()
            meals = [try await ports.coach.nutrition.meals(on: today),
                     try await ports.coach.nutrition.entries(from: today.adding(days: -13), through: today.adding(days: -7)),
                     try await ports.history.meals(from: today.adding(days: -28), through: today.adding(days: -1)),
                     try await ports.history.meals(from: today.adding(days: -90), through: today)]   // beyond the facts' days
            sessions = try await ports.history.sessions(from: today.adding(days: -13), through: today)
            totals = try await ports.history.dayTotals(from: today.adding(days: -28), through: today)
            checkIns = try await ports.checkIns?.all() ?? []
            context = try await ports.coach.context(on: today)
            targets = []
            for offset in -13...0 { targets.append(try await ports.coach.targets(on: today.adding(days: offset))) }
            plan = try await plans.currentPlan()
        }
    }

    @Test("within a unit the ports answer what they read without one")
    func sameAnswers() async throws {
        let home = try await TurnReadCostTests.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = TurnReadCostTests.app(home: home, tally: TurnReadCostTests.Tally())
        await app.run(":plan")
        let ports = try await app.container.resolve(ProgressPorts.self)
        let plans = try await app.container.resolve((any TrainingPlanStore).self)
        let units = try await app.container.resolve(WorkUnits.self)
        let plain = try await Reading(ports, plans: plans)
        let held = try await units.during { try await Reading(ports, plans: plans) }
        #expect(held == plain)
        #expect(plain.plan != nil && plain.meals[2].count == 28 && !plain.weighIns.isEmpty && !plain.checkIns.isEmpty)
        await app.shutdown()
    }

    @Test("a change through any port is seen by the next read of the unit, whatever its day")
    func changesAreSeen() async throws {
        let home = try await TurnReadCostTests.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = TurnReadCostTests.app(home: home, tally: TurnReadCostTests.Tally())
        let ports = try await app.container.resolve(ProgressPorts.self)
        let units = try await app.container.resolve(WorkUnits.self)
        let today = Self.today
        let apple = FoodItem(name: "apple", quantity: 1, unit: "piece", grams: 182, macros: Macros(kcal: 95, protein: 0.5, carbs: 25, fat: 0.3))
        try await units.during {
            let before = try await ports.coach.context(on: today)
            try await ports.coach.addMeal(MealEntry(day: today, description: "an apple", items: [apple]))
            let after = try await ports.coach.context(on: today)
            #expect(after.summary.meals.count == before.summary.meals.count + 1)
            #expect(after.summary.totals.kcal == before.summary.totals.kcal + 95)

            let past = today.adding(days: -3)
            let earlier = try await ports.history.meals(from: past, through: past).count
            try await ports.coach.addMeal(MealEntry(day: past, description: "an apple", items: [apple]))
            #expect(try await ports.history.meals(from: past, through: past).count == earlier + 1)
            #expect(try await ports.coach.snapshot(on: today).days.first { $0.day == past }?.intake?.kcal
                == (try await ports.history.meals(from: past, through: past)).reduce(0) { $0 + $1.totals.kcal })

            try await ports.weighIns.record(WeighIn(day: today, kg: 79))
            #expect(try await ports.weighIns.latest() == WeighIn(day: today, kg: 79))
            #expect(try await ports.coach.profiles.loadProfile()?[ProfileFields.weight]?.kilograms == 79, "the profile follows")

            try await ports.coach.goals.setGoal(Goal(kind: .dailyKcal, target: 1_800))
            #expect(try await ports.coach.context(on: today).summary.targets.kcal?.amount == 1_800)
        }
        await app.shutdown()
    }

    @Test("another process's writes are seen by the next unit, not in the middle of one")
    func anotherProcess() async throws {
        let home = try await TurnReadCostTests.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = TurnReadCostTests.app(home: home, tally: TurnReadCostTests.Tally())
        let ports = try await app.container.resolve(ProgressPorts.self)
        let units = try await app.container.resolve(WorkUnits.self)
        let path = try await app.container.resolve(AppPaths.self).database.path
        let other = try await Store.open(at: path)
        let clock = StorageDayClock()
        let count = try await ports.coach.nutrition.meals(on: Self.today).count
        try await units.during {
            _ = try await ports.coach.context(on: Self.today)
            try await other.nutrition.log(FoodEntryRecord(time: clock.noon(of: Self.today), description: "toast"), lines: [])
            #expect(try await ports.coach.nutrition.meals(on: Self.today).count == count, "one snapshot for the unit")
        }
        #expect(try await units.during { try await ports.coach.nutrition.meals(on: Self.today).count } == count + 1)
        try other.close()
        await app.shutdown()
    }

    @Test(":today and :week read meals and workouts back without the data files")
    func noDataFiles() async throws {
        let home = try await TurnReadCostTests.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = TurnReadCostTests.app(home: home, tally: TurnReadCostTests.Tally())
        await app.run(":today")
        await app.run(":week")
        #expect(app.console.errorCount == 0)
        let live = LazinessTests.live(app.container)
        #expect(live.isDisjoint(with: ["FoodDatabase", "ExerciseCatalog", "CoachResources"]), "built: \(live.sorted())")
        await app.shutdown()
    }
}
