import Foundation
import Testing

/// Replies on a real terminal: wrapped at word boundaries to its width, re-wrapped after a
/// resize, and never able to send the terminal a control sequence.
extension TerminalTests {
    static func fixture(_ name: String) -> String {
        BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures/\(name)").path
    }

    /// The screen's lines, trailing spaces dropped.
    static func lines(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func repliesWrapToTheTerminalAndRewrapAfterAResize() async throws {
        let session = try await TmuxSession.start(extraArguments: ["--script", Self.fixture("wrap-script.json")])
        defer { session.stop() }
        try await session.waitFor { $0.contains(">") }
        try await session.send(keys: ["plan", "Enter"])
        try await session.waitFor { $0.contains("hanging indent") }
        let wide = Self.lines(try await session.capture())
        #expect(wide.contains("Squat three sets of five at a steady pace, then rest two minutes between sets. Keep your chest up, brace before each"))
        #expect(wide.contains("rep, and stop a rep short of failure on the last set."))
        #expect(wide.contains("• a list item that is long enough to wrap at fifty columns, with a hanging indent"))

        try await session.waitForPrompt()
        try await session.send(keys: ["C-l"])
        try await TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "50"])
        // Polled like the screen: tmux offers no event to await.
        let deadline = ContinuousClock.now + .seconds(20)
        while try await TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{pane_width}"])
            .trimmingCharacters(in: .whitespacesAndNewlines) != "50" {
            guard ContinuousClock.now < deadline else { throw TranscriptError("the pane was not resized") }
            try await Task.sleep(for: .milliseconds(50))
        }
        try await session.send(keys: ["again", "Enter"])
        try await session.waitFor { Self.lines($0).contains("  columns, with a hanging indent") }
        let narrow = Self.lines(try await session.capture())
        let expected = [
            "Squat three sets of five at a steady pace, then",
            "rest two minutes between sets. Keep your chest up,",
            "brace before each rep, and stop a rep short of",
            "failure on the last set.",
            "• a list item that is long enough to wrap at fifty",
            "  columns, with a hanging indent",
        ]
        let start = try #require(narrow.firstIndex(of: expected[0]), "screen:\n\(narrow.joined(separator: "\n"))")
        #expect(Array(narrow[start..<min(start + expected.count, narrow.count)]) == expected)

        // :history lays stored replies out the same way, after the speaker's name.
        try await session.waitForPrompt()
        try await session.send(keys: ["C-l"])
        try await session.send(keys: [":history 1", "Enter"])
        let replayed = [
            "coach (scripted): Squat three sets of five at a",
            "steady pace, then rest two minutes between sets.",
            "Keep your chest up, brace before each rep, and",
            "stop a rep short of failure on the last set.",
            "• a list item that is long enough to wrap at fifty",
            "  columns, with a hanging indent",
        ]
        try await session.waitFor { screen in
            let lines = Self.lines(screen)
            return lines.firstIndex(of: replayed[0]).map { lines[$0...].contains(replayed[replayed.count - 1]) } ?? false
        }
        let history = Self.lines(try await session.capture())
        let first = try #require(history.firstIndex(of: replayed[0]), "screen:\n\(history.joined(separator: "\n"))")
        #expect(Array(history[first..<min(first + replayed.count, history.count)]) == replayed)
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }

    /// A reply holding a title change, a screen clear, a colour and an OSC 52 clipboard write,
    /// then `:history` showing it again: the title, the screen and the clipboard are untouched.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func aReplyCannotTakeOverTheTerminal() async throws {
        for color in [false, true] {
            let session = try await TmuxSession.start(extraArguments: ["--script", Self.fixture("markdown-script.json")], color: color)
            defer { session.stop() }
            try await TmuxSession.tmux(["set-option", "-s", "set-clipboard", "on"])
            try await session.waitFor { $0.contains(">") }
            let title = try await TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{pane_title}"])
            try await session.send(keys: ["show me a plan", "Enter"])
            try await session.waitFor { $0.contains("Ask me with") }
            try await session.waitForPrompt()
            try await session.send(keys: ["and now?", "Enter"])
            try await session.waitFor { $0.contains("After.") }
            try await session.waitForPrompt()
            try await session.send(keys: [":history 1", "Enter"])
            try await session.waitFor { $0.contains("coach (scripted): Before.") }
            try await session.waitForPrompt()

            let screen = try await session.capture()
            #expect(screen.contains("Before. ␛]0;PWNED␇␛[2J␛[31m␛]52;c;SGVsbG8=␇ After."), "shown, harmless:\n\(screen)")
            #expect(screen.contains("Your plan") && screen.contains("> show me a plan"), "the screen was not cleared:\n\(screen)")
            #expect(try await TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{pane_title}"]) == title)
            #expect(try await TmuxSession.tmux(["list-buffers"]).isEmpty, "no clipboard write reached the terminal")
            if !color {
                let styled = try await Self.captureWithEscapes(session)
                #expect(!styled.contains("\u{1B}["), "no colour without color:\n\(styled)")
            }
            try await session.send(keys: ["C-d"])
            try await session.waitFor { $0.contains("EXITED 0") }
        }
    }
}
