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
            input: ["hello", ":history", ":validate"], environment: ["HOME": home.path, "LANG": "C.UTF-8"])
        let lines = result.output.components(separatedBy: "\n")
        #expect(result.status == 0)
        let warnings = lines.filter { $0.hasPrefix("warning:") && $0.contains("damaged") }
        #expect(warnings.count == 1, "one warning at start: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("Hey!") }, "the offline coach still answers: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("error:") && $0.contains("damaged") }, ":history says why it cannot: \(result.output)")
        #expect(lines.contains { $0.hasPrefix("ok: ") }, "commands still work")
        #expect(try Data(contentsOf: database) == garbage, "the damaged file must not be touched")
    }
}
