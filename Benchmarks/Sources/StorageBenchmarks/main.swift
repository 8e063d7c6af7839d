// Storage benchmarks: `swift run -c release --package-path Benchmarks StorageBenchmarks`
//
// A temporary database with 100,000 messages over 500 conversations (generated once,
// in one transaction), then: opening the store, loading the last 50 messages of a
// conversation, assembling a context window (medians, target < 20 ms each), and one
// streamed-message write (target < 1 ms per write).
import Foundation
import Storage

let conversationCount = 500
let messageCount = 100_000
let targetMs = 20.0

/// A small deterministic generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct Stats {
    var samples: [Double]  // milliseconds
    var median: Double { percentile(0.5) }
    var p95: Double { percentile(0.95) }
    var max: Double { samples.max() ?? 0 }
    func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func measure(_ repetitions: Int, _ body: () async throws -> Void) async throws -> Stats {
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    for _ in 0..<repetitions {
        let start = clock.now
        try await body()
        samples.append(milliseconds(clock.now - start))
    }
    return Stats(samples: samples)
}

func report(_ name: String, _ stats: Stats, target: Double?) -> Bool {
    let verdict: String
    let ok: Bool
    if let target {
        ok = stats.median < target
        verdict = ok ? "ok (< \(target) ms)" : "OVER (target < \(target) ms)"
    } else {
        ok = true
        verdict = ""
    }
    let line = String(
        format: "%-44@ median %8.3f ms   p95 %8.3f ms   max %8.3f ms   n=%d  %@",
        name as NSString, stats.median, stats.p95, stats.max, stats.samples.count, verdict as NSString)
    print(line)
    return ok
}

let words = ["squat", "protein", "sets", "reps", "rest", "sleep", "deadlift", "carbs", "walk", "recovery",
             "the", "and", "to", "your", "a", "of", "with", "week", "goal", "today", "kcal", "bench", "press"]

func sentence(_ rng: inout SplitMix, length: Int) -> String {
    var text = ""
    while text.utf8.count < length {
        text += words[Int(rng.next() % UInt64(words.count))]
        text += " "
    }
    return text
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-storage-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let path = folder.appendingPathComponent("airfit.sqlite").path
var allOK = true

// MARK: Generate

do {
    let clock = ContinuousClock()
    let start = clock.now
    let store = try await Store.open(at: path)
    var rng = SplitMix(state: 42)
    let base = Date().addingTimeInterval(-Double(messageCount) * 60)
    let conversations = (0..<conversationCount).map { index in
        ConversationRecord(
            title: "Conversation \(index)", createdAt: base,
            updatedAt: base.addingTimeInterval(Double(messageCount - conversationCount + index) * 60))
    }
    try await store.conversations.insert(conversations)
    var messages: [MessageRecord] = []
    messages.reserveCapacity(messageCount)
    for index in 0..<messageCount {
        let conversation = conversations[index % conversationCount]
        let isUser = index % 2 == 0
        let time = base.addingTimeInterval(Double(index) * 60)
        messages.append(MessageRecord(
            conversationId: conversation.id, role: isUser ? .user : .assistant,
            content: sentence(&rng, length: isUser ? 40 + Int(rng.next() % 120) : 200 + Int(rng.next() % 800)),
            provider: isUser ? nil : "openai", model: isUser ? nil : "gpt-4o",
            tokensIn: isUser ? 0 : 500, tokensOut: isUser ? 0 : 150, cost: isUser ? nil : 0.002,
            status: .complete, finishReason: isUser ? nil : "stop", createdAt: time))
    }
    try await store.messages.appendBatch(messages)
    try store.close()
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    print(String(format: "generated %d messages over %d conversations in %.0f ms (file %.1f MB)",
                 messageCount, conversationCount, milliseconds(clock.now - start), Double(size) / 1_048_576))
}

// MARK: Open

let openStats = try await measure(30) {
    let store = try await Store.open(at: path)
    // Closing (checkpoint + close) is outside what the user waits for at start, but keep
    // it in the loop so each open starts cold; measured separately below.
    withExtendedLifetime(store) {}
    try store.close()
}
/// The process's CPU time (user + system, all threads) in milliseconds.
func cpuMilliseconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
}

/// Open alone (without the close), 20 times: wall and CPU time. `checked`: the fingerprint
/// is removed before each open, as after a crash, so the whole file is checked.
func measureOpen(checked: Bool) async throws -> (wall: Stats, cpu: Stats) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for _ in 0..<20 {
        if checked { unlink(Store.fingerprintPath(forDatabase: path)) }
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = cpuMilliseconds()
        let store = try await Store.open(at: path)
        cpu.append(cpuMilliseconds() - cpuStart)
        wall.append(milliseconds(clock.now - start))
        try store.close()
    }
    return (Stats(samples: wall), Stats(samples: cpu))
}
let unchanged = try await measureOpen(checked: false)
let checked = try await measureOpen(checked: true)
allOK = report("open, file as last closed (check skipped)", unchanged.wall, target: targetMs) && allOK
_ = report("  CPU time of that open", unchanged.cpu, target: nil)
_ = report("open, no fingerprint (quick_check)", checked.wall, target: nil)
_ = report("  CPU time of that open", checked.cpu, target: nil)
_ = report("open + close", openStats, target: nil)

// MARK: Queries

let store = try await Store.open(at: path)
let ids = try await store.conversations.list(limit: conversationCount).map(\.conversation.id)
var pick = SplitMix(state: 7)

let history = try await measure(300) {
    let id = ids[Int(pick.next() % UInt64(ids.count))]
    let last = try await store.messages.last(50, in: id)
    precondition(last.count == 50)
}
allOK = report("last 50 messages of a conversation", history, target: targetMs) && allOK

let window = try await measure(300) {
    let id = ids[Int(pick.next() % UInt64(ids.count))]
    let context = try await store.messages.contextWindow(for: id, tokenBudget: 8000)
    precondition(!context.messages.isEmpty)
}
allOK = report("context window (8,000-token budget)", window, target: targetMs) && allOK

let bigWindow = try await measure(100) {
    let id = ids[Int(pick.next() % UInt64(ids.count))]
    _ = try await store.messages.contextWindow(for: id, tokenBudget: 100_000)
}
allOK = report("context window (whole conversation, 200 msgs)", bigWindow, target: targetMs) && allOK

let sessions = try await measure(100) { _ = try await store.conversations.list(limit: 20) }
_ = report("sessions (20, with message counts)", sessions, target: nil)

let resume = try await measure(100) {
    let id = ids[Int(pick.next() % UInt64(ids.count))]
    _ = try await store.conversations.find(String(id.prefix(8)))
}
_ = report("resume by 8-char prefix", resume, target: nil)

let usageOne = try await measure(100) {
    _ = try await store.usage.summary(conversationID: ids[Int(pick.next() % UInt64(ids.count))])
}
_ = report("usage of one conversation", usageOne, target: nil)
let usageAll = try await measure(20) { _ = try await store.usage.summary() }
_ = report("usage of all time (100k messages)", usageAll, target: nil)

let export = try await measure(50) {
    _ = try await store.conversations.exportMarkdown(ids[Int(pick.next() % UInt64(ids.count))])
}
_ = report("export a conversation as Markdown", export, target: nil)

// MARK: Streaming writes

let userMessage = try await measure(200) {
    _ = try await store.messages.appendUserMessage(conversationID: ids[0], content: "how many sets today?")
}
_ = report("store a user message", userMessage, target: 1)

// A zero interval makes every delta a write: the cost of one streamed-message update.
let writer = try await store.messages.beginAssistantMessage(
    conversationID: ids[1], provider: "openai", model: "gpt-4o", flushInterval: .zero)
var rng = SplitMix(state: 99)
let streamed = try await measure(2000) {
    try await writer.append(sentence(&rng, length: 12))
}
let writes = await writer.writeCount
try await writer.finish(status: .complete, usage: TokenUsage(tokensIn: 900, tokensOut: 2000), cost: 0.01)
allOK = report("streamed-message update (one write)", streamed, target: 1) && allOK
print("  (\(writes) writes for 2000 deltas; the reply grew to \(await writer.content.count) characters)")

let defaultWriter = try await store.messages.beginAssistantMessage(conversationID: ids[2], provider: "openai", model: "gpt-4o")
let coalesced = try await measure(2000) {
    try await defaultWriter.append(sentence(&rng, length: 12))
}
let coalescedWrites = await defaultWriter.writeCount
try await defaultWriter.finish(status: .complete)
_ = report("delta with the default 200 ms interval", coalesced, target: nil)
print("  (\(coalescedWrites) writes for 2000 deltas sent as fast as possible)")

let finish = try await measure(200) {
    let w = try await store.messages.beginAssistantMessage(conversationID: ids[3], provider: "p", model: "m")
    try await w.append("ok")
    try await w.finish(status: .complete)
}
_ = report("begin + one delta + finish", finish, target: nil)

try store.close()
print(allOK ? "all targets met" : "SOME TARGETS MISSED")
