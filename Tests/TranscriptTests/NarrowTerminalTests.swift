import Foundation
import Testing

/// A 34-column window: command output and errors are folded at spaces, never cut mid-word.
extension TerminalTests {
    @Test(.enabled(if: tmuxAvailable, "tmux is not installed"))
    func commandOutputFoldsAtSpacesInANarrowWindow() async throws {
        let session = try await TmuxSession.start(environment: ["AIRFIT_TODAY": "2026-11-24"], width: 34)
        defer { session.stop() }
        try await session.waitFor { $0.contains(">") }
        for line in [":profile set height 170", ":profile set birth_year 1990", ":profile set sex female", ":weight 80"] {
            try await session.send(keys: [line, "Enter"])
            try await session.waitForPrompt()
        }
        try await session.send(keys: ["C-l"])
        try await session.send(keys: [":targets", "Enter"])
        try await session.waitFor { $0.contains("Fibre") }
        let screen = Self.lines(try await session.capture())
        #expect(screen.allSatisfy { $0.count <= 34 }, "\(screen)")
        // Words the one-line output holds arrive whole, the continuation indented.
        #expect(screen.contains("  x 1.2 sedentary = 1,826 kcal"), "\(screen.joined(separator: "\n"))")
        #expect(screen.contains { $0.hasPrefix("Protein   128 g (1.6 g per kg x") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.contains("  kg)") || screen.contains("  80 kg)"), "\(screen.joined(separator: "\n"))")
        try await session.waitForPrompt()
        try await session.send(keys: ["C-d"])
        try await session.waitFor { $0.contains("EXITED 0") }
    }
}
