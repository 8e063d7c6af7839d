import CoachDomain
import CoachProgress
import Testing
@testable import Coach

/// Each situation over built histories (on plan, too fast, too slow, not logging, a heavy
/// weekend, ...): the verdict, the numbers stated and the step, all worked out by hand here.
/// Today is Tuesday 24 November 2026; the seven days run from Wednesday 18.
@Suite("Situations over built histories")
struct SituationTableTests {
    static let situations = Situations(nutrition: NutritionParser(foods: Fixtures.foods, language: Fixtures.resources.language))

    func answer(_ situation: Situation, _ facts: SituationFacts, food: [String] = [], stated: Double? = nil,
                unit: WeightUnit? = nil, conditions: [Condition] = [], daysAgo: Int? = nil) -> SituationReply {
        Self.situations.answer(SituationRequest(situation: situation, food: food, statedChange: stated, statedUnit: unit,
                                                conditions: conditions, daysAgo: daysAgo), facts: facts)
    }

    func fact(_ reply: SituationReply, _ name: String) -> String? { reply.facts.first { $0.name == name }?.text }

    // MARK: progress against the plan

    struct PaceCase: Sendable, CustomTestStringConvertible {
        let name: String
        let goal: FitnessGoal
        let plannedRate: Double
        /// The planned rate as `:targets` shows it.
        let planned: String
        let kcal: Double
        /// The trend's weekly rate (the weigh-ins lie on this line).
        let trendRate: Double
        /// Intake on each of the seven days, today first (nil: not logged).
        let week: [Double?]
        let verdict: String
        let step: String
        var testDescription: String { name }
    }

    static let paceCases: [PaceCase] = [
        PaceCase(name: "on plan", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: -0.4, week: Array(repeating: 2000, count: 7),
                 verdict: "on_pace", step: "Keep going: eat to your target of 2,000 kcal and keep weighing in."),
        // 0.3 kg a week too fast x 7,700 / 7 = 330 kcal a day, to the nearest 50: 350.
        PaceCase(name: "too fast", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: -0.7, week: Array(repeating: 2000, count: 7),
                 verdict: "faster", step: "Eat about 350 kcal a day more (about 2,350 instead of 2,000)."),
        // Eating 300 under the target explains it: first the target.
        PaceCase(name: "too fast, eating under", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: -0.7,
                 week: Array(repeating: 1700, count: 7), verdict: "faster",
                 step: "Eat your full target of 2,000 kcal: you've averaged 300 under it."),
        // Flat: 0.4 kg a week x 1,100 = 440, to the nearest 50: 450.
        PaceCase(name: "too slow", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: 0, week: Array(repeating: 2000, count: 7),
                 verdict: "slower", step: "Eat about 450 kcal a day less (about 1,550 instead of 2,000)."),
        // 2,300 is 15% over 2,000: the intake, not the target, is the gap.
        PaceCase(name: "too slow, eating over", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: 0,
                 week: Array(repeating: 2300, count: 7), verdict: "slower",
                 step: "Bring your intake to your target of 2,000 kcal: you've averaged 300 over it."),
        // Gaining 0.3 while planning to lose 0.4: a 0.7 gap is 770 kcal, capped at 500.
        PaceCase(name: "the wrong way", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: 0.3,
                 week: Array(repeating: 2000, count: 7), verdict: "wrong_way",
                 step: "Eat about 500 kcal a day less (about 1,500 instead of 2,000)."),
        // Gaining 0.6 against 0.25 planned: 0.35 x 1,100 = 385, to the nearest 50: 400.
        PaceCase(name: "gaining too fast", goal: .gainMuscle, plannedRate: 0.25, planned: "0.25 kg a week", kcal: 3000, trendRate: 0.6,
                 week: Array(repeating: 3000, count: 7), verdict: "faster",
                 step: "Eat about 400 kcal a day less (about 2,600 instead of 3,000)."),
        // Two days logged cannot tell intake from expenditure.
        PaceCase(name: "not logging", goal: .loseFat, plannedRate: 0.4, planned: "0.4 kg a week", kcal: 2000, trendRate: -0.7,
                 week: [nil, 2000, 2000, nil, nil, nil, nil], verdict: "faster",
                 step: "Log what you eat every day this week: with 2 of 7 days logged I can't tell whether it's what you eat "
                    + "or what you burn."),
    ]

    @Test("progress: the trend's rate against the plan, and the step", arguments: paceCases)
    func pace(_ row: PaceCase) async throws {
        let history = try await SituationHistory.make(goal: row.goal, rate: row.plannedRate, kcal: row.kcal)
        try await history.weighIns(21, endingAt: 88, weeklyRate: row.trendRate)
        for (daysAgo, kcal) in row.week.enumerated() { if let kcal { try await history.ate(kcal, daysAgo: daysAgo) } }
        let facts = try await history.facts()
        let reply = answer(.onTrack, facts)
        #expect(reply.verdict == row.verdict)
        #expect(reply.step == row.step)
        // The numbers, as :weight, :targets and :week show them.
        #expect(fact(reply, "trend weight") == "88 kg")
        #expect(fact(reply, "trend rate") == (row.trendRate == 0 ? "0 kg a week" : "\(Format.number(abs(row.trendRate))) kg a week"))
        #expect(fact(reply, "planned rate") == row.planned)
        let logged = row.week.compactMap { $0 }
        #expect(fact(reply, "days logged") == "\(logged.count) of 7")
        #expect(fact(reply, "average intake") == "\(Format.integer(logged.reduce(0, +) / Double(logged.count))) kcal")
        #expect(fact(reply, "average target") == "\(Format.integer(row.kcal)) kcal")
    }

    @Test("progress: a verdict needs 4 weigh-ins over two weeks; with 3 over 4 days it says what to log")
    func tooEarly() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(3, endingAt: 88, weeklyRate: -0.4, every: 2)
        let reply = answer(.notLosing, try await history.facts())
        #expect(reply.verdict == "too_early")
        #expect(reply.text.hasPrefix("It's too early to judge your pace: your trend rests on 3 weigh-ins over 4 days."))
        // 14 days needed, 4 spanned: 10 more.
        #expect(reply.step == "Weigh in most mornings for the next 10 days: a verdict needs 4 weigh-ins spanning 14 days.")
    }

    @Test("progress: \"I'm not losing\" while the trend goes down says first that they are")
    func notLosingWhileLosing() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.7)
        let reply = answer(.notLosing, try await history.facts())
        #expect(reply.verdict == "faster")
        #expect(reply.text.hasPrefix("You are losing weight: 0.7 kg a week on the trend, faster than the 0.4 kg a week you planned."))
    }

    @Test("progress: a weight to keep drifts by more than 0.15 kg a week; without a goal it says so")
    func keepAndNoGoal() async throws {
        let keep = try await SituationHistory.make(goal: .generalHealth)
        try await keep.weighIns(21, endingAt: 88, weeklyRate: -0.2)
        try await keep.ate(week: Array(repeating: 2000, count: 7))
        let facts = try await keep.facts()
        #expect(facts.plannedRate == 0)
        let drifting = answer(.onTrack, facts)
        #expect(drifting.verdict == "drifting")
        // 0.2 kg a week x 1,100 = 220, to the nearest 50: 200 more.
        #expect(drifting.step == "Eat about 200 kcal a day more (about 2,200 instead of 2,000).")
        let none = try await SituationHistory.make(goal: nil)
        try await none.weighIns(21, endingAt: 88, weeklyRate: -0.2)
        let reply = answer(.onTrack, try await none.facts())
        #expect(reply.verdict == "no_goal")
        #expect(reply.text.hasPrefix("You haven't set a weight goal for me to measure your pace against; your trend is losing 0.2 kg a week."))
    }

    // MARK: the week

    @Test("the week: a heavy weekend over weekdays on target is the weekend's to fix")
    func heavyWeekend() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.4)
        // Tue 24, Mon 23, Sun 22, Sat 21, Fri 20, Thu 19, Wed 18.
        try await history.ate(week: [2000, 2000, 3100, 2900, 2000, 2000, 2000])
        let reply = answer(.weekReview, try await history.facts())
        #expect(reply.verdict == "over_target")
        // (5 x 2,000 + 3,100 + 2,900) / 7 = 2,285.7: 286 over 2,000, 14% (over the 10% band).
        #expect(fact(reply, "average intake") == "2,286 kcal")
        #expect(fact(reply, "average target") == "2,000 kcal")
        // Over 2,000 by more than 15% (2,300): Saturday and Sunday.
        #expect(fact(reply, "Sat intake") == "2,900 kcal")
        #expect(fact(reply, "Sun intake") == "3,100 kcal")
        #expect(reply.facts.filter { $0.name.hasSuffix(" intake") && $0.name != "average intake" }.count == 2)
        #expect(reply.text.contains("The heavy days were Sat 2,900 and Sun 3,100 against 2,000."))
        // Within 10% of 2,000: the five weekdays.
        #expect(fact(reply, "days on target") == "5")
        #expect(reply.step.hasPrefix("Keep your weekdays as they are and plan the weekend ahead"))
        // 7 days of the trend on its line: down 0.4 kg this week.
        #expect(fact(reply, "trend change this week") == "down 0.4 kg")
    }

    @Test("the week: on target and on pace is a good week")
    func goodWeek() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.4)
        try await history.ate(week: [1900, 2100, 2000, 2050, 1950, 2000, 2000])
        let reply = answer(.weekReview, try await history.facts())
        #expect(reply.verdict == "on_track")
        // The balanced voice opens good news with "Nice".
        #expect(reply.text.hasPrefix("Nice, Ana. A good week: 2,000 kcal a day on average against 2,000, and your trend is on pace. "
            + "You logged food on 7 of the 7 days, 7 of them within 10% of that day's target."))
    }

    @Test("the week: on target but off pace takes the pace's step")
    func offPace() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.7)
        try await history.ate(week: Array(repeating: 2000, count: 7))
        let reply = answer(.weekReview, try await history.facts())
        #expect(reply.verdict == "off_pace")
        #expect(reply.step == "Eat about 350 kcal a day more (about 2,350 instead of 2,000).")
    }

    @Test("the week: fewer than 4 logged days cannot be judged")
    func notLoggingWeek() async throws {
        let history = try await SituationHistory.make()
        try await history.ate(3000, daysAgo: 1)
        try await history.ate(3000, daysAgo: 2)
        try await history.ate(3000, daysAgo: 3)
        let reply = answer(.weekReview, try await history.facts())
        #expect(reply.verdict == "not_logging")
        #expect(reply.text.contains("you logged food on 3 of the last 7 days"))
    }

    @Test("the week: each day against the target in force that day, not today's")
    func targetsInForce() async throws {
        let history = try await SituationHistory.make(kcal: 1800)
        // 2,200 until Saturday 21 (today - 3), then 1,800.
        await history.recorded.kcal(2200, from: history.today.adding(days: -60))
        await history.recorded.kcal(1800, from: history.today.adding(days: -3))
        try await history.ate(week: Array(repeating: 2000, count: 7))
        let facts = try await history.facts()
        #expect(facts.days.map(\.targetKcal) == [2200, 2200, 2200, 1800, 1800, 1800, 1800])
        let reply = answer(.weekReview, facts)
        // (3 x 2,200 + 4 x 1,800) / 7 = 1,971.4: 2,000 is 29 over, on target.
        #expect(fact(reply, "average target") == "1,971 kcal")
        #expect(reply.verdict == "on_track")
    }
}
