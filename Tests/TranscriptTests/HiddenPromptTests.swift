import Foundation
import Testing

/// Issue 11, item 1: a hidden prompt never leaves the terminal silent. Ctrl-C cancels the
/// prompt (the REPL goes on; `airfit keys set` exits 130), SIGTERM and SIGHUP end the
/// program with the terminal restored. `stty` run in the same terminal afterwards shows echo.
@Suite(.serialized)
struct HiddenPromptTests {
    /// Starts `airfit ARGUMENTS` in tmux under `sh` (which prints its pid first), then
    /// prints the exit status and the terminal's echo setting (`echo` or `-echo`).
    static func start(_ arguments: String) async throws -> TmuxSession {
        let name = "airfit-prompt-\(UUID().uuidString.prefix(8))"
        let home = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let binary = try BinaryRunner.binary().path
        let run = "sh -c 'echo PID $$; exec \(binary) --home \(home.path) --no-color \(arguments)'"
        let command = "env -i HOME=\(home.path) TERM=xterm LANG=C.UTF-8 PATH=/usr/bin:/bin \(run); echo EXITED $?; "
            + "stty -a | tr ' ' '\\n' | grep -x -e echo -e -echo | sed 's/^/STTY /'; sleep 600"
        try await TmuxSession.tmux(["new-session", "-d", "-s", name, "-x", "120", "-y", "40", command])
        return TmuxSession(name: name, home: home)
    }

    static func pid(_ session: TmuxSession) async throws -> pid_t {
        let screen = try await session.capture()
        let line = try #require(screen.split(separator: "\n").first { $0.hasPrefix("PID ") })
        return try #require(pid_t(line.dropFirst(4).trimmingCharacters(in: .whitespaces)))
    }

    @Test(.enabled(if: TerminalTests.tmuxAvailable, "tmux is not installed"))
    func ctrlCAtKeysSetInTheREPLCancelsThePromptOnly() async throws {
        let session = try await Self.start("")
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: [":keys set openai", "Enter"])
        try await session.waitFor { $0.contains("Key for openai (input hidden):") }
        try await session.send(keys: ["sk-half-typed", "C-c"])
        try await session.waitFor { $0.contains("cancelled") }
        try await session.waitForPrompt()
        try await session.send(keys: [":keys", "Enter"])
        try await session.waitFor { $0.contains("no keys") }
        try await session.send(keys: [":quit", "Enter"])
        try await session.waitFor { $0.contains("STTY ") }
        let screen = try await session.capture()
        #expect(screen.contains("EXITED 0"), "\(screen)")
        #expect(screen.contains("STTY echo"), "echo must be back on:\n\(screen)")
        #expect(!screen.contains("sk-half-typed"), "the hidden input was echoed:\n\(screen)")
        #expect(!FileManager.default.fileExists(atPath: session.home.appendingPathComponent("keys.enc").path))
    }

    @Test(.enabled(if: TerminalTests.tmuxAvailable, "tmux is not installed"))
    func ctrlCAtKeysSetExits130WithEchoBack() async throws {
        let session = try await Self.start("keys set openai")
        defer { session.stop() }
        try await session.waitFor { $0.contains("Key for openai (input hidden):") }
        try await session.send(keys: ["sk-half-typed", "C-c"])
        try await session.waitFor { $0.contains("STTY ") }
        let screen = try await session.capture()
        #expect(screen.contains("EXITED 130"), "\(screen)")
        #expect(screen.contains("STTY echo"), "echo must be back on:\n\(screen)")
    }

    // SIGQUIT: issue 18, item 6 (the Swift runtime's crash reporter took it, and echo stayed off).
    @Test(.enabled(if: TerminalTests.tmuxAvailable, "tmux is not installed"), arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalAtThePromptRestoresTheTerminal(signal: Int32) async throws {
        let session = try await Self.start("keys set openai")
        defer { session.stop() }
        try await session.waitFor { $0.contains("Key for openai (input hidden):") }
        try await session.send(keys: ["sk-half"])
        #expect(kill(try await Self.pid(session), signal) == 0)
        try await session.waitFor { $0.contains("STTY ") }
        let screen = try await session.capture()
        #expect(screen.contains("EXITED \(128 + signal)"), "\(screen)")
        #expect(screen.contains("STTY echo"), "echo must be back on:\n\(screen)")
    }
}
