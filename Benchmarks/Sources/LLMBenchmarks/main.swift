// LLM streaming benchmarks: SSE parser throughput, and the delay from a chunk leaving a
// loopback server to its text event reaching the consumer of a provider stream.
// Run: swift run -c release --package-path Benchmarks LLMBenchmarks
import Foundation
import LLM

print("LLM streaming benchmarks")
let throughput = try SSEThroughputBenchmark.run()
print(String(format: "SSE parser throughput: median %.0f MB/s, best %.0f MB/s (%d MB of OpenAI-style events, 16 KiB chunks, %d runs)",
             throughput.median, throughput.best, throughput.megabytes, throughput.runs))
let latency = try await ChunkLatencyBenchmark.run(chunks: 500)
print(String(format: "chunk -> text event delay over loopback (OpenAI SSE, %d chunks): median %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.3f ms",
             latency.count, latency.median, latency.p90, latency.p99, latency.max))
let cancel = try await CancelCloseBenchmark.run(rounds: 20)
print(String(format: "cancel -> server sees the connection close (%d rounds): median %.3f ms, max %.3f ms",
             cancel.count, cancel.median, cancel.max))
