import Foundation
import Synchronization
import Testing
@testable import Storage
#if canImport(Glibc)
import Glibc
#endif

/// `kill -9` of a real process while it streams a reply into the database.
///
/// The parent runs this test binary again as a child, filtered to ``childStreamer()``,
/// with `AIRFIT_STORAGE_CHILD_DB` set: the child streams a reply (a 13-byte delta every
/// 10 ms) and reports each delta on stdout, before it appends it ("appending N": at most
/// N bytes can be stored) and after ("appended N": N bytes were handed to the writer);
/// the parent kills it with SIGKILL after a while, reads the reports to the end, reopens
/// the database and checks the text stored.
@Suite("kill -9 mid-stream", .timeLimit(.minutes(2)))
struct KillMidStreamTests {
    static let dbVariable = "AIRFIT_STORAGE_CHILD_DB"
    static let conversationVariable = "AIRFIT_STORAGE_CHILD_CONVERSATION"

    static func chunk(_ index: Int) -> String { String(format: "chunk-%06d ", index) }

    @Test("child streamer: streams a reply chunk by chunk (alone: streams and finishes a short reply)")
    func childStreamer() async throws {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment[Self.dbVariable], let conversationID = environment[Self.conversationVariable] {
            // Child mode: stream until killed (at most a minute, should the parent die).
            let store = try await Store.open(at: path)
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversationID, provider: "child", model: "streamer")
            var bytes = 0
            for index in 0..<6000 {
                let delta = Self.chunk(index)
                // Announced first: the writer may store the delta before "appended" is written.
                FileHandle.standardOutput.write(Data("appending \(bytes + delta.utf8.count)\n".utf8))
                try await writer.append(delta)
                bytes += delta.utf8.count
                FileHandle.standardOutput.write(Data("appended \(bytes)\n".utf8))
                try await Task.sleep(for: .milliseconds(10))  // the pace of a model
            }
            try await writer.finish(status: .complete)
            return
        }
        try await withStore { store, _ in
            let conversation = try await store.conversations.create()
            let writer = try await store.messages.beginAssistantMessage(
                conversationID: conversation.id, provider: "child", model: "streamer", flushInterval: .milliseconds(10))
            for index in 0..<20 { try await writer.append(Self.chunk(index)) }
            let done = try await writer.finish(status: .complete)
            #expect(done.content == (0..<20).map(Self.chunk).joined())
        }
    }

    @Test("a reply killed mid-stream keeps its text up to the flush interval and is marked interrupted")
    func killMidStream() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let setup = try await Store.open(at: path)
            let conversation = try await setup.conversations.create()
            try await setup.messages.appendUserMessage(conversationID: conversation.id, content: "tell me a long story")
            try setup.close()

            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            child.arguments = ["--testing-library", "swift-testing", "--filter", "childStreamer"]
            var environment = ProcessInfo.processInfo.environment
            environment[Self.dbVariable] = path
            environment[Self.conversationVariable] = conversation.id
            child.environment = environment
            let output = Pipe()
            // Only the child may hold the writing end, so the end of its output is its death
            // (not that of some other test's process started meanwhile).
            for end in [output.fileHandleForReading, output.fileHandleForWriting] {
                _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
            child.standardOutput = output
            child.standardError = FileHandle.nullDevice
            let (reports, continuation) = AsyncStream.makeStream(of: StreamerReport.self)
            let lines = LineSplitter()
            output.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if data.isEmpty {
                    continuation.finish()
                    return
                }
                for line in lines.feed(data) {
                    if let report = StreamerReport(line) { continuation.yield(report) }
                }
            }
            let exited = AsyncStream.makeStream(of: Void.self)
            child.terminationHandler = { _ in
                exited.continuation.yield()
                exited.continuation.finish()
            }
            try child.run()
            defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }

            // Let it stream for 2.5 s after its first delta, then kill it.
            var received: [(bytes: Int, at: ContinuousClock.Instant)] = []
            var announced = 0
            var killedAt: ContinuousClock.Instant?
            var pending = reports.makeAsyncIterator()
            while killedAt == nil, let report = await pending.next() {
                switch report {
                case .appending(let bytes): announced = bytes
                case .appended(let bytes, let at):
                    received.append((bytes, at))
                    if let first = received.first?.at, at - first >= .milliseconds(2500) {
                        kill(child.processIdentifier, SIGKILL)
                        killedAt = .now
                    }
                }
            }
            // The reports it wrote before it died are still in the pipe: read them to the end.
            while let report = await pending.next() {
                if case .appending(let bytes) = report { announced = bytes }
            }
            output.fileHandleForReading.readabilityHandler = nil
            for await _ in exited.stream {}
            let killTime = try #require(killedAt, "the child stopped before it was killed")
            #expect(child.terminationReason == .uncaughtSignal)

            let reopened = try await Store.open(at: path)
            defer { try? reopened.close() }
            #expect(reopened.recoveredOnOpen == 1)
            let messages = try await reopened.messages.all(in: conversation.id)
            #expect(messages.map(\.role) == [.user, .assistant])
            #expect(messages.first?.content == "tell me a long story")
            let reply = try #require(messages.last)
            #expect(reply.status == .interrupted)

            // What was stored is exactly the first chunks, in order.
            let stored = reply.content.utf8.count
            #expect(stored % 13 == 0)
            #expect(reply.content == (0..<(stored / 13)).map(Self.chunk).joined())
            // Everything the child had received a flush interval (200 ms) before the kill
            // is there; 1 s of slack absorbs a loaded machine's scheduling.
            let deadline = killTime - .milliseconds(200) - .seconds(1)
            let required = received.last { $0.at <= deadline }?.bytes ?? 0
            #expect(required > 0)
            #expect(stored >= required, "stored \(stored) bytes, \(required) were received before \(deadline)")
            // Nothing is stored that the child had not begun to append (announced before it did).
            #expect(stored <= announced, "stored \(stored) bytes, the child announced \(announced)")
            if ProcessInfo.processInfo.environment["AIRFIT_STORAGE_KILL_VERBOSE"] != nil {
                print("kill test: received \(received.last?.bytes ?? 0) bytes, announced \(announced), stored \(stored), required \(required)")
            }
        }
    }
}

/// A line the child streamer writes: a delta announced before it is appended, or appended
/// (with the moment the parent read it).
enum StreamerReport: Sendable {
    case appending(Int)
    case appended(Int, at: ContinuousClock.Instant)

    init?(_ line: String) {
        if line.hasPrefix("appending "), let bytes = Int(line.dropFirst("appending ".count)) {
            self = .appending(bytes)
        } else if line.hasPrefix("appended "), let bytes = Int(line.dropFirst("appended ".count)) {
            self = .appended(bytes, at: .now)
        } else {
            return nil
        }
    }
}

/// Splits bytes into lines across reads.
final class LineSplitter: Sendable {
    private let buffer = Mutex(Data())

    func feed(_ data: Data) -> [String] {
        buffer.withLock { buffer in
            buffer.append(data)
            var lines: [String] = []
            while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
                buffer.removeSubrange(buffer.startIndex...newline)
            }
            return lines
        }
    }
}
