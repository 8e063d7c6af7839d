import Foundation
import Testing

/// What only a terminal shows, driven through tmux: tab completion, Ctrl-C at the prompt
/// clearing the line without leaving, Ctrl-D leaving, and the history file.
@Suite(.serialized)
struct TerminalTests {
    static var tmuxAvailable: Bool {
        ["/usr/bin/tmux", "/bin/tmux", "/usr/local/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func completionCtrlCAndCtrlD() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }

        // The prompt alone on the last line: readline is reading (keys sent before it would be
        // echoed by the terminal, not completed).
        try await session.waitForPrompt()
        try await session.send(keys: [":vali", "Tab"])
        try await session.waitFor { $0.contains("> :validate") }
        try await session.send(keys: ["Enter"])
        try await session.waitFor { $0.contains("no problems") }

        try await session.send(keys: ["some half-typed line"])
        try await session.waitFor { $0.contains("half-typed") }
        try await session.send(keys: ["C-c"])
        // The cleared line stays on screen and a fresh, empty prompt follows it.
        try await session.waitFor { screen in
            let lines = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.last == ">" && lines.dropLast().last == "> some half-typed line"
        }
        try await session.send(keys: [":help quit", "Enter"])
        try await session.waitFor { $0.contains("leave (Ctrl-D") }
        let screen = try await session.capture()
        #expect(!screen.contains("EXITED"), "Ctrl-C at the prompt must not end the program:\n\(screen)")

        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
        let history = try String(contentsOf: session.home.appendingPathComponent("history"), encoding: .utf8)
        #expect(history.contains(":validate"))
        #expect(!history.contains("half-typed"), "a line cleared with Ctrl-C is not history")
    }
}

extension TerminalTests {
    /// Ctrl-C during a streamed reply stops the reply, not the program; what arrived is
    /// kept and stored as interrupted.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func ctrlCStopsAReplyAndKeepsIt() async throws {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/slow-script.json").path
        let session = try await TmuxSession.start(extraArguments: ["--script", script])
        defer { session.stop() }
        try await session.waitFor { $0.contains(">") }
        try await session.send(keys: ["count to twenty", "Enter"])
        try await session.waitFor { $0.contains("three ") }
        try await session.send(keys: ["C-c"])
        try await session.waitFor { $0.contains("[stopped]") }
        try await session.send(keys: [":history", "Enter"])
        try await session.waitFor { $0.contains("[interrupted]") }
        let screen = try await session.capture()
        #expect(screen.contains("you: count to twenty"))
        #expect(!screen.contains("twenty twenty"), "the reply must stop when Ctrl-C is pressed")
        #expect(!screen.contains("EXITED"))
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }
}

extension TerminalTests {
    /// Styled output on a terminal; plain with NO_COLOR (and with --no-color, used above).
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func colorOnATerminalUnlessNoColor() async throws {
        for (environment, expectColor) in [([String: String](), true), (["NO_COLOR": "1"], false)] {
            let session = try await TmuxSession.start(extraArguments: [], color: true, environment: environment)
            defer { session.stop() }
            try await session.waitFor { $0.contains(">") }
            try await session.send(keys: [":health", "Enter"])
            try await session.waitFor { $0.contains("StoreHandle") }
            let styled = try await Self.captureWithEscapes(session)
            #expect(styled.contains("\u{1B}[32mhealthy") == expectColor, "environment \(environment)")
            try await session.waitForPrompt()
            try await session.send(keys: ["C-d"])
            try await session.waitFor { $0.contains("EXITED 0") }
        }
    }

    static func captureWithEscapes(_ session: TmuxSession) async throws -> String {
        try await TmuxSession.tmux(["capture-pane", "-e", "-p", "-t", session.name])
    }
}

/// One airfit process inside a detached tmux session, on a tmux server of this test
/// process's own (`tmux -L`), so a tmux the developer runs is never touched.
struct TmuxSession {
    let name: String
    let home: URL

    static let socketName = "airfit-tests-\(getpid())"

    /// `home` reuses a home (a second run); `prepare` fills the home before airfit starts.
    static func start(extraArguments: [String] = [], color: Bool = false,
                      environment: [String: String] = [:], width: Int = 120, home reused: URL? = nil,
                      prepare: (URL) throws -> Void = { _ in }) async throws -> TmuxSession {
        let name = "airfit-test-\(UUID().uuidString.prefix(8))"
        let home = reused ?? FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try prepare(home)
        let binary = try BinaryRunner.binary().path
        // The shell stays after airfit exits so the exit status can be read off the screen.
        let variables = environment.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        let flags = (color ? [] : ["--no-color"]) + extraArguments
        let command = "env -i HOME=\(home.path) TERM=xterm LANG=C.UTF-8 \(variables) \(binary) --home \(home.path) "
            + "\(flags.joined(separator: " ")); echo EXITED $?; sleep 600"
        // This call starts the tmux server, a daemon: see `Spawn` for why it is not `Process`.
        try await tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "40", command])
        return TmuxSession(name: name, home: home)
    }

    func send(keys: [String]) async throws {
        try await Self.tmux(["send-keys", "-t", name] + keys)
    }

    func capture() async throws -> String {
        try await Self.tmux(["capture-pane", "-p", "-t", name])
    }

    /// Polls the screen until `condition` holds (a terminal offers no event to await).
    func waitFor(timeout: Duration = .seconds(20), _ condition: (String) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while ContinuousClock.now < deadline {
            screen = try await capture()
            if condition(screen) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TranscriptError("timed out waiting on the terminal; screen:\n\(screen)")
    }

    /// Waits until the last line on screen is an empty prompt: readline is reading again
    /// (keys typed before that may meet the terminal in the wrong mode).
    func waitForPrompt() async throws {
        try await waitFor { screen in
            screen.split(separator: "\n").last.map { $0.trimmingCharacters(in: .whitespaces) == ">" } ?? false
        }
    }

    /// Ends the session (its server leaves with its last session) and removes the home.
    func stop() {
        end()
        try? FileManager.default.removeItem(at: home)
    }

    /// Ends the session and keeps the home (for a second run in it).
    func end() {
        _ = try? Spawn.runBlocking(["tmux", "-L", Self.socketName, "kill-session", "-t", name])
    }

    @discardableResult
    static func tmux(_ arguments: [String]) async throws -> String {
        let result = try await Spawn.run(["tmux", "-L", socketName] + arguments)
        guard result.status == 0 else { throw TranscriptError("tmux \(arguments.joined(separator: " ")): \(result.output)") }
        return result.output
    }
}

extension TerminalTests {
    /// `:profile set` completes by position: the field names, then the chosen field's values.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func profileSetCompletesFieldsThenValues() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }
        try await session.waitFor { $0.contains(">") }
        try await session.send(keys: [":profile set act", "Tab"])
        try await session.waitFor { $0.contains("> :profile set activity") }
        try await session.send(keys: ["mod", "Tab"])
        try await session.waitFor { $0.contains("> :profile set activity moderate") }
        try await session.send(keys: ["Enter"])
        try await session.waitFor { $0.contains("Activity: moderately active") }
        try await session.send(keys: [":targets re", "Tab"])
        try await session.waitFor { $0.contains("> :targets reset") }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }
}
