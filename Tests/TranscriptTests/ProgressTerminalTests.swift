import Foundation
import Testing

extension TerminalTests {
    /// In a terminal, `:week` draws its bars with Unicode blocks in colour, as wide as the
    /// terminal (120 columns here); with NO_COLOR the same command gives the plain `#` bars that
    /// transcripts pin.
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func chartsUseBlocksColourAndTheTerminalWidth() async throws {
        for (environment, rich) in [(["AIRFIT_TODAY": "2026-11-24"], true), (["AIRFIT_TODAY": "2026-11-24", "NO_COLOR": "1"], false)] {
            let session = try await TmuxSession.start(extraArguments: [], color: true, environment: environment)
            defer { session.stop() }
            try await session.waitFor { $0.contains(">") }
            try await session.send(keys: [":food 2 eggs and a slice of toast", "Enter"])
            try await session.waitFor { $0.contains("Logged for today") }
            try await session.waitForPrompt()
            try await session.send(keys: [":week", "Enter"])
            try await session.waitFor { $0.contains("kcal against target") && $0.contains("Tue 24 Nov     215") }
            let screen = try await session.capture()
            let bar = screen.split(separator: "\n").last { $0.hasPrefix("Tue 24 Nov     215") }.map(String.init) ?? ""
            if rich {
                #expect(bar.filter { $0 == "█" }.count >= 80, "a full bar spans most of 120 columns: \(bar)")
                #expect(try await Self.captureWithEscapes(session).contains("\u{1B}[32m████"))
            } else {
                #expect(bar.hasSuffix(String(repeating: "#", count: 51)), "plain bars are 54 columns at full scale: \(bar)")
                #expect(!bar.contains("█"))
            }
            try await session.waitForPrompt()
            try await session.send(keys: ["C-d"])
            try await session.waitFor { $0.contains("EXITED 0") }
        }
    }
}
