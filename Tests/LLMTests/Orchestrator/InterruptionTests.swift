import LLM
import Testing

@Suite("Orchestrator interruption and cancellation")
struct InterruptionTests {
    @Test("a failure after the first token ends the reply as interrupted, keeps it, and does not fall back")
    func failureAfterFirstToken() async throws {
        let openai = TestProvider("openai", [.partialThenFail([.text("Squats work "), .text("the legs")], .streamCut(provider: "openai"))])
        let offline = TestProvider("offline", [.text("should not be used")])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o", "offline"], providers: [openai, offline])
        let turn = orchestrator.run(.chat, hello)
        let log = await collect(turn)
        #expect(log.error == nil)
        #expect(offline.callCount == 0)
        #expect(openai.callCount == 1)
        let interruption = try #require(log.interruption)
        #expect(interruption.partial.text == "Squats work the legs")
        #expect(interruption.reason == .providerFailed(.streamCut(provider: "openai")))
        #expect(interruption.message == "Reply interrupted: OpenAI's reply was cut off.")
        #expect(interruption.provider == "openai" && interruption.model == "gpt-4o")
        #expect(await turn.outcome() == .interrupted(interruption))
    }

    @Test("a tool call counts as the first token")
    func toolCallCommits() async throws {
        let call = ToolCall(id: "c1", name: "log_food", arguments: "{}")
        let openai = TestProvider("openai", [.partialThenFail([.toolCall(call)], .connection(provider: "openai", message: "reset"))])
        let offline = TestProvider("offline", [.text("no")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline])
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(offline.callCount == 0)
        #expect(log.interruption?.partial.toolCalls == [call])
    }

    @Test("a stream that ends without done is a cut, retried before the first token")
    func endWithoutDoneIsCut() async throws {
        let openai = TestProvider("openai", [.reply([]), .text("ok")])
        let orchestrator = try makeOrchestrator(["openai"], providers: [openai])
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(openai.callCount == 2)
        #expect(log.text == "ok")
    }

    @Test("a provider that throws 'cancelled' on its own does not hang the turn", .timeLimit(.minutes(1)))
    func spuriousCancelled() async throws {
        let openai = TestProvider("openai", [.fail(.cancelled)])
        let offline = TestProvider("offline", [.text("ok")])
        let orchestrator = try makeOrchestrator(["openai", "offline"], providers: [openai, offline])
        let log = await collect(orchestrator.run(.chat, hello))
        #expect(log.text == "ok")
    }

    @Test("cancelling the consumer ends the stream at once and reports the partial reply as interrupted by the user",
          .timeLimit(.minutes(1)))
    func cancellation() async throws {
        // The provider is deaf to cancellation until the test releases it, so "at once" means:
        // the consumer's stream ends, and the outcome is known, while the provider still holds on.
        let (release, releaser) = AsyncStream<Void>.makeStream()
        let (providerStopped, stopSignal) = AsyncStream<Bool>.makeStream()
        let openai = TestProvider("openai", [.custom { _, continuation in
            continuation.yield(.text("Let me think"))
            // An unstructured task: cancelling the provider's work does not reach it.
            await Task { for await _ in release { return } }.value
            stopSignal.yield(Task.isCancelled)
            throw CancellationError()
        }])
        let orchestrator = try makeOrchestrator(["openai:gpt-4o"], providers: [openai], clock: ManualClock())
        let turn = orchestrator.run(.chat, hello)
        let (firstText, textSignal) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            var shown = ""
            do {
                for try await event in turn.events {
                    if case .text(let text) = event {
                        shown += text
                        textSignal.yield()
                    }
                }
            } catch {}
            return shown
        }
        var texts = firstText.makeAsyncIterator()
        _ = await texts.next()
        consumer.cancel()
        // Neither waits for the provider, which has not been released yet.
        let shown = await consumer.value
        #expect(shown == "Let me think")
        let outcome = await turn.outcome()
        releaser.yield()
        guard case .interrupted(let interruption) = outcome else {
            Issue.record("expected an interrupted outcome")
            return
        }
        #expect(interruption.reason == .cancelledByUser)
        #expect(interruption.partial.text == "Let me think")
        var stops = providerStopped.makeAsyncIterator()
        #expect(await stops.next() == true, "the provider's work was cancelled too")
    }

    @Test("cancelling while waiting to retry stops the turn", .timeLimit(.minutes(1)))
    func cancellationDuringBackoff() async throws {
        let openai = TestProvider("openai", [.fail(.rateLimited(provider: "openai", retryAfter: .seconds(20), message: ""))])
        // The real clock: the backoff really waits, so cancellation must cut it.
        let orchestrator = Orchestrator(routing: RoutingTable([.chat: [RouteChoice(provider: "openai")]]),
                                        providers: ProviderLookup(providers: [openai]))
        let turn = orchestrator.run(.chat, hello)
        var calls = openai.calls.makeAsyncIterator()
        let consumer = Task { await collect(turn) }
        _ = await calls.next()
        consumer.cancel()
        _ = await consumer.value
        guard case .interrupted(let interruption) = await turn.outcome() else {
            Issue.record("expected an interrupted outcome")
            return
        }
        #expect(interruption.reason == .cancelledByUser)
        #expect(interruption.partial.isEmpty)
        #expect(openai.callCount == 1)
    }
}
