@testable import Coach
@testable import CoachDomain
import LLM
import Testing

@Suite("Coach engine")
struct CoachEngineTests {
    let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam" })

    func engine(_ provider: any ChatProvider, rounds: Int = 4) -> CoachEngine {
        CoachEngine(provider: provider,
                    executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                    prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory),
                    today: { Fixtures.day }, options: CoachEngineOptions(maxToolRounds: rounds))
    }

    /// Collects events until the stream ends; returns them and the error it threw, if any.
    func drain(_ stream: AsyncThrowingStream<CoachEvent, any Error>) async -> ([CoachEvent], (any Error)?) {
        var events: [CoachEvent] = []
        do {
            for try await event in stream { events.append(event) }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }

    func texts(_ events: [CoachEvent]) -> [String] {
        events.compactMap { if case .text(let piece) = $0 { piece } else { nil } }
    }

    @Test("a tool call is executed, its result fed back, and the final text streamed")
    func toolLoop() async throws {
        let call = ToolCall(id: "t1", name: "log_food", arguments: #"{"description":"a banana"}"#)
        let provider = ScriptedTestProvider([
            .init(events: [.toolCall(call), .usage(Usage(inputTokens: 100, outputTokens: 10)), .done(.toolCalls)]),
            .init(events: [.text("Logged "), .text("your banana."), .usage(Usage(inputTokens: 150, outputTokens: 5)),
                           .done(.stop)]),
        ])
        let (events, error) = await drain(engine(provider).run(system: "SYSTEM", history: [.user("a banana")]))
        #expect(error == nil)
        #expect(texts(events) == ["Logged ", "your banana."])
        let activity = events.compactMap { if case .toolActivity(let a) = $0 { a } else { nil } }
        #expect(activity == [ToolActivity(toolName: "log_food", line: "Logged 1 banana (118 g): 105 kcal, 1.3 g protein",
                                          isError: false)])
        let messages = events.compactMap { if case .message(let m) = $0 { m } else { nil } }
        #expect(messages.map(\.role) == [.assistant, .tool, .assistant])
        #expect(messages[0].toolCalls == [call])
        #expect(messages[1].toolCallID == "t1")
        #expect(messages[2].content == "Logged your banana.")
        guard case .done(let completion) = events.last else { Issue.record("no done"); return }
        #expect(completion.usage == Usage(inputTokens: 250, outputTokens: 15))
        #expect(completion.toolRounds == 1)
        #expect(completion.text == "Logged your banana.")

        let requests = provider.requests
        #expect(requests.count == 2)
        #expect(requests[0].system == "SYSTEM")
        #expect(requests[0].tools.map(\.name) == CoachTools.all.map(\.name))
        #expect(requests[1].messages.count == 3)
        #expect(requests[1].messages.last?.role == .tool)
        #expect(requests[1].messages.last?.content.contains("\"ok\":true") == true)
        #expect(await store.nutrition.all.count == 1)
    }

    @Test("a stream failing after partial text is interrupted with the partial kept")
    func interrupted() async throws {
        let provider = ScriptedTestProvider([
            .init(events: [.text("Protein matters "), .text("because")], failure: .streamCut(provider: "openai")),
        ])
        let (events, error) = await drain(engine(provider).run(system: "S", history: [.user("protein?")]))
        #expect(texts(events) == ["Protein matters ", "because"])
        guard case .interrupted(let info) = events.last else { Issue.record("expected interrupted, got \(events)"); return }
        #expect(info.partialText == "Protein matters because")
        #expect(info.error == .streamCut(provider: "openai"))
        #expect(info.reason == "openai cut the stream off")
        #expect(error as? CoachEngineError == .interrupted(info))
        #expect(!events.contains { if case .done = $0 { true } else { false } })
    }

    @Test("a failure before anything arrives is rethrown unchanged")
    func failsEarly() async {
        let failure = LLMError.authentication(provider: "anthropic", status: 401, message: "bad key")
        let provider = ScriptedTestProvider([.init(events: [], failure: failure)])
        let (events, error) = await drain(engine(provider).run(system: "S", history: [.user("hi")]))
        #expect(events.isEmpty)
        #expect(error as? LLMError == failure)
    }

    @Test("tool rounds are capped; the last request offers no tools")
    func roundCap() async {
        let call = ToolCall(id: "t", name: "today_summary", arguments: "{}")
        let provider = ScriptedTestProvider([
            .init(events: [.toolCall(call), .done(.toolCalls)]),
            .init(events: [.toolCall(call), .done(.toolCalls)]),
            .init(events: [.text("Enough tools."), .done(.stop)]),
        ])
        let (events, error) = await drain(engine(provider, rounds: 2).run(system: "S", history: [.user("summary")]))
        #expect(error == nil)
        #expect(provider.requests.count == 3)
        #expect(provider.requests[2].tools.isEmpty)
        #expect(texts(events) == ["Enough tools."])
    }

    @Test("end to end with the offline coach")
    func offline() async throws {
        let offline = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
        let engine = engine(offline)
        let system = try await engine.renderSystemPrompt()
        #expect(system.contains("Sam"))
        let (events, error) = await drain(engine.run(system: system, history: [.user("200g chicken breast, 1 cup rice")]))
        #expect(error == nil)
        let reply = texts(events).joined()
        #expect(reply.hasPrefix("Got it, Sam. Logged 200 g chicken breast and 1 cup white rice (158 g): 535 kcal"))
        #expect(await store.nutrition.all.first?.items.count == 2)
        guard case .done(let completion) = events.last else { Issue.record("no done"); return }
        #expect(completion.toolRounds == 1)
        #expect(completion.usage.outputTokens > 0)
    }

    @Test("a session keeps the conversation and reports trimming")
    func session() async throws {
        let offline = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
        let old = (0..<30).flatMap { i in [ChatMessage.user("old question \(i) " + String(repeating: "x", count: 400)),
                                            ChatMessage.assistant("old answer \(i)")] }
        let conversation = ConversationManager(messages: old, tokenBudget: 2_000)
        let session = CoachSession(engine: engine(offline), conversation: conversation)
        let (events, error) = await drain(session.send("ate a banana"))
        #expect(error == nil)
        guard case .historyTrimmed(let dropped) = events.first else { Issue.record("expected trimming first"); return }
        #expect(dropped > 0)
        let messages = conversation.messages
        #expect(messages.count == 60 + 4)
        #expect(messages[60] == .user("ate a banana"))
        #expect(messages[61].toolCalls.first?.name == "log_food")
        #expect(messages[62].role == .tool)
        #expect(messages[63].role == .assistant)
    }
}

@Suite("Coach engine prompts")
struct CoachEnginePromptTests {
    @Test("a missing system prompt template is a clear error")
    func missingTemplate() async throws {
        let folder = try TemporaryFolder()
        let store = TestPorts()
        let engine = CoachEngine(provider: ScriptedTestProvider([]),
                                 executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                                 prompts: PromptLibrary(directory: folder.url), today: { Fixtures.day })
        await #expect(throws: PromptError.missingTemplate(name: "coach-system",
                                                          path: folder.url.appendingPathComponent("coach-system.md").path)) {
            _ = try await engine.renderSystemPrompt()
        }
    }
}

@Suite("Coach session")
struct CoachSessionTests {
    @Test("an interrupted reply keeps its partial text in the conversation")
    func interruptedKeepsPartial() async throws {
        let store = TestPorts()
        let provider = ScriptedTestProvider([
            .init(events: [.text("Sleep is "), .text("the cheapest")], failure: .timeout(provider: "ollama", phase: .idle)),
        ])
        let engine = CoachEngine(provider: provider,
                                 executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                                 prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory), today: { Fixtures.day })
        let conversation = ConversationManager(tokenBudget: 8_000)
        var events: [CoachEvent] = []
        var thrown: (any Error)?
        do {
            for try await event in CoachSession(engine: engine, conversation: conversation).send("tell me about sleep") {
                events.append(event)
            }
        } catch {
            thrown = error
        }
        guard case .interrupted(let info) = events.last else { Issue.record("expected interrupted, got \(events)"); return }
        #expect(info.reason == "ollama timed out waiting for more of the stream")
        #expect(thrown is CoachEngineError)
        #expect(conversation.messages == [.user("tell me about sleep"), .assistant("Sleep is the cheapest")])
        #expect(provider.requests.first?.system?.contains("# AirFit Coach") == true)
    }
}

@Suite("Coach components")
struct CoachComponentsTests {
    @Test("components wire an offline session from the resource root")
    func offlineSession() async throws {
        let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Ana"; $0[ProfileFields.coachingStyle] = .analytical })
        let components = try CoachComponents(root: TestPaths.root, ports: store.ports, today: { Fixtures.day })
        let session = components.session(provider: components.offlineProvider, tokenBudget: 8_000)
        var reply = ""
        for try await event in session.send("set protein goal to 150g") {
            if case .text(let piece) = event { reply += piece }
        }
        #expect(reply.hasPrefix("Goal updated. Your goal is now daily protein 150 g, set by hand (:targets reset returns to the formula)."))
        #expect(try await store.goals.goals() == [Goal(kind: .dailyProtein, target: 150)])
        #expect(throws: ResourceError.self) {
            try CoachComponents(root: TestPaths.root.appendingPathComponent("nowhere"), ports: store.ports, today: { Fixtures.day })
        }
    }
}

/// Streams one piece of text, then waits until the consumer goes away; reports that it was stopped.
final class HangingProvider: ChatProvider {
    let id = "hanging"
    let defaultModel = "hang"
    let stopped: AsyncStream<Void>
    private let signal: AsyncStream<Void>.Continuation

    init() {
        (stopped, signal) = AsyncStream.makeStream(of: Void.self)
    }

    func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let signal = signal
        return AsyncThrowingStream { continuation in
            continuation.yield(.text("partial"))
            continuation.onTermination = { _ in
                signal.yield()
                signal.finish()
            }
        }
    }
}

@Suite("Coach engine cancellation")
struct CoachEngineCancellationTests {
    @Test("cancelling the consumer stops the provider's stream")
    func cancel() async throws {
        let store = TestPorts()
        let provider = HangingProvider()
        let engine = CoachEngine(provider: provider,
                                 executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                                 prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory), today: { Fixtures.day })
        let (firstText, gotText) = AsyncStream.makeStream(of: String.self)
        let consumer = Task {
            for try await event in engine.run(system: "S", history: [.user("hi")]) {
                if case .text(let piece) = event { gotText.yield(piece) }
            }
        }
        var iterator = firstText.makeAsyncIterator()
        #expect(await iterator.next() == "partial")
        consumer.cancel()
        var stops = provider.stopped.makeAsyncIterator()
        let stopped: Void? = await stops.next()
        #expect(stopped != nil)
    }
}
