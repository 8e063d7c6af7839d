import LLM
import Synchronization
import Testing

@Suite("The ChatProvider facade over the orchestrator")
struct FacadeTests {
    @Test("it forwards text, tool calls, usage and done, and reports notices through the callback")
    func forwards() async throws {
        let call = ToolCall(id: "c1", name: "log_food", arguments: "{}")
        let openai = TestProvider("openai", [
            .fail(.rateLimited(provider: "openai", retryAfter: .seconds(1), message: "")),
            .reply([.text("Logging."), .toolCall(call), .usage(Usage(inputTokens: 3, outputTokens: 2)), .done(.toolCalls)]),
        ])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini", "offline"], providers: [openai])
        let notices = Mutex<[TurnNotice]>([])
        let provider = orchestrator.provider(for: .chat) { notice in notices.withLock { $0.append(notice) } }
        #expect(provider.id == "openai")
        #expect(provider.defaultModel == "gpt-4o-mini")
        var events: [ChatEvent] = []
        for try await event in provider.stream(hello) { events.append(event) }
        #expect(events == [.text("Logging."), .toolCall(call), .usage(Usage(inputTokens: 3, outputTokens: 2)), .done(.toolCalls)])
        #expect(notices.withLock { $0.count } == 1)
    }

    @Test("an interrupted reply throws TurnError.interrupted after the partial text")
    func throwsOnInterruption() async throws {
        let openai = TestProvider("openai", [.partialThenFail([.text("Half")], .streamCut(provider: "openai"))])
        let provider = try makeOrchestrator(["openai"], providers: [openai]).provider(for: .chat)
        var text = ""
        var thrown: (any Error)?
        do {
            for try await event in provider.stream(hello) {
                if case .text(let piece) = event { text += piece }
            }
        } catch {
            thrown = error
        }
        #expect(text == "Half")
        guard case .interrupted(let interruption)? = thrown as? TurnError else {
            Issue.record("expected TurnError.interrupted, got \(String(describing: thrown))")
            return
        }
        #expect(interruption.partial.text == "Half")
    }

    @Test("a turn no provider could start throws the TurnError")
    func throwsTurnError() async throws {
        let provider = try makeOrchestrator(["gemini"], providers: []).provider(for: .chat)
        await #expect(throws: TurnError.self) {
            for try await _ in provider.stream(hello) {}
        }
    }
}
