import Foundation
import Testing

/// Issue 11 in a real terminal (tmux): the history file (item 6), completion by position
/// (5), the status line (4), typed-ahead text during a reply (12), a resize while a line is
/// edited (7) and the first-run welcome (8).
@Suite(.serialized)
struct ReadlineTerminalTests {
    static let tmux = TerminalTests.tmuxAvailable

    static func lines(_ screen: String) -> [String] {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func history(_ session: TmuxSession) throws -> [String] {
        let text = try String(contentsOf: session.home.appendingPathComponent("history"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Up Up Ctrl-U Down Down and a new line: the recalled line is not damaged, the new line
    /// is in the file at once (before exit), a repeat of it is not added, the file is 0600.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func historyIsAppendedAsEnteredAndNeverDamaged() async throws {
        let session = try await TmuxSession.start { home in
            try "first line\nsecond line\nthird line\n".write(to: home.appendingPathComponent("history"), atomically: true, encoding: .utf8)
        }
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["Up", "Up"])
        try await session.waitFor { $0.contains("> second line") }
        try await session.send(keys: ["C-u", "Down", "Down"])
        try await session.send(keys: [":validate", "Enter"])
        try await session.waitFor { $0.contains("no problems") }
        try await session.waitForPrompt()
        // In the file while airfit still runs.
        #expect(try Self.history(session) == ["first line", "second line", "third line", ":validate"])
        // The same line again is not a second entry.
        try await session.send(keys: [":validate", "Enter"])
        try await session.waitFor { $0.components(separatedBy: "no problems").count == 3 }
        try await session.waitForPrompt()
        // In memory too the edited entry is as it was.
        try await session.send(keys: ["Up", "Up", "Up"])
        try await session.waitFor { Self.lines($0).last { !$0.isEmpty } == "> second line" }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
        #expect(try Self.history(session) == ["first line", "second line", "third line", ":validate"])
        let mode = try FileManager.default.attributesOfItem(atPath: session.home.appendingPathComponent("history").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test(.enabled(if: tmux, "tmux is not installed"))
    func noHistoryFileWithAIRFIT_NOHISTORY() async throws {
        let session = try await TmuxSession.start(environment: ["AIRFIT_NOHISTORY": "1"])
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: [":validate", "Enter"])
        try await session.waitFor { $0.contains("no problems") }
        try await session.waitForPrompt()
        try await session.send(keys: ["Up"])
        try await session.waitFor { Self.lines($0).last { !$0.isEmpty } == "> :validate" }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
        #expect(!FileManager.default.fileExists(atPath: session.home.appendingPathComponent("history").path))
    }

    /// Ctrl-D at an empty prompt ends the prompt's line, with no second prompt after it.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func ctrlDLeavesNoStrayPrompt() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
        let lines = Self.lines(try await session.capture()).filter { !$0.isEmpty }
        #expect(Array(lines.suffix(2)) == [">", "EXITED 0"], "\(lines)")
    }

    @Test(.enabled(if: tmux, "tmux is not installed"))
    func completionKnowsWhereItIs() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }
        try await session.waitForPrompt()
        // :swap KEY <Tab><Tab>: that key's alternatives.
        try await session.send(keys: [":swap ChatProvider ", "Tab", "Tab"])
        try await session.waitFor { screen in
            Self.lines(screen).contains { $0.contains("anthropic") && $0.contains("offline") && $0.contains("openai") }
        }
        #expect(!(try await session.capture()).contains("AppPaths"), "keys are not alternatives")
        try await session.send(keys: ["C-u", "C-l"])
        try await session.waitFor { !$0.contains("anthropic") }
        // :persona <Tab><Tab>: `new` once.
        try await session.send(keys: [":persona ", "Tab"])
        try await session.waitFor { $0.contains("> :persona new") }
        try await session.send(keys: ["Tab", "Tab", "x"])
        try await session.waitFor { $0.contains("> :persona new x") }
        #expect(!(try await session.capture()).contains("new new"))
        try await session.send(keys: ["C-u", "C-l"])
        // :keys set <Tab><Tab>: providers, not the sub-words.
        try await session.send(keys: [":keys set ", "Tab", "Tab"])
        try await session.waitFor { screen in Self.lines(screen).contains { $0.contains("anthropic") && $0.contains("openai") } }
        let screen = try await session.capture()
        #expect(!screen.contains("rm") && !screen.contains("set  "), "\(screen)")
        try await session.send(keys: ["op", "Tab"])
        try await session.waitFor { $0.contains("> :keys set openai") }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// `:resume <Tab><Tab>` lists the conversations, each id with its title.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func resumeCompletesIdsWithTitles() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["squat 3x5 100kg", "Enter"])
        try await session.waitFor { $0.contains("Logged") }
        try await session.waitForPrompt()
        try await session.send(keys: [":new", "Enter"])
        try await session.waitForPrompt()
        try await session.send(keys: ["I had 2 eggs", "Enter"])
        try await session.waitFor { $0.contains("143 kcal") }
        try await session.waitForPrompt()
        // A third Tab: when both ids start with the same digit (one run in sixteen), the first
        // Tab inserts it, and readline lists only at the second Tab after that.
        try await session.send(keys: ["C-l", ":resume ", "Tab", "Tab", "Tab"])
        try await session.waitFor { screen in
            Self.lines(screen).contains { $0.range(of: #"^[0-9a-f]{8}  squat 3x5 100kg$"#, options: .regularExpression) != nil }
                && Self.lines(screen).contains { $0.range(of: #"^[0-9a-f]{8}  I had 2 eggs$"#, options: .regularExpression) != nil }
        }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// After each reply a dim status line; `:set status off` hides it.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func statusLineAfterEachReply() async throws {
        let session = try await TmuxSession.start()
        defer { session.stop() }
        let status = #"^offline/offline-coach · ~?[0-9,]+ in, ~?[0-9,]+ out · ~?\$0\.0000 · first token [0-9.]+ m?s · [0-9.]+ m?s$"#
        func statusLines(_ screen: String) -> Int {
            Self.lines(screen).filter { $0.range(of: status, options: .regularExpression) != nil }.count
        }
        try await session.waitForPrompt()
        try await session.send(keys: ["squat 3x5 100kg", "Enter"])
        try await session.waitFor { statusLines($0) == 1 }
        try await session.waitForPrompt()
        try await session.send(keys: [":set status off", "Enter"])
        try await session.waitFor { $0.contains("status line off") }
        try await session.send(keys: ["I had 2 eggs", "Enter"])
        try await session.waitFor { $0.contains("143 kcal") }
        try await session.waitForPrompt()
        #expect(statusLines(try await session.capture()) == 1)
        try await session.send(keys: [":set status on", "Enter"])
        try await session.waitFor { $0.contains("status line on") }
        try await session.send(keys: ["how am I doing today?", "Enter"])
        try await session.waitFor { statusLines($0) == 2 }
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    @Test(.enabled(if: tmux, "tmux is not installed"))
    func statusLineOffInConfig() async throws {
        let session = try await TmuxSession.start { home in
            try #"{"status_line": false}"#.write(to: home.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        }
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["squat 3x5 100kg", "Enter"])
        try await session.waitFor { $0.contains("Logged") }
        try await session.waitForPrompt()
        #expect(!(try await session.capture()).contains("offline/offline-coach"))
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// Text typed while a reply streams is not echoed into it; it waits at the next prompt.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func typedAheadWaitsForThePrompt() async throws {
        let script = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/typeahead-script.json").path
        let session = try await TmuxSession.start(extraArguments: ["--script", script])
        defer { session.stop() }
        try await session.waitForPrompt()
        try await session.send(keys: ["hello", "Enter"])
        try await session.waitFor { $0.contains("slow reply") }
        try await session.send(keys: ["typed ahead"])
        try await session.waitFor { $0.contains("ends.") }
        try await session.waitFor { Self.lines($0).last { !$0.isEmpty } == "> typed ahead" }
        let screen = try await session.capture()
        let reply = try #require(Self.lines(screen).first { $0.hasPrefix("slow reply") })
        #expect(reply == "slow reply that streams word by word until it ends.")
        #expect(screen.components(separatedBy: "typed ahead").count == 2, "shown once, at the prompt:\n\(screen)")
        // The typed text is a line like any other: Enter sends it.
        try await session.send(keys: ["Enter"])
        try await session.waitFor { $0.contains("second reply.") }
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// A resize while a long line is edited: readline is told, the line stays whole.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func resizeWhileEditingKeepsTheLine() async throws {
        let session = try await TmuxSession.start(width: 80)
        defer { session.stop() }
        let start = "the quick brown fox jumps over the lazy dog and keeps running across the wide green field"
        try await session.waitForPrompt()
        try await session.send(keys: [start])
        try await session.waitFor { $0.contains("green field") }
        for (width, more) in [(50, " until night"), (100, " falls"), (37, " again")] {
            try await TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "\(width)", "-y", "40"])
            try await session.send(keys: [more])
            // Readline redraws the line wrapped at the new width: its last drawing's rows,
            // each full row padded back to the width (capture-pane drops trailing spaces), are the line.
            let expected = "> " + start + [" until night", " falls", " again"].prefix { $0 != more }.joined() + more
            func whole(_ screen: String) -> Bool {
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                guard let first = lines.lastIndex(where: { $0.hasPrefix("> the quick") }) else { return false }
                let rows = lines[first...].filter { !$0.isEmpty }
                let padded = rows.dropLast().map { $0.padding(toLength: width, withPad: " ", startingAt: 0) } + rows.suffix(1)
                return padded.joined() == expected
            }
            try await session.waitFor(whole)
            // Ctrl-L redraws from readline's idea of the width: still whole.
            try await session.send(keys: ["C-l"])
            try await session.waitFor { whole($0) && !$0.contains("Welcome") }
        }
        try await session.send(keys: ["C-u", "C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// The first run in a home shows the welcome; the next does not. At 80 columns the
    /// banner and the welcome wrap between words.
    @Test(.enabled(if: tmux, "tmux is not installed"))
    func welcomeOnceperHome() async throws {
        let first = try await TmuxSession.start(width: 80)
        defer { try? FileManager.default.removeItem(at: first.home) }
        try await first.waitForPrompt()
        let screen = try await first.capture()
        #expect(screen.contains("AirFit Coach, talking through offline."))
        #expect(screen.contains("Welcome!"))
        #expect(screen.contains(":onboard sets up your profile"))
        #expect(screen.contains("It works offline"))
        #expect(screen.contains("airfit keys set openai"))
        for line in Self.lines(screen) where !line.isEmpty {
            #expect(line.count <= 80)
            #expect(!line.hasPrefix("ave.") && !line.hasPrefix("eave."), "a word broken at the edge: \(line)")
        }
        #expect(screen.contains("Ctrl-D to\nleave.") || screen.contains("Ctrl-D to leave."))
        try await first.send(keys: ["C-d"])
        try await first.waitFor { $0.contains("EXITED 0") }
        first.end()
        let marker = first.home.appendingPathComponent("welcomed").path
        let mode = try FileManager.default.attributesOfItem(atPath: marker)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let second = try await TmuxSession.start(width: 80, home: first.home)
        defer { second.end() }
        try await second.waitForPrompt()
        let again = try await second.capture()
        #expect(again.contains("AirFit Coach, talking through offline."))
        #expect(!again.contains("Welcome!"))
        try await second.send(keys: ["C-d"])
        try await second.waitFor { $0.contains("EXITED 0") }
    }
}
