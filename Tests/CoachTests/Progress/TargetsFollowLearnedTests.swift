@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Testing

/// In-memory check-ins: the weeks shown.
actor InMemoryCheckInLog: CheckInLog {
    private(set) var weeks: [CalendarDay] = []

    func all() async throws -> [CheckInEntry] { weeks.sorted().map { CheckInEntry(week: $0, day: $0, targetKcal: nil) } }

    func lastWeek() async throws -> CalendarDay? { weeks.max() }

    func record(week: CalendarDay, shownOn day: CalendarDay, targetKcal: Double?) async throws -> Bool {
        guard !weeks.contains(week) else { return false }
        weeks.append(week)
        return true
    }
}

/// The targets follow the learned expenditure once it rests on enough data; a hand-set target
/// wins; the weekly check-in says what changed and why, once a week.
///
/// The person: male, 35, 180 cm, 80 kg, moderately active, losing fat at the default 0.5% of
/// weight a week (0.4 kg: 440 kcal a day). BMR 10x80 + 6.25x180 - 5x35 + 5 = 1,755; formula
/// expenditure 1,755 x 1.55 = 2,720 (2,720.25 rounded); formula target 2,720 - 440 = 2,280. They eat
/// 2,000 kcal a day and lose 500/7,700 kg a day, so the learned expenditure is exactly 2,500 and
/// the learned target 2,500 - 440 = 2,060.
struct TargetsFollowLearnedTests {
    static let profile = Profile.with {
        $0[ProfileFields.sex] = .male
        $0[ProfileFields.weight] = Mass(kilograms: 80)
        $0[ProfileFields.height] = Length(centimetres: 180)
        $0[ProfileFields.age] = BirthYear(year: 1991)
        $0[ProfileFields.activity] = .moderate
        $0[ProfileFields.goal] = .loseFat
    }

    /// 2,000 kcal and a weigh-in on each of the `days` days before testDay(0).
    static func person(days: Int, checkIns: InMemoryCheckInLog? = nil) async throws -> (TestProgressPorts, ProgressPorts) {
        let test = TestProgressPorts(profile: profile)
        for offset in (1...days).reversed() {
            let day = testDay(-offset)
            try await test.coach.nutrition.addMeal(testMeal(2_000, protein: 150, on: day))
            let t = Double(days - offset)
            try await test.weighIns.record(WeighIn(day: day, kg: 85 - 500 * t / 7_700))
        }
        var ports = test.ports
        ports.checkIns = checkIns
        return (test, ports)
    }

    @Test func theDailyTargetFollowsTheLearnedExpenditureWithTheCalculatorsDeficit() async throws {
        let (_, ports) = try await Self.person(days: 20)
        let targets = try await ports.coach.context(on: testDay(0)).summary.targets
        #expect(targets.expenditure?.kcal == 2_500)
        #expect(targets.kcal?.amount == 2_060)
        #expect(targets.lines.contains("  expenditure 2,500 kcal learned from 20 days of intake and 20 weigh-ins (formula: 2,720)"))
        #expect(targets.lines.contains { $0.hasPrefix("  - 440 for 0.4 kg a week") && $0.hasSuffix("= 2,060 kcal") })
        // The progress reports measure days against the same target.
        #expect(try await ports.targets.targets(on: testDay(0)).kcal == 2_060)
    }

    @Test func tooLittleDataKeepsTheFormula() async throws {
        let (_, ports) = try await Self.person(days: 13)   // 13 intake days < 14
        let targets = try await ports.coach.context(on: testDay(0)).summary.targets
        #expect(targets.expenditure?.kcal == 2_720)
        #expect(targets.kcal?.amount == 2_280)
        // The coach's ports without the progress logs keep the formula too.
        let bare = TestPorts(profile: Self.profile).ports
        #expect(try await bare.context(on: testDay(0)).summary.targets.kcal?.amount == 2_280)
    }

    @Test func aTargetSetByHandStillWins() async throws {
        let (test, ports) = try await Self.person(days: 20)
        try await test.coach.goals.setGoal(Goal(kind: .dailyKcal, target: 2_200))
        let targets = try await ports.coach.context(on: testDay(0)).summary.targets
        #expect(targets.kcal == Target(amount: 2_200, origin: .setByHand))
        #expect(try await ports.coach.automaticTargets(on: testDay(0)).kcal?.amount == 2_060)
        let checkIn = try await ProgressReader(ports: ports).checkIn(on: testDay(0))
        #expect(checkIn.lines.last?.hasPrefix("Your daily target stays 2,200 kcal: you set it yourself, and that wins "
            + "(without it: 2,060 kcal, expenditure 2,500 kcal learned") == true)
    }

    @Test func theCheckInComparesWithAWeekBeforeAndIsShownOnceAWeek() async throws {
        // A week before (testDay(-7)) there were 13 days of food logs: the formula's 2,280 applied.
        let log = InMemoryCheckInLog()
        let (_, ports) = try await Self.person(days: 20, checkIns: log)
        let reader = ProgressReader(ports: ports)
        let lines = try #require(try await reader.dueCheckIn(on: testDay(0)))
        #expect(lines.first == "Check-in, Tuesday 24 November 2026.")
        // Each day against its own target: testDay(-7) had 13 days of food logs behind it (the formula's
        // 2,280), the six after it 14 or more (the learned 2,060): (2,280 + 6 x 2,060) / 7 = 2,091.4.
        #expect(lines.contains("Food logged on 7 of 7 days, 2,000 kcal a day on average against those days' targets of 2,091, 91 under."))
        #expect(lines.contains { $0.hasPrefix("Your expenditure is about 2,500 kcal a day") })
        #expect(lines.last?.hasPrefix("New daily target: 2,060 kcal (was 2,280): expenditure 2,500 kcal learned from 20 days "
            + "of intake and 20 weigh-ins (formula: 2,720), - 440 for 0.4 kg a week") == true)
        #expect(await log.weeks == [testDay(0).startOfWeek])
        // Once a week: not again this week, and again the next.
        #expect(try await reader.dueCheckIn(on: testDay(1)) == nil)
        #expect(try await reader.dueCheckIn(on: testDay(7)) != nil)
    }

    @Test func noCheckInWithoutAnythingLogged() async throws {
        let log = InMemoryCheckInLog()
        var ports = TestProgressPorts(profile: Self.profile).ports
        ports.checkIns = log
        #expect(try await ProgressReader(ports: ports).dueCheckIn(on: testDay(0)) == nil)
        #expect(await log.weeks.isEmpty)
    }
}
