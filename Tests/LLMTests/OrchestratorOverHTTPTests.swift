import Foundation
import LLM
import Synchronization
import Testing

/// The orchestrator driving the real HTTP providers against the loopback fakes: the
/// faults arrive as bytes on a socket, are typed by the providers, and are retried, fallen
/// back from or reported by the orchestrator.
@Suite("Orchestrator over HTTP")
struct OrchestratorOverHTTPTests {
    /// Small backoff so retries are quick; otherwise the shipped defaults.
    static let policy = OrchestratorPolicy(backoffBase: .milliseconds(20), backoffCap: .milliseconds(100))

    struct Result {
        var text = ""
        var notices: [TurnNotice] = []
        var usage: [UsageRecord] = []
        var finished: (provider: String, model: String)?
        var interruption: Interruption?
        var error: TurnError?
    }

    static func run(_ orchestrator: Orchestrator, _ text: String = "Plan my week") async -> Result {
        var result = Result()
        do {
            for try await event in orchestrator.run(.chat, ChatRequest(system: "You are a coach.", messages: [.user(text)])).events {
                switch event {
                case .text(let piece): result.text += piece
                case .notice(let notice): result.notices.append(notice)
                case .usage(let record): result.usage.append(record)
                case .finished(_, let provider, let model): result.finished = (provider, model)
                case .interrupted(let interruption): result.interruption = interruption
                case .toolCall: break
                }
            }
        } catch let error as TurnError {
            result.error = error
        } catch {
            Issue.record("unexpected error \(error)")
        }
        return result
    }

    static func orchestrator(_ providers: [any ChatProvider], choices: String,
                             policy: OrchestratorPolicy = policy) throws -> Orchestrator {
        let routing = RoutingTable([.chat: try RoutingTable.parseList(choices)])
        let catalog = try ModelCatalog.load(from: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("data/models.json").path)
        return Orchestrator(routing: routing, providers: ProviderLookup(providers: providers), catalog: catalog,
                            policy: policy, describe: { $0.userMessage })
    }

    @Test func rateLimitedWithRetryAfterThenSuccess() async throws {
        let calls = Mutex(0)
        let server = try FakeOpenAI.server { _ in
            let call = calls.withLock { count -> Int in count += 1; return count }
            return call == 1
                ? FakeOpenAI.error(429, "Rate limit reached", type: "requests", code: "rate_limit_exceeded").adding(("retry-after-ms", "150"))
                : .stream(FakeOpenAI.textStream, contentType: "text/event-stream")
        }
        defer { server.stop() }
        let client = HTTPStreamingClient()
        let orchestrator = try Self.orchestrator([try FakeOpenAI.provider(server, client: client)], choices: "openai:gpt-4o-mini")
        let started = ContinuousClock.now
        let result = await Self.run(orchestrator)
        #expect(result.text == "Hello there, athlete")
        #expect(server.requests.count == 2)
        #expect(ContinuousClock.now - started >= .milliseconds(150), "the retry waited the time the server asked for")
        guard case .retrying(let provider, _, _, let after, let error) = result.notices.first else {
            Issue.record("expected a retry notice, got \(result.notices)")
            return
        }
        #expect(provider == "openai" && after >= .milliseconds(150))
        #expect(error.retryAfter == .milliseconds(150))
        #expect(result.usage.last?.usage == Usage(inputTokens: 9, outputTokens: 12))
        #expect(result.usage.last?.cost != nil, "gpt-4o-mini is priced in models.json")
    }

    @Test func serverErrorsThenFallbackToTheNextChoice() async throws {
        let failing = try FakeOpenAI.server { _ in FakeOpenAI.error(500, "The server had an error", type: "server_error") }
        let healthy = try FakeAnthropic.server { _ in .stream(FakeAnthropic.textStream, contentType: "text/event-stream") }
        defer { failing.stop(); healthy.stop() }
        let client = HTTPStreamingClient()
        let orchestrator = try Self.orchestrator(
            [try FakeOpenAI.provider(failing, client: client), try FakeAnthropic.provider(healthy, client: client)],
            choices: "openai:gpt-4o-mini,anthropic:claude-sonnet-4-5")
        let result = await Self.run(orchestrator)
        #expect(failing.requests.count == Self.policy.maxAttemptsPerChoice)
        #expect(healthy.requests.count == 1)
        #expect(result.finished?.provider == "anthropic")
        #expect(!result.text.isEmpty)
        #expect(result.notices.contains { if case .fallingBack = $0 { true } else { false } })
    }

    @Test func unauthorizedIsNotRetriedAndSaysWhatToDo() async throws {
        let server = try FakeAnthropic.server { _ in FakeAnthropic.error(401, "invalid x-api-key", type: "authentication_error") }
        defer { server.stop() }
        let orchestrator = try Self.orchestrator([try FakeAnthropic.provider(server, client: HTTPStreamingClient())],
                                                 choices: "anthropic")
        let result = await Self.run(orchestrator)
        #expect(server.requests.count == 1, "a 401 is never retried")
        let message = try #require(result.error).userMessage
        #expect(message.contains("Anthropic rejected the API key (401)"), "\(message)")
        #expect(message.contains("airfit keys set anthropic"), "\(message)")
    }

    @Test func overloadedIsRetried() async throws {
        let calls = Mutex(0)
        let server = try FakeAnthropic.server { _ in
            calls.withLock { count -> Int in count += 1; return count } == 1
                ? FakeAnthropic.error(529, "Overloaded", type: "overloaded_error")
                : .stream(FakeAnthropic.textStream, contentType: "text/event-stream")
        }
        defer { server.stop() }
        let orchestrator = try Self.orchestrator([try FakeAnthropic.provider(server, client: HTTPStreamingClient())],
                                                 choices: "anthropic")
        let result = await Self.run(orchestrator)
        #expect(server.requests.count == 2)
        #expect(result.finished?.provider == "anthropic")
    }

    @Test func slowFirstByteTimesOutThenFallsBack() async throws {
        let slow = try FakeGemini.server { _ in
            FakeResponse(headers: [("Content-Type", "text/event-stream")],
                         steps: FakeGemini.textStream.map { .send(Array($0.utf8)) }, delayBeforeHead: .seconds(5))
        }
        let quick = try FakeOllama.server { _ in .stream(FakeOllama.textStream, contentType: "application/x-ndjson") }
        defer { slow.stop(); quick.stop() }
        let client = HTTPStreamingClient()
        let timeouts = HTTPTimeouts.relaxed(firstByte: .milliseconds(300))
        let orchestrator = try Self.orchestrator(
            [try FakeGemini.provider(slow, client: client, timeouts: timeouts), try FakeOllama.provider(quick, client: client)],
            choices: "gemini,ollama")
        let result = await Self.run(orchestrator)
        #expect(slow.requests.count == 1, "a timeout falls back at once")
        #expect(result.finished?.provider == "ollama")
        #expect(result.notices.contains { notice in
            if case .fallingBack(_, _, let error) = notice { error == .timeout(provider: "gemini", phase: .firstByte) } else { false }
        })
    }

    @Test func streamCutAfterTheFirstTokenIsInterruptedWithoutFallback() async throws {
        let steps = FakeOpenAI.textStream.prefix(3).map { ResponseStep.send(Array($0.utf8)) } + [.cut]
        let cutting = try FakeOpenAI.server { _ in FakeResponse(headers: [("Content-Type", "text/event-stream")], steps: Array(steps)) }
        let spare = try FakeOllama.server { _ in .stream(FakeOllama.textStream, contentType: "application/x-ndjson") }
        defer { cutting.stop(); spare.stop() }
        let client = HTTPStreamingClient()
        let orchestrator = try Self.orchestrator(
            [try FakeOpenAI.provider(cutting, client: client), try FakeOllama.provider(spare, client: client)],
            choices: "openai,ollama")
        let result = await Self.run(orchestrator)
        let interruption = try #require(result.interruption)
        #expect(interruption.partial.text == "Hello there, athlete")
        #expect(result.text == "Hello there, athlete")
        #expect(spare.requests.isEmpty, "no fallback once the reply has started")
    }

    @Test func everythingCoolingDownSaysWhenTheFirstComesBack() async throws {
        let down = try FakeOpenAI.server { _ in FakeOpenAI.error(503, "Service unavailable", type: "server_error") }
        defer { down.stop() }
        let orchestrator = try Self.orchestrator([try FakeOpenAI.provider(down, client: HTTPStreamingClient())], choices: "openai")
        let first = await Self.run(orchestrator)
        #expect(first.error != nil)
        let before = down.requests.count
        let second = await Self.run(orchestrator)
        #expect(down.requests.count == before, "a cooling provider is not called")
        let message = try #require(second.error).userMessage
        #expect(message.contains("cooling down; openai failed 3 times in a row and is back in"), "\(message)")
    }

    @Test(.timeLimit(.minutes(1))) func cancellingTheTurnClosesTheConnection() async throws {
        let server = try FakeOpenAI.server { _ in
            FakeResponse(headers: [("Content-Type", "text/event-stream")],
                         steps: FakeOpenAI.textStream.prefix(2).map { .send(Array($0.utf8)) } + [.awaitClientClose])
        }
        defer { server.stop() }
        let orchestrator = try Self.orchestrator([try FakeOpenAI.provider(server, client: HTTPStreamingClient())], choices: "openai")
        let (firstText, signal) = AsyncStream<Void>.makeStream()
        let consumer = Task {
            for try await event in orchestrator.run(.chat, ChatRequest(messages: [.user("hi")])).events {
                if case .text = event { signal.yield() }
            }
        }
        for await _ in firstText { break }
        consumer.cancel()
        _ = try? await consumer.value
        var closes = server.clientCloses.makeAsyncIterator()
        // The server sees the client close the connection it was holding open. How quickly is a
        // benchmark (100 ms target, Benchmarks/README.md), not an assertion: a bound in seconds
        // failed here under a loaded machine. A hang is caught by the test's time limit.
        let closed: Void? = await closes.next()
        #expect(closed != nil, "the cancelled turn closed its connection")
    }
}

extension FakeResponse {
    /// The response with one more header.
    func adding(_ header: (String, String)) -> FakeResponse {
        var copy = self
        copy.headers.append(header)
        return copy
    }
}
