import Foundation
import Testing

/// A damaged database: one clear warning, the coach still answers and the commands still
/// work, and the file is left exactly as it was.
struct DamagedDatabaseTests {
    @Test func theCoachGoesOnAndTheFileIsUntouched() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let database = home.appendingPathComponent("airfit.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: database)

        let result = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"],
            input: ["hello", ":history", ":today", ":week", ":validate"], environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        let lines = result.output.components(separatedBy: "\n")
        #expect(result.status == 1, ":history failed, and the status of a piped run says so")
        let warnings = lines.filter { $0.hasPrefix("warning:") && $0.contains("damaged") }
        #expect(warnings.count == 1, "one warning at start: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("Hey! I can't read today's log right now") },
                "the offline coach still answers, and says it cannot read the log: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("error:") && $0.contains("damaged") }, ":history says why it cannot: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("ok: ") }, "commands still work")
        // Issue 12, item 3: never an empty day when the truth is that nothing could be read.
        let unreadable = lines.filter { $0.hasPrefix("error: could not read your logs, so nothing is shown") }
        #expect(unreadable.count == 2, ":today and :week say why they show nothing: \(result.output)")
        #expect(!lines.contains("Nothing logged."), ":today reports no empty day: \(result.output)")
        #expect(try Data(contentsOf: database) == garbage, "the damaged file must not be touched")
    }

    /// Issue 12, item 4: random bytes in the middle of a real database (its header intact).
    /// The file keeps every byte, and `:health` says the store is damaged.
    @Test func aDatabaseDamagedInTheMiddleIsReportedAndUntouched() async throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-middle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "LANG": "C.UTF-8"]
        let meals = (1...60).map { "I had 2 eggs and a slice of toast, meal \($0)" }
        _ = try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"], input: meals, environment: environment)
        let database = home.appendingPathComponent("airfit.sqlite")
        var bytes = try [UInt8](Data(contentsOf: database))
        try #require(bytes.count > 16384)
        var seed: UInt32 = 7
        for index in (bytes.count / 2)..<(bytes.count / 2 + 4096) {
            seed = seed &* 1_103_515_245 &+ 12345
            bytes[index] = UInt8(truncatingIfNeeded: seed >> 16)
        }
        let damaged = Data(bytes)
        try damaged.write(to: database)

        let result = try await BinaryRunner.run(
            arguments: ["--home", home.path, "--no-color", "--echo"], input: ["I had an apple", ":health"], environment: environment)
        let health = result.output.components(separatedBy: "\n").first { $0.hasPrefix("StoreHandle") } ?? ""
        #expect(health.contains("unhealthy") && health.contains("damaged"), "\(result.output)")
        #expect(try Data(contentsOf: database) == damaged, "the damaged file must not be touched")
    }
}
