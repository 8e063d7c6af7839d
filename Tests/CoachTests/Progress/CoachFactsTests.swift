@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Synchronization
import Testing

/// A facts source over in-memory ports that counts what it reads. The test says what changed, as
/// the store's change counts do for the writes this process commits.
final class CountingFactsSource: FactsSource {
    let test: TestProgressPorts
    let targets: InMemoryTargetHistory
    private let state = Mutex((counts: [StoredFacts.Part: Int](), reads: [Set<StoredFacts.Part>]()))

    init(_ test: TestProgressPorts, targets: InMemoryTargetHistory) {
        self.test = test
        self.targets = targets
    }

    /// What each read asked for, in order.
    var reads: [Set<StoredFacts.Part>] { state.withLock { $0.reads } }

    /// `parts` changed (a write was committed to them).
    func changed(_ parts: StoredFacts.Part...) { state.withLock { for part in parts { $0.counts[part, default: 0] += 1 } } }

    func version() async -> FactsVersion { FactsVersion(counts: state.withLock { $0.counts }) }

    func facts(_ window: FactWindow, parts: Set<StoredFacts.Part>) async throws -> StoredFacts? {
        state.withLock { $0.reads.append(parts) }
        var facts = StoredFacts(window: window)
        if parts.contains(.profile) {
            facts.profile = try await test.coach.profiles.loadProfile()
            facts.onboarding = try await test.coach.onboarding.loadOnboarding()
            facts.persona = try await test.coach.personas.activePersona()
        }
        if parts.contains(.goals) { facts.goals = try await test.coach.goals.goals() }
        if parts.contains(.targetRecords) { facts.targetRecords = try await targets.records() }
        if parts.contains(.weighIns) {
            facts.weighIns = try await test.weighIns.weighIns(from: window.weighInsFrom, through: window.day)
            facts.latestWeighIn = try await test.weighIns.latest()
        }
        if parts.contains(.meals) { facts.meals = try await test.history.meals(from: window.logsFrom, through: window.day) }
        if parts.contains(.dayTotals) { facts.dayTotals = try await test.history.dayTotals(from: window.logsFrom, through: window.day) }
        if parts.contains(.sessions) { facts.sessions = try await test.history.sessions(from: window.logsFrom, through: window.day) }
        return facts
    }
}

/// Issue 22: a unit of work (a turn, a command) reads one snapshot of the store, which every
/// reader shares; a change reads again only the part that changed; between units nothing is kept.
@Suite("The facts of a unit of work, read once")
struct CoachFactsTests {
    /// The person of ``TargetsFollowLearnedTests`` (2,000 kcal a day, losing 500/7,700 kg a day)
    /// over three weeks, the ports they are read through, and the facts.
    struct Setup {
        let test: TestProgressPorts
        let source: CountingFactsSource
        let units = WorkUnits()
        let facts: CoachFacts
        let targets = InMemoryTargetHistory()

        init() async throws {
            let (test, _) = try await TargetsFollowLearnedTests.person(days: 21)
            self.test = test
            source = CountingFactsSource(test, targets: targets)
            facts = CoachFacts(source: source, units: units, today: { testDay(0) })
        }

        /// The ports as the app wires them: each answered from the facts within a unit.
        var ports: CoachPorts {
            let weighIns = FactsWeighInLog(base: test.weighIns, facts: facts)
            return CoachPorts(
                profiles: WeighInProfileStore(base: FactsProfileStore(profiles: test.coach.profiles, onboarding: test.coach.onboarding,
                                                                      facts: facts), weighIns: weighIns, today: { testDay(0) }),
                nutrition: FactsLogbook(meals: test.coach.nutrition, facts: facts),
                workouts: FactsLogbook(sessions: test.coach.workouts, facts: facts),
                goals: FactsGoalStore(base: test.coach.goals, facts: facts), weighIns: weighIns,
                history: FactsProgressHistory(base: test.history, facts: facts),
                targetHistory: FactsTargetHistory(base: targets, facts: facts), today: { testDay(0) }, facts: facts)
        }

        /// The same ports without facts: every read goes to the in-memory store.
        var plain: CoachPorts {
            var ports = test.coach.ports
            ports.profiles = WeighInProfileStore(base: test.coach.profiles, weighIns: test.weighIns, today: { testDay(0) })
            ports.weighIns = test.weighIns
            ports.history = test.history
            ports.targetHistory = targets
            ports.today = { testDay(0) }
            return ports
        }
    }

    @Test("within a unit every reader shares one read; outside one nothing is kept")
    func oneReadPerUnit() async throws {
        let setup = try await Setup()
        let ports = setup.ports
        _ = try await ports.context(on: testDay(0))
        #expect(setup.source.reads.isEmpty, "outside a unit the ports read the store")
        try await setup.units.during {
            let context = try await ports.context(on: testDay(0))
            _ = try await ports.snapshot(on: testDay(0))
            for offset in -13...0 { _ = try await ports.targets(on: testDay(offset)) }
            _ = try await ports.history?.meals(from: testDay(-28), through: testDay(-1))
            _ = try await ports.weighIns?.latest()
            #expect(try await ports.context(on: testDay(0)) == context)
        }
        #expect(setup.source.reads == [Set(StoredFacts.Part.allCases)], "one read of everything")
        try await setup.units.during { _ = try await ports.context(on: testDay(0)) }
        #expect(setup.source.reads.count == 2, "the next unit reads anew")
    }

    @Test("the answers are the ones the ports give without facts")
    func sameAnswers() async throws {
        let setup = try await Setup()
        let plain = try await setup.plain.snapshot(on: testDay(0))
        let held = try await setup.units.during { try await setup.ports.snapshot(on: testDay(0)) }
        #expect(held == plain)
        #expect(held.targets.expenditure?.kcal == 2_500, "the learned expenditure, as without facts")
    }

    @Test("a change reads again only its part, for today or a past day")
    func aChangeRereadsItsPart() async throws {
        let setup = try await Setup()
        let ports = setup.ports
        try await setup.units.during {
            let before = try await ports.snapshot(on: testDay(0))
            #expect(before.today.meals.isEmpty)
            try await setup.test.coach.nutrition.addMeal(testMeal(600, protein: 40, on: testDay(0), "lunch"))
            setup.source.changed(.meals)
            let after = try await ports.context(on: testDay(0))
            #expect(after.summary.meals.map(\.description) == ["lunch"], "today's meal is seen")
            // A past day's change: that day's intake, and what rests on it, follow.
            try await setup.test.coach.nutrition.addMeal(testMeal(900, on: testDay(-2), "late dinner"))
            setup.source.changed(.meals)
            let snapshot = try await ports.snapshot(on: testDay(0))
            #expect(snapshot.days.first { $0.day == testDay(-2) }?.intake?.kcal == 2_900)
            #expect(try await ports.nutrition.meals(on: testDay(-2)).count == 2)
        }
        #expect(setup.source.reads == [Set(StoredFacts.Part.allCases), [.meals], [.meals]])
    }

    @Test("the snapshot holds what situation answers need")
    func snapshotFacts() async throws {
        let setup = try await Setup()
        try await setup.test.coach.nutrition.addMeal(testMeal(700, protein: 50, on: testDay(0)))
        let snapshot = try await setup.units.during { try await setup.ports.snapshot(on: testDay(0)) }
        #expect(snapshot.day == testDay(0))
        #expect(snapshot.days.map(\.day) == (-6...0).map(testDay))
        #expect(snapshot.yesterday?.intake?.kcal == 2_000)
        #expect(snapshot.yesterday?.kcalOverTarget == 2_000 - (snapshot.yesterday?.targets.kcal?.amount ?? .nan))
        // Monday 2026-11-23 and Tuesday 2026-11-24 so far.
        #expect(snapshot.thisWeek.map(\.day) == [testDay(-1), testDay(0)])
        #expect(snapshot.daysLoggedThisWeek == 2)
        let target = try #require(snapshot.targets.kcal?.amount)
        #expect(snapshot.left(.dailyKcal) == target - 700)
        #expect(snapshot.left(.dailyFibre) == nil)
        #expect(snapshot.learned?.kcal == 2_500)
        if case .success(let estimate)? = snapshot.expenditure { #expect(estimate.kcalPerDay.rounded() == 2_500) } else {
            Issue.record("no estimate: \(String(describing: snapshot.expenditure))")
        }
        let rate = try #require(snapshot.trend?.weeklyRate)
        #expect(abs(rate - (-500.0 * 7 / 7_700)) < 0.01, "the trend loses 0.45 kg a week")
        // The profile's weight is the latest weigh-in (83.7 kg); losing at the default 0.5% of it a week.
        let weight = try #require(snapshot.profile[ProfileFields.weight]?.kilograms)
        #expect(abs(weight - 83.7) < 0.01)
        #expect(abs((snapshot.plannedRate ?? 0) - (-0.005 * weight)) < 1e-9)
        #expect(snapshot.plan == nil)
    }
}
