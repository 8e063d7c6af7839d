@testable import Coach
@testable import CoachDomain
import LLM
import Testing

@Suite("Offline coach provider")
struct OfflineCoachProviderTests {
    let store = TestPorts(profile: Profile.with {
        $0[ProfileFields.name] = "Sam"
        $0[ProfileFields.goal] = .loseFat
        $0[ProfileFields.coachingStyle] = .supportive
        $0[ProfileFields.detailLevel] = .balanced
        $0[ProfileFields.weight] = Mass(kilograms: 80)
    })
    var provider: OfflineCoachProvider {
        OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
    }
    var executor: ToolExecutor { ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }) }

    func collect(_ request: ChatRequest) async throws -> [ChatEvent] {
        var events: [ChatEvent] = []
        for try await event in provider.stream(request) { events.append(event) }
        return events
    }

    func text(_ events: [ChatEvent]) -> String {
        events.compactMap { if case .text(let piece) = $0 { piece } else { nil } }.joined()
    }

    @Test("a question about an exercise says what the list knows of it, how to log it and where it shows")
    func exerciseQuestion() async throws {
        let reply = text(try await collect(ChatRequest(messages: [.user("how do I do a romanian deadlift?")], tools: CoachTools.all)))
        #expect(reply.hasPrefix("**Romanian deadlift**: a strength exercise for the hamstrings, glutes and lower back "
            + "(equipment: barbell and dumbbell)."), "\(reply)")
        #expect(reply.contains("(\"romanian deadlift 3x8 60kg\")") && reply.contains("`:progress romanian deadlift`"), "\(reply)")
        let plank = text(try await collect(ChatRequest(messages: [.user("tell me about planks")], tools: CoachTools.all)))
        #expect(plank.contains("bodyweight exercise") && plank.contains("no equipment needed") && plank.contains("plank 3x10"), "\(plank)")
    }

    @Test("identity")
    func identity() {
        #expect(provider.id == "offline")
        #expect(provider.defaultModel == "offline-coach")
    }

    @Test("an actionable line with tools becomes a tool call")
    func toolCall() async throws {
        let request = ChatRequest(system: "sys", messages: [.user("I had 2 eggs and a slice of toast")], tools: CoachTools.all)
        let events = try await collect(request)
        try #require(events.count == 3)
        guard case .toolCall(let call) = events[0] else { Issue.record("expected a tool call, got \(events[0])"); return }
        #expect(call.name == "log_food")
        #expect(try call.parsedArguments()["description"] == "2 eggs and a slice of toast")
        guard case .usage(let usage) = events[1] else { Issue.record("expected usage"); return }
        #expect(usage.inputTokens > 0)
        #expect(events[2] == .done(.toolCalls))
    }

    @Test("tool call, then a coaching reply that uses the result, the goals and the profile")
    func toolThenReply() async throws {
        try await store.goals.setGoal(Goal(kind: .dailyProtein, target: 150))
        let user = ChatMessage.user("I had 2 eggs and a slice of toast")
        let first = try await collect(ChatRequest(messages: [user], tools: CoachTools.all))
        guard case .toolCall(let call) = first.first else { Issue.record("no tool call"); return }
        let result = await executor.execute(call)
        let messages = [user, .assistant("", toolCalls: [call]), result.message]
        let events = try await collect(ChatRequest(messages: messages, tools: CoachTools.all))
        let chunks = events.filter { if case .text = $0 { true } else { false } }
        #expect(chunks.count > 3, "the reply streams in several chunks")
        #expect(events.last == .done(.stop))
        guard case .usage(let usage) = events[events.count - 2] else { Issue.record("expected usage before done"); return }
        let reply = text(events)
        #expect(usage.outputTokens == TokenEstimator.estimate(reply))
        #expect(reply.hasPrefix("Nice work, Sam! Logged 2 eggs (100 g) and 1 slice white bread (27 g): 215 kcal"))
        #expect(reply.contains("protein 14.7 / 150 g (135.3 g to go)"))
        #expect(reply.contains("Protein is the one to watch"))
        #expect(reply.contains("chicken breast"))
    }

    @Test("a fact about the user goes through update_profile, and later answers use it")
    func profileFact() async throws {
        let user = ChatMessage.user("I weigh 80 kg")
        let first = try await collect(ChatRequest(messages: [user], tools: CoachTools.all))
        guard case .toolCall(let call) = first.first else { Issue.record("no tool call"); return }
        #expect(call.name == "update_profile")
        #expect(try call.parsedArguments() == ["weight": 80])
        let result = await executor.execute(call)
        let events = try await collect(ChatRequest(messages: [user, .assistant("", toolCalls: [call]), result.message], tools: CoachTools.all))
        let reply = events.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
        #expect(reply.contains("Noted: weight 80 kg.") && reply.contains("Your daily targets: 176 g protein."))
        let answer = try await collect(ChatRequest(messages: [.user("how much protein should I eat?")], tools: CoachTools.all))
        let text = answer.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
        #expect(text.contains("At 80 kg that's roughly 128–176 g a day for you."))
        let about = try await collect(ChatRequest(messages: [.user("what do you know about me?")], tools: CoachTools.all))
        let profile = about.compactMap { if case .text(let text) = $0 { text } else { nil } }.joined()
        #expect(profile.contains("- Weight: 80 kg"))
    }

    @Test("same input twice gives identical events")
    func deterministic() async throws {
        try await store.goals.setGoal(Goal(kind: .dailyKcal, target: 2200))
        _ = await executor.execute(ToolCall(id: "x", name: "log_food", arguments: #"{"description":"a banana"}"#))
        let requests = [
            ChatRequest(messages: [.user("how much protein should I eat?")], tools: CoachTools.all),
            ChatRequest(messages: [.user("how am I doing today?")]),
            ChatRequest(messages: [.user("squat 3x5 100kg")], tools: CoachTools.all),
            ChatRequest(messages: [.user("hello")]),
            ChatRequest(messages: [.user("blorp")]),
        ]
        for request in requests {
            let once = try await collect(request)
            let twice = try await collect(request)
            #expect(once == twice)
            #expect(!once.isEmpty)
        }
    }

    @Test("coaching questions are answered from the library, personalised")
    func question() async throws {
        let events = try await collect(ChatRequest(messages: [.user("how much protein should I eat?")], tools: CoachTools.all))
        #expect(!events.contains { if case .toolCall = $0 { true } else { false } })
        let reply = text(events)
        // The advice with its examples filled for a profile without a diet: the first four.
        #expect(reply.hasPrefix("Good question, Sam. Protein is the one macro I'd ask you to hit every day."))
        #expect(reply.contains("Easy anchors that fit how you eat: eggs at breakfast; Greek yogurt or skyr at breakfast; a palm or two "
            + "of chicken or turkey at lunch and dinner; fish such as salmon, cod or tuna."))
        #expect(reply.contains("At 80 kg that's roughly 128–176 g a day for you."))
        #expect(reply.contains("Your next step: build each meal"))
    }

    @Test("style and detail level change the reply")
    func styles() async throws {
        try await store.profiles.saveProfile(Profile.with { $0[ProfileFields.name] = "Alex"; $0[ProfileFields.coachingStyle] = .toughLove; $0[ProfileFields.detailLevel] = .brief })
        let reply = text(try await collect(ChatRequest(messages: [.user("how should I warm up?")])))
        let entry = try #require(Fixtures.library.entry(id: "warm-up"))
        #expect(reply == "Straight answer, Alex: " + entry.brief)
    }

    @Test("without tools, a food line is estimated and not logged")
    func noTools() async throws {
        let reply = text(try await collect(ChatRequest(messages: [.user("I ate a banana")])))
        #expect(reply.hasPrefix("1 banana (118 g) comes to about 105 kcal"))
        #expect(reply.contains("Not logged"))
        #expect(await store.nutrition.all.isEmpty)
    }

    @Test("tool errors are explained")
    func toolError() async throws {
        let call = ToolCall(id: "c", name: "log_food", arguments: #"{"description":"three flibbertigibbets"}"#)
        let result = await executor.execute(call)
        let reply = text(try await collect(ChatRequest(messages: [.user("x"), .assistant("", toolCalls: [call]), result.message],
                                                       tools: CoachTools.all)))
        #expect(reply.hasPrefix("I couldn't log that: no food I know in \"three flibbertigibbets\" — give a common food name"))
    }

    @Test("workout and goal replies")
    func workoutAndGoal() async throws {
        try await store.goals.setGoal(Goal(kind: .weeklyWorkouts, target: 4))
        let workout = ToolCall(id: "w", name: "log_workout", arguments: #"{"description":"squat 3x5 100kg"}"#)
        let workoutResult = await executor.execute(workout)
        let workoutReply = text(try await collect(ChatRequest(
            messages: [.user("squat 3x5 100kg"), .assistant("", toolCalls: [workout]), workoutResult.message])))
        #expect(workoutReply.hasPrefix("Great session, Sam! Logged back squat 3×5 @ 100 kg (1,500 kg volume, estimated 1RM 116.7 kg)."))
        #expect(workoutReply.contains("That's 1 training day this week out of 4 — 3 to go."))

        let goal = ToolCall(id: "g", name: "update_profile", arguments: #"{"goal":"gain_muscle"}"#)
        let goalResult = await executor.execute(goal)
        let goalReply = text(try await collect(ChatRequest(
            messages: [.user("I want to build muscle"), .assistant("", toolCalls: [goal]), goalResult.message])))
        let entry = try #require(Fixtures.library.entry(id: "muscle-gain"))
        #expect(goalReply.hasPrefix("Noted: goal gain muscle."))
        #expect(goalReply.contains(entry.brief))
    }

    @Test("chunks join back to the text")
    func chunks() {
        let text = "One two three four five six seven eight nine ten.\n\nEleven twelve."
        let chunks = OfflineCoachProvider.chunks(of: text, size: 10)
        #expect(chunks.joined() == text)
        #expect(chunks.count > 3)
    }
}

@Suite("Offline coach provider limits")
struct OfflineCoachProviderLimitTests {
    @Test("structured-output requests are refused, not faked")
    func structured() async {
        let provider = OfflineCoachProvider(resources: Fixtures.resources, ports: TestPorts().ports, today: { Fixtures.day })
        let request = ChatRequest(messages: [.user("a plate of jollof rice")], responseSchema: NutritionExtraction.schema)
        do {
            for try await _ in provider.stream(request) {}
            Issue.record("expected an error")
        } catch let error as LLMError {
            guard case .notConfigured(let id, let hint) = error else { Issue.record("wrong error \(error)"); return }
            #expect(id == "offline")
            #expect(hint.contains("structured output (nutrition)"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
