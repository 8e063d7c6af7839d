import LLM
import Testing

@Suite("Orchestrator cooldown")
struct CooldownTests {
    static let boom = LLMError.server(provider: "openai", status: 503, retryAfter: nil, message: "unavailable")

    @Test("a provider that keeps failing cools down and is skipped on the next turn")
    func coolingProviderSkipped() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(Self.boom)])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        let first = await collect(orchestrator.run(.chat, hello))
        #expect(first.text == "ok")
        #expect(openai.callCount == 3)
        #expect(first.notices.contains(.coolingDown(provider: "openai", duration: .seconds(60))))

        let second = await collect(orchestrator.run(.chat, hello))
        #expect(second.text == "ok")
        #expect(openai.callCount == 3, "a cooling provider is not called")
        #expect(second.notices.first == .skippedCooling(provider: "openai", backIn: .seconds(60)))
        #expect(orchestrator.health().first?.summary.hasPrefix("cooling down, back in 60 s (") == true)
    }

    @Test("when every choice is cooling the turn fails at once, saying when the first comes back")
    func everythingCooling() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(Self.boom)])
        let gemini = TestProvider("gemini", [.fail(.overloaded(provider: "gemini", retryAfter: nil, message: ""))])
        let policy = OrchestratorPolicy(attemptBudget: 6, maxAttemptsPerChoice: 3, backoffBase: .milliseconds(500),
                                        cooldownThreshold: 3, cooldownBase: .seconds(60))
        let orchestrator = try makeOrchestrator(["openai", "gemini"], providers: [openai, gemini], clock: clock, policy: policy)
        let first = await collect(orchestrator.run(.chat, hello))
        guard case .allFailed? = first.turnError else {
            Issue.record("expected allFailed, got \(String(describing: first.error))")
            return
        }
        // openai: 3 failures, cools; gemini: 3 failures, cools.
        #expect(openai.callCount == 3 && gemini.callCount == 3)
        clock.advance(by: .seconds(18))

        let second = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 3 && gemini.callCount == 3, "nothing is called while everything cools")
        guard case let .allCoolingDown(provider, backIn, cause)? = second.turnError else {
            Issue.record("expected allCoolingDown, got \(String(describing: second.error))")
            return
        }
        #expect(provider == "openai")
        #expect(backIn < .seconds(43) && backIn > .seconds(40))
        #expect(cause == .failures(3, serverAsked: nil))
        let message = second.turnError?.userMessage ?? ""
        #expect(message.hasPrefix("All providers are cooling down; openai failed 3 times in a row and is back in 42 s, at "))
        #expect(message.hasSuffix(". `:provider openai` or `:providers --reset` ends it now."))
    }

    @Test("a cooldown one long retry-after started says so, not repeated failures")
    func coolingBecauseTheServerAsked() async throws {
        let clock = ManualClock()
        let limited = LLMError.rateLimited(provider: "openai", retryAfter: .seconds(1200), message: "slow down")
        let openai = TestProvider("openai", [.fail(limited)])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai], clock: clock)
        _ = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 1, "a wait longer than a turn can give is not retried")
        clock.advance(by: .seconds(60))
        let second = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 1)
        guard case let .allCoolingDown(provider, backIn, cause)? = second.turnError else {
            Issue.record("expected allCoolingDown, got \(String(describing: second.error))")
            return
        }
        #expect(provider == "openai" && backIn == .seconds(840))
        #expect(cause == .serverAsked(.seconds(1200)), "what the server asked, though the cooldown stops at 15 min")
        let message = second.turnError?.userMessage ?? ""
        #expect(message.hasPrefix("All providers are cooling down; openai asked to wait 20 min (retry-after) and is back in 14 min, at "),
                "\(message)")
        #expect(!message.contains("repeated failures"))
    }

    @Test("a cooldown after failures that each asked for a short wait names both")
    func coolingAfterShortRetryAfters() {
        let message = TurnError.allCoolingDown(provider: "openai", backIn: .seconds(1),
                                               cause: .failures(3, serverAsked: .seconds(1))).userMessage
        #expect(message.hasPrefix("All providers are cooling down; openai failed 3 times in a row, the last asking to wait 1.0 s "
            + "(retry-after), and is back in 1.0 s, at "), "\(message)")
    }

    @Test("after the cooldown the provider is tried again; one more failure cools it for longer")
    func cooldownGrows() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(Self.boom)])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai], clock: clock)
        _ = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 3)
        clock.advance(by: .seconds(61))
        let again = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 4, "one probe, then it cools again")
        #expect(again.notices.contains(.coolingDown(provider: "openai", duration: .seconds(120))))
    }

    @Test("clearing the cooldown makes the provider available again at once")
    func clearCooldown() async throws {
        let openai = TestProvider("openai", [.fail(Self.boom), .fail(Self.boom), .fail(Self.boom), .text("back")])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        _ = await collect(orchestrator.run(.chat, hello))
        #expect(orchestrator.health().first?.backIn != nil)
        orchestrator.clearCooldown("openai")
        #expect(await collect(orchestrator.run(.chat, hello)).text == "back")
    }

    @Test("a success clears the failures")
    func successClears() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(Self.boom), .fail(Self.boom), .text("ok"), .fail(Self.boom), .text("ok")])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai], clock: clock)
        #expect(await collect(orchestrator.run(.chat, hello)).text == "ok")
        #expect(await collect(orchestrator.run(.chat, hello)).text == "ok")
        #expect(orchestrator.health().isEmpty)
    }

    @Test("authentication failures do not cool a provider down (the key is wrong, not the service)")
    func authDoesNotCool() async throws {
        let openai = TestProvider("openai", [.fail(.authentication(provider: "openai", status: 401, message: ""))])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        for _ in 0..<4 { _ = await collect(orchestrator.run(.chat, hello)) }
        #expect(openai.callCount == 4)
        #expect(orchestrator.health().isEmpty)
    }
}
