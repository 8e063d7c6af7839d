import CoachDomain
import CoachLanguage
import LLM
import Testing
@testable import Coach

/// The answer to a question the coach cannot answer: what it can do about that question's topic.
@Suite("Situations: the topic fallback")
struct TopicFallbackTests {
    func fallback(_ line: String) -> String {
        let utterance = Fixtures.resources.language.read(line)
        let namesFood = !NutritionParser(foods: Fixtures.foods, language: Fixtures.resources.language).parse(line).items.isEmpty
        return TopicFallback.reply(to: line, topic: TopicFallback.topic(of: utterance, namesFood: namesFood), unit: .kg)
    }

    @Test("a question it cannot answer gets what it can do about that topic")
    func topics() {
        #expect(fallback("is creatine worth it for my workouts?").contains("About training I can show your plan (:plan)"))
        #expect(fallback("what's my metabolism like?").contains("About your targets I can show them"))
        #expect(fallback("why do I wake up at 3am, is it my sleep?").contains("About sleep and recovery"))
        #expect(fallback("is the scale lying to me?").contains("About your weight I can log a weigh-in"))
        #expect(fallback("are carbs bad at night?").contains("About food I can log what you eat"))
        // A food of the list, with no topic word: food.
        #expect(fallback("oatmeal and granola?").contains("About food"))
        #expect(fallback("blorp") == "I didn't follow \"blorp\". Ask me about what you eat, your training, your weight or your "
            + "sleep, and I'll answer from your log (help lists everything).")
    }

    @Test("never the same list: each topic's offer is its own")
    func distinct() {
        let offers = Topic.allCases.map { TopicFallback.offer($0, unit: .kg) }
        #expect(Set(offers).count == Topic.allCases.count)
        #expect(TopicFallback.offer(.training, unit: .lb).contains("squat 3x5 225lb"))
    }

    @Test("the offline coach answers a line it cannot read with its topic's offer, in the user's units")
    func offline() async throws {
        let profile = Profile.with { $0[ProfileFields.units] = .imperial }
        let coach = OfflineCoachProvider(resources: Fixtures.resources, ports: TestPorts(profile: profile).ports, today: { Fixtures.day })
        let events = try await coach.reply(to: ChatRequest(messages: [.user("what is your favourite gym song?")], tools: CoachTools.all))
        let text = events.compactMap { event -> String? in
            if case .text(let chunk) = event { return chunk }
            return nil
        }.joined()
        #expect(text.hasPrefix("I can't answer \"what is your favourite gym song?\" yet. About training I can show your plan"))
        #expect(text.contains("squat 3x5 225lb"))
    }
}
