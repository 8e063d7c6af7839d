import LLM
import Testing

@Suite("Orchestrator attempt budget and deadline")
struct BudgetAndDeadlineTests {
    static let boom = LLMError.server(provider: "x", status: 500, retryAfter: nil, message: "boom")

    @Test("retries do not multiply across fallbacks: the budget is shared by the whole turn")
    func budgetShared() async throws {
        let a = TestProvider("a", [.fail(Self.boom)])
        let b = TestProvider("b", [.fail(Self.boom)])
        let c = TestProvider("c", [.fail(Self.boom)])
        let policy = OrchestratorPolicy(attemptBudget: 6, maxAttemptsPerChoice: 3, cooldownThreshold: 100)
        let orchestrator = try makeOrchestrator(["a", "b", "c"], providers: [a, b, c], policy: policy)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(a.callCount + b.callCount + c.callCount == 6)
        // every choice still gets its first attempt
        #expect(a.callCount == 3 && b.callCount == 2 && c.callCount == 1)
        guard case .allFailed(let failures, _)? = log.turnError else {
            Issue.record("expected allFailed, got \(String(describing: log.error))")
            return
        }
        #expect(failures.map(\.choice.provider) == ["a", "b", "c"])
    }

    @Test("a budget smaller than the choices ends the turn with a clear error")
    func budgetExhausted() async throws {
        let a = TestProvider("a", [.fail(Self.boom)])
        let b = TestProvider("b", [.fail(Self.boom)])
        let c = TestProvider("c", [.text("never")])
        let policy = OrchestratorPolicy(attemptBudget: 2, maxAttemptsPerChoice: 3, cooldownThreshold: 100)
        let orchestrator = try makeOrchestrator(["a", "b", "c"], providers: [a, b, c], policy: policy)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(a.callCount == 1 && b.callCount == 1 && c.callCount == 0)
        guard case .attemptBudgetExhausted(let attempts, let last)? = log.turnError else {
            Issue.record("expected attemptBudgetExhausted, got \(String(describing: log.error))")
            return
        }
        #expect(attempts == 2)
        #expect(last?.choice.provider == "b")
        #expect(log.turnError?.userMessage.hasPrefix("Gave up after 2 attempts.") == true)
    }

    @Test("the deadline is shared by retries and fallbacks")
    func deadlineAcrossRetries() async throws {
        let clock = ManualClock()
        let slow = TestProvider("openai", [.custom { _, _ in
            clock.advance(by: .seconds(40))
            throw LLMError.server(provider: "openai", status: 502, retryAfter: nil, message: "bad gateway")
        }])
        let offline = TestProvider("offline", [.text("too late")])
        let policy = OrchestratorPolicy(deadline: .seconds(90), cooldownThreshold: 100)
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [slow, offline], clock: clock, policy: policy)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(slow.callCount == 3)
        #expect(offline.callCount == 0)
        guard case .deadlineExceeded(let limit, _)? = log.turnError else {
            Issue.record("expected deadlineExceeded, got \(String(describing: log.error))")
            return
        }
        #expect(limit == .seconds(90))
        #expect(log.turnError?.userMessage.hasPrefix("No reply within 90 s.") == true)
    }

    @Test("a provider that never sends a first token is cut at the deadline", .timeLimit(.minutes(1)))
    func deadlineCutsHangingProvider() async throws {
        let clock = ManualClock()
        let stuck = TestProvider("openai", [.custom { _, _ in
            clock.advance(by: .seconds(91))
            try await Task.sleep(for: .seconds(3600))
        }])
        let orchestrator = try makeOrchestrator(["openai"], providers: [stuck], clock: clock,
                                                policy: OrchestratorPolicy(deadline: .seconds(90)))
        let log = await collect(orchestrator.run(.chat, hello))
        guard case .deadlineExceeded? = log.turnError else {
            Issue.record("expected deadlineExceeded, got \(String(describing: log.error))")
            return
        }
        #expect(stuck.callCount == 1)
    }

    @Test("the deadline does not cut a reply that has started", .timeLimit(.minutes(1)))
    func deadlineSparesStartedReply() async throws {
        let clock = ManualClock()
        let long = TestProvider("openai", [.custom { _, continuation in
            continuation.yield(.text("A long "))
            clock.advance(by: .seconds(120))
            continuation.yield(.text("answer."))
            continuation.yield(.done(.stop))
        }])
        let orchestrator = try makeOrchestrator(["openai"], providers: [long], clock: clock,
                                                policy: OrchestratorPolicy(deadline: .seconds(90)))
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.error == nil)
        #expect(log.text == "A long answer.")
        #expect(log.finished?.reason == .stop)
    }
}
