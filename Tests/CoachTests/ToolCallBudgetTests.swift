@testable import CoachDomain
import LLM
import Testing
@testable import Coach

/// Issue 18, item 1: a model asking for a thousand tool calls in one reply gets a bounded
/// number run; the rest are neither run nor kept, and the user and the model are told.
@Suite("Tool calls within a turn are bounded")
struct ToolCallBudgetTests {
    let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam" })

    func engine(_ provider: any ChatProvider) -> CoachEngine {
        CoachEngine(provider: provider,
                    executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                    prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory), today: { Fixtures.day })
    }

    func drain(_ stream: AsyncThrowingStream<CoachEvent, any Error>) async -> [CoachEvent] {
        var events: [CoachEvent] = []
        do { for try await event in stream { events.append(event) } } catch { Issue.record("the turn failed: \(error)") }
        return events
    }

    static func calls(_ count: Int, name: String, arguments: String, round: Int) -> [ChatEvent] {
        (0..<count).map { .toolCall(ToolCall(id: "r\(round)-\($0)", name: name, arguments: arguments)) } + [.done(.toolCalls)]
    }

    @Test("1,000 log_food calls in one reply: 12 run and are kept, the user and the model hear about the other 988")
    func aThousandCallsInOneReply() async {
        let provider = ScriptedTestProvider([
            .init(events: Self.calls(1000, name: "log_food", arguments: #"{"description":"a banana"}"#, round: 1)),
            .init(events: [.text("Done."), .done(.stop)]),
        ])
        let events = await drain(engine(provider).run(system: "S", history: [.user("bananas")]))
        #expect(await store.nutrition.all.count == 12)
        let messages = events.compactMap { if case .message(let m) = $0 { m } else { nil } }
        #expect(messages.first?.toolCalls.count == 12, "only the calls run are kept in the conversation")
        #expect(messages.filter { $0.role == .tool }.count == 12)
        let lastResult = try? JSONValue(parsing: messages.last { $0.role == .tool }?.content ?? "")
        #expect(lastResult?["note"]?.stringValue?.hasPrefix("988 more tool calls were not run: at most 12") == true)
        #expect(lastResult?["ok"] == .bool(true), "the note is added beside the result, which stays whole")
        let refused = events.compactMap { if case .toolActivity(let a) = $0, a.isError { a.line } else { nil } }
        #expect(refused == ["the reply asked for 1000 tool calls at once; the first 12 ran and the other 988 did not "
            + "(at most 12 at once and 24 in one reply)"])
        // The model read 12 results, never 1,000.
        #expect(provider.requests[1].messages.filter { $0.role == .tool }.count == 12)
    }

    @Test("500 log_weight calls per reply, three replies: 24 run in the turn, then no tools are offered")
    func manyCallsOverSeveralRounds() async {
        let arguments = #"{"weight":80,"unit":"kg"}"#
        let provider = ScriptedTestProvider([
            .init(events: Self.calls(500, name: "log_weight", arguments: arguments, round: 1)),
            .init(events: Self.calls(500, name: "log_weight", arguments: arguments, round: 2)),
            .init(events: Self.calls(500, name: "log_weight", arguments: arguments, round: 3)),
            .init(events: [.text("Logged."), .done(.stop)]),
        ])
        let events = await drain(engine(provider).run(system: "S", history: [.user("weigh")]))
        let ran = events.compactMap { if case .toolActivity(let a) = $0, a.toolName == "log_weight" { a } else { nil } }
        #expect(ran.count == 24)
        #expect(provider.requests.count == 3)
        #expect(provider.requests.map { $0.tools.isEmpty } == [false, false, true], "the turn's 24 calls are spent after two replies")
        // The third reply asks for tools that are not offered: it is taken as the answer, and nothing more runs.
        guard case .done(let completion) = events.last else { Issue.record("no done"); return }
        #expect(completion.toolRounds == 2)
    }

    @Test("a reply within the bound is run whole, without a note")
    func withinTheBound() async {
        let provider = ScriptedTestProvider([
            .init(events: Self.calls(3, name: "log_food", arguments: #"{"description":"an apple"}"#, round: 1)),
            .init(events: [.text("Done."), .done(.stop)]),
        ])
        let events = await drain(engine(provider).run(system: "S", history: [.user("apples")]))
        #expect(await store.nutrition.all.count == 3)
        #expect(!events.contains { if case .toolActivity(let a) = $0 { a.isError } else { false } })
        #expect(provider.requests[1].messages.allSatisfy { !$0.content.contains("\"note\"") })
    }
}

/// Issue 18, item 8: what a turn reads is bounded. A day holds at most 50 meals and 20 workouts
/// (each turn reads the day, and the system prompt lists its meals), and the conversation held
/// in memory is at most twice the budget, its older turns counted as dropped.
@Suite("What a turn reads is bounded")
struct TurnBoundsTests {
    @Test("the 51st meal and the 21st workout of a day are refused, saying why")
    func dayCaps() async throws {
        let store = TestPorts()
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        for index in 1...51 {
            let result = await executor.execute(ToolCall(id: "f\(index)", name: "log_food", arguments: #"{"description":"an apple"}"#))
            #expect(result.isError == (index == 51), "meal \(index): \(result.summary)")
            if index == 51 {
                #expect(result.summary.contains("\(Fixtures.day.iso) already holds 50 meals, the most a day may hold"), "\(result.summary)")
            }
        }
        #expect(await store.nutrition.all.count == 50)
        for index in 1...21 {
            let result = await executor.execute(ToolCall(id: "w\(index)", name: "log_workout", arguments: #"{"description":"20 push-ups"}"#))
            #expect(result.isError == (index == 21), "workout \(index): \(result.summary)")
        }
        #expect(await store.workouts.all.count == 20)
    }

    @Test("the conversation held is at most twice the budget; what is forgotten counts as dropped turns")
    func conversationHeldIsBounded() {
        let manager = ConversationManager(tokenBudget: 1_000)
        // Each turn: a user message and a reply of 400 characters (about 100 tokens) each.
        for index in 0..<200 {
            manager.append(.user("q\(index) " + String(repeating: "x", count: 396)))
            manager.append(.assistant("a\(index) " + String(repeating: "y", count: 396)))
        }
        let held = manager.messages.reduce(0) { $0 + TokenEstimator.estimate($1) }
        #expect(held <= 2_000, "held \(held) tokens")
        #expect(manager.messages.last?.content.hasPrefix("a199 ") == true)
        #expect(manager.messages.first?.role == .user, "whole turns are forgotten")
        let window = manager.window(systemPrompt: "")
        #expect(window.droppedTurns + window.messages.count / 2 == 200, "every turn is counted: sent or dropped")
        #expect(window.messages.count == 8, "4 turns of about 200 tokens fit 1,000 with their estimates")
    }
}
