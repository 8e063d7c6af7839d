import LLM
import Testing

@Suite("Orchestrator retries and fallbacks")
struct RetryAndFallbackTests {
    @Test("429 with retry-after waits the given time, then succeeds on the same provider")
    func rateLimitedThenSuccess() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [
            .fail(.rateLimited(provider: "openai", retryAfter: .seconds(2), message: "slow down")),
            .text("Hello!"),
        ])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.error == nil)
        #expect(log.text == "Hello!")
        #expect(clock.sleeps == [.seconds(2)])
        #expect(openai.callCount == 2)
        #expect(log.finished?.provider == "openai")
        #expect(log.finished?.model == "gpt-4o-mini")
        let retry = try #require(log.notices.first)
        guard case let .retrying(provider, _, attempt, after, _) = retry else {
            Issue.record("expected a retry notice, got \(retry)")
            return
        }
        #expect(provider == "openai" && attempt == 2 && after == .seconds(2))
        #expect(retry.description == "retrying openai in 2.0 s after rate limited (429)")
    }

    @Test("without retry-after the wait is exponential with full jitter")
    func exponentialJitter() async throws {
        let clock = ManualClock()
        let server = LLMError.server(provider: "openai", status: 503, retryAfter: nil, message: "")
        let openai = TestProvider("openai", [.fail(server), .fail(server), .text("ok")])
        let policy = OrchestratorPolicy(attemptBudget: 6, maxAttemptsPerChoice: 3, backoffBase: .milliseconds(400))
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai], clock: clock, policy: policy, random: 0.5)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "ok")
        // random 0.5 of 400 ms, then of 800 ms
        #expect(clock.sleeps == [.milliseconds(200), .milliseconds(400)])
    }

    @Test("Anthropic 529 overloaded is retried")
    func overloadedRetried() async throws {
        let clock = ManualClock()
        let anthropic = TestProvider("anthropic", [
            .fail(.overloaded(provider: "anthropic", retryAfter: nil, message: "Overloaded")),
            .text("Back."),
        ])
        let orchestrator = try makeOrchestrator(["anthropic:claude-sonnet-4-5"], providers: [anthropic], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "Back.")
        #expect(anthropic.callCount == 2)
        #expect(clock.sleeps.count == 1)
    }

    @Test("500s exhaust the first choice's retries, then the next choice answers")
    func serverErrorsThenFallback() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(.server(provider: "openai", status: 500, retryAfter: nil, message: "boom"))])
        let offline = TestProvider("offline", model: "offline-coach", [.text("Offline here.")])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o", "offline"], providers: [openai, offline], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.error == nil)
        #expect(log.text == "Offline here.")
        #expect(openai.callCount == 3)
        #expect(offline.callCount == 1)
        #expect(log.finished?.provider == "offline")
        #expect(log.finished?.model == "offline-coach")
        let fallback = log.notices.first { if case .fallingBack = $0 { true } else { false } }
        #expect(fallback?.description == "falling back to offline:offline-coach: openai server error (500)")
    }

    @Test("401 is not retried: the next choice answers at once")
    func authenticationMovesOn() async throws {
        let clock = ManualClock()
        let anthropic = TestProvider("anthropic", [.fail(.authentication(provider: "anthropic", status: 401, message: "invalid x-api-key"))])
        let offline = TestProvider("offline", [.text("Offline.")])
        let orchestrator = try makeOrchestrator(["anthropic", "offline"], providers: [anthropic, offline], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(anthropic.callCount == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(log.text == "Offline.")
    }

    @Test("401 with no other choice fails with the clear one-line message")
    func authenticationMessage() async throws {
        let anthropic = TestProvider("anthropic", [.fail(.authentication(provider: "anthropic", status: 401, message: "invalid x-api-key"))])
        let orchestrator = try makeOrchestrator(["anthropic"], providers: [anthropic])
        let log = await collect(orchestrator.run(.chat, hello))
        let error = try #require(log.turnError)
        #expect(anthropic.callCount == 1)
        #expect(error.userMessage == "Anthropic rejected the API key (401). Set ANTHROPIC_API_KEY or add the key with :keys.")
        #expect(!error.userMessage.contains("\n"))
    }

    @Test("400, 403 and 404 are never retried", arguments: [
        LLMError.badRequest(provider: "openai", status: 400, message: "bad"),
        LLMError.authentication(provider: "openai", status: 403, message: "forbidden"),
        LLMError.notFound(provider: "openai", message: "no such model"),
    ])
    func clientErrorsNotRetried(error: LLMError) async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(error)])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(log.text == "ok")
    }

    @Test("a first-byte timeout falls back at once instead of waiting out another timeout")
    func timeoutFallsBack() async throws {
        let clock = ManualClock()
        let gemini = TestProvider("gemini", [.fail(.timeout(provider: "gemini", phase: .firstByte))])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["gemini", "offline"], providers: [gemini, offline], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(gemini.callCount == 1)
        #expect(clock.sleeps.isEmpty)
        #expect(log.text == "ok")
        #expect(log.notices.first?.description == "falling back to offline:test-model: gemini timed out waiting for the first byte")
    }

    @Test("a provider that is not configured is skipped for the next choice")
    func notConfiguredSkipped() async throws {
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["gemini", "offline"], providers: [offline])
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "ok")
        let fallback = try #require(log.notices.first)
        #expect(fallback.description.hasPrefix("falling back to offline"))
    }

    @Test("a retry-after longer than the policy allows falls back at once and cools the provider")
    func longRetryAfterFallsBack() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(.rateLimited(provider: "openai", retryAfter: .seconds(300), message: ""))])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "ok")
        #expect(openai.callCount == 1)
        #expect(clock.sleeps.isEmpty)
        let health = try #require(orchestrator.health().first { $0.provider == "openai" })
        #expect(health.backIn == .seconds(300))
    }

    @Test("the first choice's model can be overridden by the request")
    func requestModelOverridesFirstChoice() async throws {
        let openai = TestProvider("openai", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai])
        var request = hello
        request.model = "gpt-4.1"
        _ = await collect(orchestrator.run(.chat, request))
        #expect(openai.requests.first?.model == "gpt-4.1")
    }
}
