import Foundation
import LLM

/// Feeds a large buffer of OpenAI-style SSE events to ``SSEParser`` in 16 KiB chunks.
enum SSEThroughputBenchmark {
    struct Result {
        var median: Double
        var best: Double
        var megabytes: Int
        var runs: Int
    }

    static func run(megabytes: Int = 64, runs: Int = 7) throws -> Result {
        let event = #"data: {"id":"chatcmpl-123","object":"chat.completion.chunk","created":1694268190,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":" strength"},"logprobs":null,"finish_reason":null}],"usage":null}"# + "\n\n"
        let eventBytes = Array(event.utf8)
        var buffer: [UInt8] = []
        buffer.reserveCapacity(megabytes << 20)
        while buffer.count < megabytes << 20 { buffer += eventBytes }
        let expected = buffer.count / eventBytes.count
        var rates: [Double] = []
        for _ in 0..<runs {
            var parser = SSEParser()
            var count = 0
            var dataBytes = 0
            let start = ContinuousClock.now
            try buffer.withUnsafeBytes { all in
                var offset = 0
                while offset < all.count {
                    let end = min(offset + 16 * 1024, all.count)
                    try parser.feed(UnsafeRawBufferPointer(rebasing: all[offset..<end])) { event in
                        count += 1
                        dataBytes &+= event.data.count
                    }
                    offset = end
                }
            }
            count += try parser.finish().count
            let elapsed = ContinuousClock.now - start
            precondition(count == expected && dataBytes > 0, "parser lost events")
            rates.append(Double(buffer.count) / 1_048_576 / seconds(elapsed))
        }
        rates.sort()
        return Result(median: rates[rates.count / 2], best: rates.last ?? 0, megabytes: megabytes, runs: runs)
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func monotonicNanoseconds() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
