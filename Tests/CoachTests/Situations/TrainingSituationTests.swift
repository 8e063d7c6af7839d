import CoachDomain
import CoachTraining
import Testing
@testable import Coach

/// A missed session and training when tired, sore or ill, over the plan of a user who trains
/// Tuesday, Thursday and Saturday (made two weeks before, so this week is a whole one).
@Suite("Situations: training")
struct TrainingSituationTests {
    static let situations = Situations(nutrition: NutritionParser(foods: Fixtures.foods, language: Fixtures.resources.language))

    /// A history on `today` with the Tue/Thu/Sat plan stored; its sessions' names.
    func setup(today: CalendarDay = testDay(0)) async throws -> (SituationHistory, [String]) {
        let history = try await SituationHistory.make(today: today)
        let plan = PlanGenerator(catalog: try TrainingCoachTests.catalog.get())
            .plan(for: TrainingProfile.from(TrainingCoachTests.profile).0, on: testDay(-14))
        try await history.plans.savePlan(plan)
        #expect(plan.sessions.map(\.weekday) == [.tue, .thu, .sat])
        return (history, plan.sessions.map(\.name))
    }

    /// Logs the first exercise of session `index` of the plan `daysAgo` days before today.
    func did(_ index: Int, daysAgo: Int, in history: SituationHistory) async throws {
        guard let plan = try await history.plans.currentPlan(), let exercise = plan.sessions[index].exercises.first else { return }
        try await history.trained(exercise.name, daysAgo: daysAgo)
    }

    func answer(_ situation: Situation, _ facts: SituationFacts, conditions: [Condition] = [], daysAgo: Int? = nil) -> SituationReply {
        Self.situations.answer(SituationRequest(situation: situation, conditions: conditions, daysAgo: daysAgo), facts: facts)
    }

    @Test("the facts: this week's sessions, what is done, today's and the next")
    func facts() async throws {
        // Thursday 26: Tuesday's session done.
        let (history, names) = try await setup(today: testDay(2))
        try await did(0, daysAgo: 2, in: history)
        let facts = try await history.facts()
        let training = try #require(facts.training)
        #expect(training.sessions.map(\.name) == names)
        #expect(training.doneDays == [testDay(0)])
        #expect(training.today == ScheduledSession(day: testDay(2), name: names[1]))
        // Not done today, Thursday's moves on to Saturday.
        #expect(training.next?.day == testDay(4))
        #expect(training.next?.name == names[1])
    }

    @Test("skipped today: the session moves on to the next training day")
    func movesOn() async throws {
        let (history, names) = try await setup()
        let reply = answer(.missedSession, try await history.facts())
        #expect(reply.verdict == "moves_on")
        // Tuesday's session, skipped, is Thursday's now.
        #expect(reply.text.hasPrefix("No problem: \(names[0]) moves on to Thursday."))
        #expect(reply.facts.first { $0.name == "next session" }?.text == "\(names[0]) on Thursday")
        #expect(reply.facts.first { $0.name == "sessions done this week" }?.text == "0 of 3")
        #expect(reply.step == "Do \(names[0]) on Thursday; `:plan today` shows its loads on the day.")
    }

    @Test("skipped yesterday: today's session is the one that moved")
    func missedYesterday() async throws {
        // Wednesday 25 is a rest day; skipped on Tuesday: Thursday takes Tuesday's session.
        let (history, names) = try await setup(today: testDay(1))
        let reply = answer(.missedSession, try await history.facts(), daysAgo: 1)
        #expect(reply.verdict == "moves_on")
        #expect(reply.text.hasPrefix("No problem: \(names[0]) moves on to tomorrow."))
    }

    @Test("skipped on the week's last training day: dropped, the next week starts afresh")
    func dropped() async throws {
        // Saturday 28, Tuesday's and Thursday's done.
        let (history, names) = try await setup(today: testDay(4))
        try await did(0, daysAgo: 4, in: history)
        try await did(1, daysAgo: 2, in: history)
        let reply = answer(.missedSession, try await history.facts())
        #expect(reply.verdict == "dropped")
        #expect(reply.text.hasPrefix("\(names[2].prefix(1).uppercased() + names[2].dropFirst()) doesn't fit in what's left of this week, so it's dropped: next week starts "
            + "afresh with \(names[0]) on Tuesday."))
    }

    @Test("nothing due today: nothing missed; no plan: says how to get one")
    func restDayAndNoPlan() async throws {
        let (history, names) = try await setup(today: testDay(1))
        try await did(0, daysAgo: 1, in: history)
        let reply = answer(.missedSession, try await history.facts())
        #expect(reply.verdict == "rest_day")
        #expect(reply.text.hasPrefix("Nothing was due today in your plan, so nothing is missed: next is \(names[1]) tomorrow."))
        let none = try await SituationHistory.make()
        #expect(answer(.missedSession, try await none.facts()).verdict == "no_plan")
    }

    struct ReadinessCase: Sendable, CustomTestStringConvertible {
        let name: String
        let conditions: [Condition]
        /// Days before today with a workout.
        let trainedDaysAgo: [Int]
        let verdict: String
        var testDescription: String { name }
    }

    static let readinessCases: [ReadinessCase] = [
        ReadinessCase(name: "poor sleep", conditions: [.poorSleep], trainedDaysAgo: [], verdict: "lighter"),
        ReadinessCase(name: "a cold", conditions: [.mildIllness], trainedDaysAgo: [], verdict: "lighter"),
        ReadinessCase(name: "very sore", conditions: [.verySore], trainedDaysAgo: [], verdict: "lighter"),
        ReadinessCase(name: "sore", conditions: [.sore], trainedDaysAgo: [], verdict: "as_planned"),
        ReadinessCase(name: "a fever", conditions: [.illness], trainedDaysAgo: [], verdict: "rest"),
        // Sat, Sun and Mon trained: a fourth day in a row with sore muscles is a rest day.
        ReadinessCase(name: "sore after 3 days in a row", conditions: [.sore], trainedDaysAgo: [1, 2, 3], verdict: "rest"),
        // Sun and Mon: two in a row is not three.
        ReadinessCase(name: "sore after 2 days in a row", conditions: [.sore], trainedDaysAgo: [1, 2], verdict: "as_planned"),
    ]

    @Test("before training: rest, lighter or as planned", arguments: readinessCases)
    func readiness(_ row: ReadinessCase) async throws {
        let (history, names) = try await setup()
        for daysAgo in row.trainedDaysAgo { try await history.trained("plank", daysAgo: daysAgo) }
        let facts = try await history.facts()
        #expect(facts.daysTrainedInARow == row.trainedDaysAgo.count)
        let reply = answer(.readiness, facts, conditions: row.conditions)
        #expect(reply.verdict == row.verdict)
        #expect(reply.facts.first { $0.name == "session today" }?.text == names[0])
        switch row.verdict {
        case "lighter":
            #expect(reply.step == "Do \(names[0]) with one set fewer per exercise, and stop each set 1–2 reps earlier than usual.")
        case "rest":
            // Rested, Tuesday's session moves on to Thursday.
            #expect(reply.text.contains("\(names[0].prefix(1).uppercased() + names[0].dropFirst()) moves on to Thursday (the plan keeps its order)."))
        default:
            #expect(reply.step.hasPrefix("Warm up for 10 minutes"))
        }
    }

    @Test("before training on a rest day: rest anyway")
    func restDay() async throws {
        let (history, names) = try await setup(today: testDay(1))
        let reply = answer(.readiness, try await history.facts(), conditions: [.poorSleep])
        #expect(reply.verdict == "rest_day")
        // Tuesday's, not done, is Thursday's.
        #expect(reply.text.contains("Next is \(names[0]) tomorrow."))
    }
}
