import Foundation
import LLM
import Synchronization
import Testing

/// A server that floods a reply faster than it is shown, and a user who stops it (issue 12,
/// item 9: after Ctrl-C a thread kept decoding the backlog at 100% CPU and 800 MB stayed
/// resident). A slow consumer holds the decoding, and so the socket, back: the provider's
/// stream decodes at most about one buffer more than its bound before it waits; and once the
/// turn is cancelled, the producer offers at most a bounded number of events more and ends.
/// Events are counted (``StreamProbe``), nothing is timed.
@Suite("Flooding stream, slow consumer, cancel")
struct FloodBackPressureTests {
    /// 20,000 events of 1 KB of text, ten to a chunk: 20 MB the server writes as fast as it may.
    static func flood() -> FakeResponse {
        let text = String(repeating: "x", count: 1000)
        let event = Array(#"data: {"id":"c1","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"\#(text)"},"finish_reason":null}]}"#.utf8)
            + Array("\n\n".utf8)
        let chunk = Array([[UInt8]](repeating: event, count: 10).joined())
        return FakeResponse(headers: [("Content-Type", "text/event-stream")],
                            steps: Array(repeating: .send(chunk), count: 2_000))
    }

    @Test("a slow consumer holds the flood back; a cancelled turn stops its producer within a bounded number of events",
          .timeLimit(.minutes(2)))
    func floodThenCancel() async throws {
        let server = try FakeOpenAI.server { _ in Self.flood() }
        let client = HTTPStreamingClient()
        let provider = try FakeOpenAI.provider(server, client: client)
        let orchestrator = try OrchestratorOverHTTPTests.orchestrator([provider], choices: "openai:gpt-4o-mini")
        let probe = StreamProbe()
        let read = Mutex(0)
        let (firstEvents, gotThem) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            let turn = StreamProbe.$current.withValue(probe) {
                orchestrator.run(.chat, ChatRequest(system: "You are a coach.", messages: [.user("Plan my week")]))
            }
            // Read three pieces of text, then stop reading (a terminal far behind), until cancelled.
            var iterator = turn.events.makeAsyncIterator()
            while read.withLock({ $0 }) < 3, let event = try? await iterator.next() {
                if case .text = event { read.withLock { $0 += 1 } }
            }
            gotThem.yield()
            let (stall, _) = AsyncStream<Void>.makeStream()
            for await _ in stall {}
            withExtendedLifetime(iterator) {}
        }
        for await _ in firstEvents { break }

        func chatStream(_ outlets: [StreamProbe.Outlet]) -> StreamProbe.Outlet? { outlets.first { $0.kind == "ChatEvent" } }
        // Held back: the provider's stream and the turn's both wait for room. (Without a bound,
        // the provider never waits; 5,000 events offered means it is not held back. A stream
        // that ended, the request failed, is never held back either: the test fails, not hangs.)
        await probe.wait { outlets in
            guard let chat = chatStream(outlets) else { return false }
            return chat.offered > 5_000 || chat.finished || outlets.allSatisfy(\.waiting)
        }
        let held = try #require(chatStream(probe.snapshot))
        #expect(!held.finished, "the provider's stream ended instead of waiting for the consumer")
        // Two bounded hops (64 each: the provider's stream and the turn's), plus what one body buffer
        // holds (at most 64 KB: about 60 events), plus the three read.
        #expect(held.offered <= 64 + 64 + 70 + 3, "decoded \(held.offered) events for a consumer that read 3")
        #expect(probe.snapshot.map(\.kind) == ["TurnEvent", "ChatEvent"])

        consumer.cancel()
        await probe.wait { chatStream($0)?.finished == true }
        let stopped = try #require(chatStream(probe.snapshot))
        #expect(stopped.offered - held.offered <= 70, "offered \(stopped.offered - held.offered) more events after the cancel")
        _ = await consumer.result
        await client.shutdown()
    }

    @Test("a bounded stream: the producer waits while the consumer is behind, and is released by a cancel")
    func boundedStream() async throws {
        let (stream, outlet) = BoundedStream.make(of: Int.self, limit: 4)
        let sent = Mutex(0)
        let producer = Task {
            for value in 0..<1_000 {
                if outlet.isTerminated || Task.isCancelled { break }
                await outlet.send(value)
                sent.withLock { $0 = value + 1 }
            }
            outlet.finish()
        }
        var iterator = stream.makeAsyncIterator()
        var got: [Int] = []
        for _ in 0..<10 { if let value = try await iterator.next() { got.append(value) } }
        #expect(got == Array(0..<10))
        // Each value the consumer takes lets the producer send one more: never more than 4 ahead.
        #expect(sent.withLock { $0 } <= 10 + 4)
        producer.cancel()
        _ = await producer.result
        #expect(sent.withLock { $0 } <= 10 + 4 + 1)
    }
}
