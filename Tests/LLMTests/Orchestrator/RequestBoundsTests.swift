import LLM
import Synchronization
import Testing

/// Every request carries a token limit; usage a server did not report is estimated, never
/// zero; a cooldown lasts what the server asked for.
@Suite("Orchestrator bounds and usage")
struct RequestBoundsTests {
    static let catalog = ModelCatalog(providers: [
        "openai": ProviderModels(models: [
            ModelInfo(id: "gpt-4o-mini", contextWindow: 128_000, inputPerMillion: 0.15, outputPerMillion: 0.6),
            ModelInfo(id: "long-writer", contextWindow: 128_000, inputPerMillion: 1, outputPerMillion: 2, maxTokens: 8000),
        ]),
    ])

    @Test("a request without a token limit gets the model's, else config's, else 1,024")
    func maxTokensAlwaysSet() async throws {
        let openai = TestProvider("openai", [.text("ok")])
        let plain = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai], catalog: Self.catalog)
        _ = await collect(plain.run(.chat, hello))
        #expect(openai.requests.last?.maxTokens == 1024)

        let long = try makeOrchestrator(["openai:long-writer"], providers: [openai], catalog: Self.catalog)
        _ = await collect(long.run(.chat, hello))
        #expect(openai.requests.last?.maxTokens == 8000, "the model's max_tokens in models.json")

        let configured = try makeOrchestrator(["openai:long-writer"], providers: [openai],
                                              policy: OrchestratorPolicy(maxTokens: 300), catalog: Self.catalog)
        _ = await collect(configured.run(.chat, hello))
        #expect(openai.requests.last?.maxTokens == 300, "config.json's limits.max_tokens wins over the model's")

        var asked = hello
        asked.maxTokens = 50
        _ = await collect(configured.run(.chat, asked))
        #expect(openai.requests.last?.maxTokens == 50, "a request's own limit wins")
    }

    @Test("a reply that hits the limit finishes with reason length")
    func lengthIsReported() async throws {
        let openai = TestProvider("openai", [.reply([.text("cut"), .done(.length)])])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        #expect(await collect(orchestrator.run(.chat, hello)).finished?.reason == .length)
    }

    @Test("a reply without usage is counted with an estimate, marked estimated")
    func usageEstimated() async throws {
        let text = String(repeating: "word ", count: 40)  // 200 bytes: ~50 tokens
        let openai = TestProvider("openai", [.reply([.text(text), .done(.stop)])])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai], catalog: Self.catalog)
        let log = await collect(orchestrator.run(.chat, hello))
        let record = try #require(log.usages.first)
        #expect(record.usage.isEstimated)
        #expect(record.usage.outputTokens == 50)
        #expect(record.usage.inputTokens > 0)
        #expect(record.cost != nil && record.cost ?? 0 > 0)
        let line = try #require(orchestrator.ledger.snapshot().first)
        #expect(line.calls == 1 && line.usage.isEstimated)
    }

    @Test("reported usage is kept as it is; a zero count for a streamed reply is estimated")
    func reportedUsageKept() async throws {
        let reported = TestProvider("openai", [.text("hello", usage: Usage(inputTokens: 9, outputTokens: 2))])
        let zero = TestProvider("ollama", [.text("hello there", usage: Usage(inputTokens: 0, outputTokens: 0))])
        let first = await collect(try makeOrchestrator(["openai"], providers: [reported]).run(.chat, hello))
        #expect(first.usages.first?.usage == Usage(inputTokens: 9, outputTokens: 2))
        let second = await collect(try makeOrchestrator(["ollama"], providers: [zero]).run(.chat, hello))
        #expect(second.usages.first?.usage.isEstimated == true)
        #expect(second.usages.first?.usage.outputTokens == 3)
    }

    @Test("an interrupted reply still counts what it used")
    func interruptedUsageEstimated() async throws {
        let openai = TestProvider("openai", [.partialThenFail([.text("half a reply")], .streamCut(provider: "openai"))])
        let log = await collect(try makeOrchestrator(["openai"], providers: [openai]).run(.chat, hello))
        #expect(log.interruption != nil)
        #expect(log.usages.first?.usage.isEstimated == true)
    }

    @Test("a reply the user stops (Ctrl-C) is counted at once, estimated", .timeLimit(.minutes(1)))
    func cancelledUsageCountedAtOnce() async throws {
        let openai = TestProvider("openai", [.partialThenHang([.text("tok0 tok1 tok2 ")])])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o-mini"], providers: [openai], catalog: Self.catalog)
        let counted = Mutex<[UsageRecord]>([])
        let turn = orchestrator.run(.chat, hello) { record in counted.withLock { $0.append(record) } }
        let (firstText, signal) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await event in turn.events { if case .text = event { signal.yield() } }
        }
        var texts = firstText.makeAsyncIterator()
        _ = await texts.next()
        consumer.cancel()  // as Ctrl-C does
        _ = try? await consumer.value
        // Counted by the time the consumer has stopped, before anyone awaits the turn's end.
        #expect(counted.withLock { $0.count } == 1)
        if case .interrupted(let interruption) = await turn.outcome() {
            #expect(interruption.reason == .cancelledByUser)
        } else {
            Issue.record("expected an interrupted outcome")
        }
        let records = counted.withLock { $0 }
        #expect(records.count == 1)
        #expect(records.first?.usage.isEstimated == true)
        #expect(records.first?.usage.outputTokens == 4)
        #expect(orchestrator.ledger.snapshot().first?.calls == 1)
    }

    @Test("three 429s asking for 1 s cool the provider for 1 s, not a minute")
    func cooldownFollowsRetryAfter() async throws {
        let clock = ManualClock()
        let limited = LLMError.rateLimited(provider: "openai", retryAfter: .seconds(1), message: "slow down.")
        let openai = TestProvider("openai", [.fail(limited)])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        let first = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 3)
        #expect(first.notices.contains(.coolingDown(provider: "openai", duration: .seconds(1))))
        let notice = try #require(first.notices.first { if case .coolingDown = $0 { true } else { false } })
        #expect(notice.description.contains("cooling openai down for 1.0 s, until "))
        #expect(notice.description.contains("`:provider openai` or `:providers --reset` ends it now"))

        clock.advance(by: .milliseconds(1100))
        let second = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 4, "after the second the server asked for, the provider is tried again")
        #expect(!second.notices.contains { if case .skippedCooling = $0 { true } else { false } })
    }

    @Test("a provider asking for hours is cooled at most for the longest cooldown")
    func hugeRetryAfterIsCapped() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(.rateLimited(provider: "openai", retryAfter: .seconds(2_300_863_790), message: ""))])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        _ = await collect(orchestrator.run(.chat, hello))
        let backIn = try #require(orchestrator.health().first { $0.provider == "openai" }?.backIn)
        #expect(backIn <= OrchestratorPolicy().cooldownMax)
    }

    @Test(":providers --reset (clearCooldown) ends every cooldown now")
    func resetEndsCooldowns() async throws {
        let clock = ManualClock()
        let openai = TestProvider("openai", [.fail(CooldownTests.boom)])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline], clock: clock)
        _ = await collect(orchestrator.run(.chat, hello))
        #expect(orchestrator.health().contains { $0.backIn != nil })
        orchestrator.clearCooldown()
        #expect(orchestrator.health().isEmpty)
    }
}
