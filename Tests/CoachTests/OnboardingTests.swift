import LLM
import Testing
@testable import Coach

@Suite("Onboarding")
struct OnboardingTests {
    @Test("topics come in order, skip what the profile answers, and are found by their question")
    func topics() {
        let profile = Profile(name: "Sam", motivation: "a wedding", bodyWeightKg: 80)
        #expect(OnboardingTopic.next(after: nil, in: profile) == .goal)
        #expect(OnboardingTopic.next(after: .goal, in: profile) == .activityLevel)
        #expect(OnboardingTopic.next(after: .detailLevel, in: profile) == nil)
        #expect(OnboardingTopic.asked(in: "Noted your goal.\n\n" + OnboardingTopic.schedule.question) == .schedule)
        #expect(OnboardingTopic.asked(in: "What should I call you? Anyway, here's a tip.") == nil)
        #expect(OnboardingTopic.goal.previous == .name && OnboardingTopic.name.previous == nil)
        #expect(Set(OnboardingTopic.allCases.map(\.question)).count == OnboardingTopic.allCases.count)
    }

    @Test("answers: commands, names, weights, free text; questions and logs are not answers")
    func answers() {
        let parser = IntentParser(resources: Fixtures.resources)
        func read(_ line: String, _ topic: OnboardingTopic) -> OnboardingReply {
            OnboardingAnswer.read(line, topic: topic, intent: parser.parse(line))
        }
        #expect(read("skip", .goal) == .skip)
        #expect(read("go back", .goal) == .back)
        #expect(read("maybe later", .goal) == .stop)
        #expect(read("sam", .name) == .answer(["name": "Sam"]))
        #expect(read("it's Sam Jones", .name) == .answer(["name": "Sam Jones"]))
        #expect(read("my name is Ana", .name) == .answer(["name": "Ana"]))
        #expect(read("hi", .name) == .unclear)
        #expect(read("82 kg", .bodyWeight) == .answer(["body_weight": 82, "weight_unit": "kg"]))
        #expect(read("I weigh 176 lbs", .bodyWeight) == .answer(["body_weight": 176, "weight_unit": "lb"]))
        #expect(read("quite heavy", .bodyWeight) == .unclear)
        #expect(read("lose 5 kg before summer", .goal) == .answer(["goal": "lose 5 kg before summer"]))
        #expect(read("beginner", .experience) == .answer(["experience": "beginner"]))
        #expect(read("no dairy, lots of eggs", .diet) == .answer(["diet": "no dairy, lots of eggs"]))
        #expect(read("how much protein should I eat?", .schedule) == .elsewhere)
        #expect(read("I had 2 eggs", .schedule) == .elsewhere)
        #expect(read("squat 3x5 100kg", .experience) == .elsewhere)
        #expect(read("I weigh 80 kg", .goal) == .elsewhere, "a fact about another topic is saved as itself")
    }

    @Test("a conversation: start, answer, skip, back, a question in between, resume, wrap-up")
    func conversation() async throws {
        let store = TestPorts()
        let provider = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        var history: [ChatMessage] = []
        func say(_ line: String) async throws -> String {
            history.append(.user(line))
            var reply = ""
            while true {
                var calls: [ToolCall] = []
                for try await event in provider.stream(ChatRequest(messages: history, tools: CoachTools.all)) {
                    if case .text(let piece) = event { reply += piece }
                    if case .toolCall(let call) = event { calls.append(call) }
                }
                guard !calls.isEmpty else { break }
                history.append(.assistant("", toolCalls: calls))
                for call in calls { history.append(await executor.execute(call).message) }
            }
            history.append(.assistant(reply))
            return reply
        }

        #expect(try await say("set up my profile").hasSuffix(OnboardingTopic.name.question))
        #expect(try await say("sam").hasSuffix(OnboardingTopic.goal.question))
        #expect(try await say("build muscle").hasSuffix(OnboardingTopic.motivation.question))
        #expect(try await say("skip").hasSuffix(OnboardingTopic.bodyWeight.question))
        #expect(try await say("back") == OnboardingTopic.motivation.question)
        #expect(try await say("feel strong again").hasSuffix(OnboardingTopic.bodyWeight.question))
        #expect(try await say("lots").hasSuffix("I didn't catch that. " + OnboardingTopic.bodyWeight.question))
        let detour = try await say("how much protein should I eat?")
        #expect(detour.contains("protein") && OnboardingTopic.asked(in: detour) == nil)
        #expect(try await say("set up my profile").hasSuffix(OnboardingTopic.bodyWeight.question))
        #expect(try await say("later").contains("set up my profile"))

        let profile = try #require(try await store.profiles.loadProfile())
        #expect(profile.name == "Sam" && profile.goal == "build muscle" && profile.motivation == "feel strong again")
        #expect(profile.bodyWeightKg == nil)

        for (line, topic) in [("set up my profile", OnboardingTopic.bodyWeight), ("80", .activityLevel), ("on my feet", .schedule),
                              ("mornings", .experience), ("2 years", .equipment), ("full gym", .diet), ("none", .coachingStyle),
                              ("numbers first", .detailLevel)] {
            #expect(try await say(line).hasSuffix(topic.question), "after \(line)")
        }
        let wrapUp = try await say("the full detail")
        #expect(wrapUp.contains("That's everything I wanted to ask.") && wrapUp.contains("- Body weight: 80 kg"))
        #expect(try await store.profiles.loadProfile()?.detailLevel == "the full detail")
        #expect(try await say("set up my profile").contains("That covers the basics."))
    }
}
