import Foundation
import Testing

/// Issue 18, item 6: SIGQUIT (Ctrl-\ in a terminal) ends the program as SIGTERM does, with the
/// terminal put back and the status a shell shows as 131: never the runtime's crash report, a
/// process going on with echo off, or one spinning in a pipe. (At the hidden prompt:
/// `HiddenPromptTests.aSignalAtThePromptRestoresTheTerminal`.)
@Suite(.serialized)
struct QuitSignalTests {
    static func expectQuitCleanly(_ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await session.waitFor { $0.contains("STTY ") }
        let screen = try await session.capture()
        #expect(screen.contains("EXITED 131"), "\(screen)", sourceLocation: sourceLocation)
        #expect(screen.contains("STTY echo"), "echo must be back on:\n\(screen)", sourceLocation: sourceLocation)
        #expect(!screen.contains("crashed") && !screen.contains("Press space"), "the crash reporter ran:\n\(screen)",
                sourceLocation: sourceLocation)
    }

    @Test(.enabled(if: TerminalTests.tmuxAvailable, "tmux is not installed"))
    func ctrlBackslashAtTheREPLPromptEndsTheProgramWithTheTerminalBack() async throws {
        let session = try await HiddenPromptTests.start("")
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["half a line", "C-\\"])
        try await Self.expectQuitCleanly(session)
    }

    @Test(.enabled(if: TerminalTests.tmuxAvailable, "tmux is not installed"))
    func ctrlBackslashDuringAReplyEndsTheProgramWithTheTerminalBack() async throws {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/slow-script.json").path
        let session = try await HiddenPromptTests.start("--script \(script)")
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["count to twenty", "Enter"])
        try await session.waitFor { $0.contains("three ") }
        try await session.send(keys: ["C-\\"])
        try await Self.expectQuitCleanly(session)
    }

    @Test func sigquitInAPipeEndsTheProgram() async throws {
        let home = try CrashRecoveryTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let child = try PipedChild(arguments: [try BinaryRunner.binary().path, "--home", home.path, "--no-color", "--echo"],
                                   environment: ["HOME": home.path, "LANG": "C.UTF-8"], errors: home.appendingPathComponent("stderr").path)
        defer { child.stop() }
        // The REPL has answered a line and waits for the next; standard input stays open.
        _ = try await child.exchange(":help quit\n", readingUntil: "leave") { kill(child.pid, SIGQUIT) }
        let status = try await child.waitForExit()
        let errors = (try? String(contentsOf: home.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
        #expect(status == .signalled(SIGQUIT), "stderr: \(errors)")
        #expect(!errors.contains("crashed"), "the crash reporter ran: \(errors)")
    }
}
