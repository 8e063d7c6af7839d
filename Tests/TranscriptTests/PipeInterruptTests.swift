import Foundation
import Testing

/// SIGINT while a reply streams from a pipe (no terminal): the reply stops at once, is kept
/// and marked interrupted, and the REPL goes on with the next line.
struct PipeInterruptTests {
    @Test func sigintInAPipeStopsTheReplyAndTheREPLGoesOn() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-sigint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/slow-script.json").path

        let process = Process()
        process.executableURL = try BinaryRunner.binary()
        process.arguments = ["--home", home.path, "--no-color", "--echo", "--script", script]
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        let exited = AsyncStream<Int32>.makeStream()
        process.terminationHandler = { exited.continuation.yield($0.terminationStatus); exited.continuation.finish() }
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("count to twenty\n".utf8))

        // Three words in (of twenty, 400 ms apart), interrupt, then ask for the history.
        let pid = process.processIdentifier
        _ = try await CrashRecoveryTests.read(output.fileHandleForReading, until: "three ") { kill(pid, SIGINT) }
        try input.fileHandleForWriting.write(contentsOf: Data(":history\n".utf8))
        try input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        var status: Int32 = -1
        for await code in exited.stream { status = code }

        let text = String(decoding: rest, as: UTF8.self)
        #expect(status == 0, "SIGINT stopped the reply, not the program: \(text)")
        #expect(text.contains("[stopped]"), "\(text)")
        let reply = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix("coach (scripted): ") }, "\(text)")
        #expect(reply.hasSuffix("[interrupted]"))
        #expect(!reply.contains("twenty"), "the reply did not run to its end")
    }
}
