import Foundation
import Synchronization
import Testing

/// `kill -9` in the middle of a streamed reply, on the real binary: the user's message and
/// the reply so far are in the database, and the next start marks the reply interrupted.
struct CrashRecoveryTests {
    @Test func killNineMidReplyKeepsTheMessageAndThePartialReply() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (process, input, output, exited) = try Self.startSlowReply(home: home)
        defer { try? input.fileHandleForWriting.close() }  // open until the end: the REPL waits

        // Once eight words have been shown, kill without warning. The kill is sent from the
        // reading thread itself, so a busy test run cannot delay it.
        let pid = process.processIdentifier
        let shown = try await Self.read(output.fileHandleForReading, until: "eight ") { kill(pid, SIGKILL) }
        var reason: Process.TerminationReason?
        for await ended in exited { reason = ended }
        #expect(reason == .uncaughtSignal)

        let after = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"],
            input: [":resume", ":history"], environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        // The reply is in the previous conversation: the notice says how to get back to it.
        #expect(after.output.contains("1 reply from the last session stopped mid-way; kept and marked interrupted (see :resume, then :history)"))
        let history = after.output.components(separatedBy: "\n")
        #expect(history.contains("you: count to twenty"))
        let reply = try #require(history.first { $0.hasPrefix("coach (scripted): ") })
        #expect(reply.hasSuffix("[interrupted]"))
        // What was stored is what was shown, less at most the last half second or so
        // (two words at 400 ms a word; one more for a loaded machine).
        let storedWords = reply.dropFirst("coach (scripted): ".count).split(separator: " ").dropLast().map(String.init)
        let shownWords = shown.split(separator: " ").map(String.init)
        #expect(storedWords.count >= shownWords.count - 3, "stored \(storedWords), shown \(shownWords)")
        #expect(Array(shownWords.prefix(storedWords.count)) == storedWords)
    }

    /// Issue 12, item 8: a second `airfit` starting while the first streams a reply leaves
    /// that reply alone (the first one's writer lock is held), and the reply ends complete.
    @Test func aSecondAirfitLeavesALiveReplyAlone() async throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let (first, input, output, exited) = try Self.startSlowReply(home: home)
        defer { if first.isRunning { kill(first.processIdentifier, SIGKILL) } }
        _ = try await Self.read(output.fileHandleForReading, until: "three ") {}

        let second = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"], input: [":sessions"],
            environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        #expect(!second.output.contains("stopped mid-way"), "the live reply was taken for a crashed one: \(second.output)")

        try input.fileHandleForWriting.close()  // the first one finishes its reply, then ends
        for await _ in exited {}
        let after = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"], input: [":resume", ":history"],
            environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        let reply = try #require(after.output.components(separatedBy: "\n").first { $0.hasPrefix("coach (scripted): ") })
        #expect(reply.hasSuffix("twenty"), "the reply ends complete: \(reply)")
        #expect(!after.output.contains("[interrupted]"), "\(after.output)")
    }

    static func temporaryHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return home
    }

    /// Starts the binary on the slow script (twenty words, one every 400 ms) and asks for its
    /// reply; standard input stays open, so the REPL waits for more after it.
    static func startSlowReply(home: URL) throws
        -> (process: Process, input: Pipe, output: Pipe, exited: AsyncStream<Process.TerminationReason>)
    {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/slow-script.json").path
        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = ["--home", home.path, "--no-color", "--script", script]
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let exited = AsyncStream<Process.TerminationReason>.makeStream()
        process.terminationHandler = { exited.continuation.yield($0.terminationReason); exited.continuation.finish() }
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("count to twenty\n".utf8))
        return (process, input, output, exited.stream)
    }

    /// Reads `handle` until the text holds `marker`, runs `action` right there on the
    /// reading thread, and returns the text (or fails after a generous limit).
    static func read(_ handle: FileHandle, until marker: String, then action: @escaping @Sendable () -> Void) async throws -> String {
        let seen = Mutex("")
        let (chunks, continuation) = AsyncStream<String>.makeStream()
        handle.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                continuation.finish()
                return
            }
            let text = seen.withLock { text -> String in
                text += String(decoding: data, as: UTF8.self)
                return text
            }
            if text.contains(marker) {
                handle.readabilityHandler = nil
                action()
                continuation.yield(text)
                continuation.finish()
            }
        }
        // Past the limit the wait ends with an error instead of hanging the run.
        let deadline = Task {
            try await Task.sleep(for: .seconds(60))
            continuation.finish()
        }
        defer { deadline.cancel(); handle.readabilityHandler = nil }
        for await text in chunks { return text }
        throw TranscriptError("the reply never reached \"\(marker)\"; got: \(seen.withLock { $0 })")
    }
}
