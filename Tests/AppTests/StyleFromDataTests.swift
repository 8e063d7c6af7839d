import CoachDomain
import CoachProgress
import Coach
import Foundation
import Testing
@testable import App

/// Issue 18, item 5: only the program's own styling reaches the terminal. Escape sequences in
/// data (a stored food name, a profile name written by an older airfit) are shown as symbols in
/// `:today` and `:profile`, with colour, with NO_COLOR and in a pipe.
@Suite(.serialized)
struct StyleFromDataTests {
    static let hostile = "\u{1B}[8mhidden\u{1B}[5m pizza\u{1B}[0m"

    /// What `console` wrote to its output, read from the pipe behind it.
    final class Captured: Sendable {
        let console: Console
        private let read: Int32
        private let write: Int32

        init(color: Bool) {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            (read, write) = (fds[0], fds[1])
            console = Console(color: color, output: fds[1], error: fds[1])
        }

        func text() -> String {
            close(write)
            defer { close(read) }
            return String(decoding: FileHandle(fileDescriptor: read).readDataToEndOfFile(), as: UTF8.self)
        }
    }

    /// The escape sequences in `text`: each ESC with the characters up to its final byte.
    static func sequences(_ text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.firstIndex(of: "\u{1B}") {
            let tail = rest[start...]
            let end = tail.dropFirst(2).firstIndex { $0.isLetter } ?? tail.endIndex
            found.append(String(tail[..<(end == tail.endIndex ? end : tail.index(after: end))]))
            rest = tail.dropFirst()
        }
        return found
    }

    @Test("Console.line: data's escapes made visible, the console's own styles kept", arguments: [true, false])
    func lineKeepsOnlyOwnStyles(color: Bool) {
        let captured = Captured(color: color)
        captured.console.line(captured.console.style("Today", .bold) + " " + Self.hostile + " \u{1B}]0;title\u{7}")
        captured.console.note("a note about " + Self.hostile)
        let text = captured.text()
        #expect(Self.sequences(text) == (color ? ["\u{1B}[1m", "\u{1B}[0m", "\u{1B}[2m", "\u{1B}[0m"] : []), "\(text.debugDescription)")
        #expect(text.contains("␛[8mhidden␛[5m pizza␛[0m"), "\(text.debugDescription)")
    }

    @Test("a forged style mark in data is not styling")
    func forgedMark() {
        let captured = Captured(color: true)
        captured.console.line("\u{E000}8m guess \u{E000}0000\u{E001}5m")
        #expect(!captured.text().contains("\u{1B}"))
    }

    @Test(":today and :profile show stored names without their escape sequences", arguments: [true, false])
    func reportsShowDataSafely(color: Bool) async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-style-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let captured = Captured(color: color)
        let options = AppOptions(home: home.path, color: color, environment: ["HOME": home.path])
        let harness = AppHarness(container: AppModules.container(options: options, console: captured.console), options: options,
                                 console: captured.console)
        let ports = try await harness.container.resolve(ProgressPorts.self)
        // As an older airfit (or a hand-edited database) may hold them: written below every input check.
        try await ports.coach.nutrition.addMeal(MealEntry(day: try await harness.container.resolve(AppClock.self).today(), description: Self.hostile, items: [
            FoodItem(name: Self.hostile, quantity: 1, unit: "slice", grams: 100, macros: Macros(kcal: 266, protein: 11, carbs: 33, fat: 10),
                     isEstimate: true)]))
        var profile = Profile()
        profile[ProfileFields.name] = "\u{1B}[5mSam\u{1B}[0m"
        try await ports.coach.profiles.saveProfile(profile)
        await harness.run(":today")
        await harness.run(":profile")
        await harness.shutdown()
        let text = captured.text()
        #expect(text.contains("hidden␛[5m pizza"), "\(text)")
        // The field table refuses a name holding a control character, also when it is read back.
        #expect(!text.contains("\u{1B}[5mSam"), "\(text)")
        let foreign = Self.sequences(text).filter { !["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[32m", "\u{1B}[33m", "\u{1B}[36m"].contains($0) }
        #expect(foreign.isEmpty, "escape sequences not the program's own: \(foreign.map(\.debugDescription))")
        if !color { #expect(!text.contains("\u{1B}"), "no escape at all without colour") }
    }
}
