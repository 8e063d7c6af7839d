import CoachDomain
import CoachLanguage
import CoachTraining
import Foundation
import Testing
@testable import Coach

/// The system prompt's "where they stand": the facts in four lines.
@Suite("Situations: the model's compact state")
struct CompactStateTests {
    @Test("the compact state: trend against the plan, the week, what is left, training")
    func compactState() async throws {
        let history = try await SituationHistory.make()
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.7)
        try await history.ate(week: [1495, 3000, 2000, 2000, 2000, 2000, 2000])
        let lines = CompactState.lines(try await history.facts())
        #expect(lines[0] == "Trend weight 88 kg, losing 0.7 kg a week; 21 weigh-ins over 20 days; plan: lose 0.4 kg a week "
            + "(faster than planned) (:weight).")
        // (1,495 + 3,000 + 5 x 2,000) / 7 = 2,070.7: 71 over 2,000; the five days of 2,000 within 10%.
        #expect(lines[1] == "Last seven days: food logged on 7 of 7, 2,071 kcal a day on average against those days' targets "
            + "of 2,000 (71 over); 5 of the logged days within 10% of their target; yesterday 3,000 of 2,000 (:week).")
        #expect(lines[2].hasPrefix("Left today: 505 kcal of 2,000"))
        #expect(lines[3] == "Training plan: none made yet.")
    }

    @Test("the compact state names today's session, and the next once today's is done")
    func compactTraining() async throws {
        let history = try await SituationHistory.make()
        let plan = PlanGenerator(catalog: try TrainingCoachTests.catalog.get())
            .plan(for: TrainingProfile.from(TrainingCoachTests.profile).0, on: testDay(-14))
        try await history.plans.savePlan(plan)
        let names = plan.sessions.map(\.name)
        #expect(CompactState.lines(try await history.facts())[3]
            == "Training: today \(names[0]) (not logged yet); 0 of 3 sessions done this week (:plan).")
        try await history.trained(plan.sessions[0].exercises[0].name, daysAgo: 0)
        #expect(CompactState.lines(try await history.facts())[3]
            == "Training: today \(names[0]) (logged); next \(names[1]) on Thursday; 1 of 3 sessions done this week (:plan).")
    }

    @Test("with no data: says what is missing")
    func empty() async throws {
        let history = try await SituationHistory.make(goal: nil)
        let lines = CompactState.lines(try await history.facts())
        #expect(lines[0] == "Trend weight: no weigh-ins in the last six weeks.")
        #expect(lines[1] == "Last seven days: no food logged (:week).")
    }

    @Test("the system prompt carries it under \"Where they stand\"; without it, says so")
    func systemPrompt() async throws {
        let history = try await SituationHistory.make()
        let context = try await history.store.coach.ports.context(on: history.today)
        let builder = SystemPromptBuilder(prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory))
        let state = CompactState.text(try await history.facts())
        let text = try builder.render(context: context, persona: nil, state: state)
        #expect(text.contains("## Where they stand\n- Trend weight: no weigh-ins in the last six weeks.\n"))
        #expect(!text.contains("{{"))
        let without = try builder.render(context: context, persona: nil)
        #expect(without.contains("## Where they stand\nNot available this turn"))
    }
}
