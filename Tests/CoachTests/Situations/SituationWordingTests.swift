import CoachDomain
import CoachProgress
import Testing
@testable import Coach

/// How answers read: brief is the judgement and the step; detailed adds how it was judged and
/// where each number is; the style sets the tone; every number stated is in the text.
@Suite("Situations: wording")
struct SituationWordingTests {
    static let situations = Situations(nutrition: NutritionParser(foods: Fixtures.foods, language: Fixtures.resources.language))

    /// Losing 0.7 kg a week against 0.4 planned, 2,000 a day eaten against 2,000.
    func tooFast(style: CoachingStyle? = nil, detail: DetailLevel? = nil, unit: UnitSystem = .metric) async throws -> SituationFacts {
        let history = try await SituationHistory.make(unit: unit, style: style, detail: detail)
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.7)
        try await history.ate(week: Array(repeating: 2000, count: 7))
        return try await history.facts()
    }

    func progress(_ facts: SituationFacts) -> SituationReply {
        Self.situations.answer(SituationRequest(situation: .tooFast), facts: facts)
    }

    @Test("brief is brief: the judgement and the step, nothing else")
    func brief() async throws {
        let reply = progress(try await tooFast(detail: .brief))
        #expect(reply.text == "You're losing 0.7 kg a week on the trend, faster than the 0.4 kg a week you planned. "
            + "Eat about 350 kcal a day more (about 2,350 instead of 2,000).")
    }

    @Test("balanced: the judgement, the facts behind it, the step")
    func standard() async throws {
        let reply = progress(try await tooFast())
        #expect(reply.text == """
            You're losing 0.7 kg a week on the trend, faster than the 0.4 kg a week you planned. Your trend weight is 88 kg. \
            Over the last seven days you logged food on 7 days, 2,000 kcal a day on average against those days' targets \
            of 2,000 (right on it).

            Next step: eat about 350 kcal a day more (about 2,350 instead of 2,000).
            """)
    }

    @Test("detailed: how it was judged, and which command shows each number")
    func detailed() async throws {
        let reply = progress(try await tooFast(detail: .detailed))
        #expect(reply.text.contains("On pace means within 0.15 kg a week of the plan. The trend is a fit through 21 weigh-ins "
            + "over 20 days, so a day's water barely moves it; a gap of 0.3 kg a week is about 350 kcal a day (7,700 kcal a kg)."))
        #expect(reply.text.hasSuffix("To check: :weight shows the trend weight and trend rate; :targets the planned rate; "
            + ":week the days logged, average intake and average target."))
        #expect(reply.text.count > progress(try await tooFast()).text.count)
    }

    @Test("the style sets the tone: supportive reassures, direct is straight, analytical shows its working")
    func styles() async throws {
        #expect(progress(try await tooFast(style: .supportive)).text.hasPrefix("No stress, Ana: this is fixable. You're losing"))
        #expect(progress(try await tooFast(style: .toughLove)).text.hasPrefix("Straight answer, Ana: You're losing"))
        let analytical = progress(try await tooFast(style: .analytical)).text
        #expect(analytical.hasPrefix("You're losing") && analytical.contains("On pace means within"))
        // Brief stays brief whatever the style.
        let brief = progress(try await tooFast(style: .supportive, detail: .brief)).text
        #expect(brief.hasPrefix("You're losing") && !brief.contains("\n"))
    }

    @Test("in pounds for an imperial user, rounded as :weight and :targets show them")
    func imperial() async throws {
        let reply = progress(try await tooFast(unit: .imperial))
        // 0.7 kg = 1.54 lb; 0.4 kg = 0.88 lb (to the hundredth below a pound, as :targets); 88 kg = 194 lb.
        #expect(reply.text.hasPrefix("You're losing 1.5 lb a week on the trend, faster than the 0.88 lb a week you planned."))
        #expect(reply.facts.first { $0.name == "trend weight" }?.text == "194 lb")
        #expect(!reply.text.contains(" kg"))
    }

    @Test("every number an answer states is in its text, with a command (or the food list) that shows it")
    func numbersAreFindable() async throws {
        let history = try await SituationHistory.make(detail: .detailed)
        try await history.weighIns(21, endingAt: 88, weeklyRate: -0.7)
        try await history.ate(week: [1495, 3000, 3100, 2900, 2000, 2000, 2000])
        let facts = try await history.facts()
        let requests = [
            SituationRequest(situation: .notLosing), SituationRequest(situation: .onTrack),
            SituationRequest(situation: .foodOut, food: ["pizza"]), SituationRequest(situation: .badDay),
            SituationRequest(situation: .scaleChange, statedChange: -3, statedUnit: .lb), SituationRequest(situation: .weekReview),
        ]
        let sources: Set<String> = [":weight", ":week", ":day", ":day yesterday", ":targets", ":plan", ":plan today", "the food list"]
        for request in requests {
            let reply = Self.situations.answer(request, facts: facts)
            #expect(!reply.facts.isEmpty, "\(request.situation)")
            for fact in reply.facts {
                #expect(sources.contains(fact.source.description), "\(request.situation): \(fact.name) from \(fact.source)")
                let number = fact.text.split(separator: " ").first { $0.first?.isNumber == true }.map(String.init) ?? fact.text
                #expect(reply.text.contains(number) || reply.text.contains(fact.text),
                        "\(request.situation): \(fact.name) \(fact.text) not in \(reply.text)")
            }
        }
    }
}
