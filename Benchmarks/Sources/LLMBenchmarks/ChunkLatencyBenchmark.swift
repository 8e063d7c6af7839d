import Foundation
import LLM
import Synchronization

/// Stamps each chunk as the server writes it, and each text event as the consumer of an
/// ``OpenAIProvider`` stream receives it (AsyncHTTPClient -> ByteBuffer -> SSE -> JSON ->
/// ChatEvent); reports the distribution of the difference.
enum ChunkLatencyBenchmark {
    struct Result {
        var count: Int
        var median: Double
        var p90: Double
        var p99: Double
        var max: Double
    }

    static func run(chunks: Int) async throws -> Result {
        let sentAt = Mutex<[UInt64]>(Array(repeating: 0, count: chunks))
        let server = BenchServer { fd in
            for index in 0..<chunks {
                let event = #"data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{"content":"\#(index) "},"finish_reason":null}]}"# + "\n\n"
                // Space the chunks so each travels alone (no coalescing): this measures delay, not throughput.
                Thread.sleep(forTimeInterval: 0.002)
                sentAt.withLock { $0[index] = monotonicNanoseconds() }
                BenchServer.sendChunk(fd, event)
            }
            BenchServer.sendChunk(fd, #"data: {"id":"c","object":"chat.completion.chunk","created":1,"model":"m","choices":[{"index":0,"delta":{},"finish_reason":"stop"}]}"# + "\n\n")
            BenchServer.sendChunk(fd, "data: [DONE]\n\n")
            BenchServer.send(fd, "0\r\n\r\n")
        }
        defer { server.stop() }
        let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": "http://127.0.0.1:\(server.port)/v1"], id: "openai")
        let provider = OpenAIProvider(settings: settings, client: HTTPStreamingClient())
        var receivedAt = Array(repeating: UInt64(0), count: chunks)
        for try await event in provider.stream(ChatRequest(messages: [.user("go")])) {
            let now = monotonicNanoseconds()
            if case .text(let text) = event, let index = Int(text.trimmingCharacters(in: .whitespaces)), index < chunks {
                receivedAt[index] = now
            }
        }
        let sent = sentAt.withLock { $0 }
        var delays = zip(sent, receivedAt).filter { $0.0 > 0 && $0.1 >= $0.0 }.map { Double($0.1 - $0.0) / 1e6 }
        // The first chunk shares its trip with connection set-up; leave it out.
        delays = Array(delays.dropFirst())
        delays.sort()
        precondition(!delays.isEmpty, "no text events arrived")
        func percentile(_ p: Double) -> Double { delays[min(delays.count - 1, Int(Double(delays.count) * p))] }
        return Result(count: delays.count, median: percentile(0.5), p90: percentile(0.9), p99: percentile(0.99), max: delays.last ?? 0)
    }
}

/// Cancels a consumer after its first text event and stamps when the server's `recv`
/// sees the connection close.
enum CancelCloseBenchmark {
    static func run(rounds: Int) async throws -> (count: Int, median: Double, max: Double) {
        var results: [Double] = []
        for _ in 0..<rounds {
            let closedAt = Mutex<UInt64>(0)
            let (closed, signal) = AsyncStream<Void>.makeStream()
            let server = BenchServer { fd in
                BenchServer.sendChunk(fd, #"data: {"choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":null}]}"# + "\n\n")
                var byte: UInt8 = 0
                while recv(fd, &byte, 1, 0) > 0 {}
                closedAt.withLock { $0 = monotonicNanoseconds() }
                signal.yield()
            }
            let settings = try ProviderSettings.fromEnvironment(["OPENAI_BASE_URL": "http://127.0.0.1:\(server.port)/v1"], id: "openai")
            let provider = OpenAIProvider(settings: settings, client: HTTPStreamingClient())
            let (firstText, textSignal) = AsyncStream<Void>.makeStream()
            let consumer = Task {
                for try await event in provider.stream(ChatRequest(messages: [.user("go")])) {
                    if case .text = event { textSignal.yield() }
                }
            }
            var texts = firstText.makeAsyncIterator()
            await texts.next()
            let cancelledAt = monotonicNanoseconds()
            consumer.cancel()
            var closes = closed.makeAsyncIterator()
            await closes.next()
            results.append(Double(closedAt.withLock { $0 } - cancelledAt) / 1e6)
            server.stop()
        }
        results.sort()
        return (results.count, results[results.count / 2], results.last ?? 0)
    }
}
