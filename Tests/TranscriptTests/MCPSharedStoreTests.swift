import Foundation
import LLM
import Testing

/// The REPL and `airfit mcp` on one store at the same time: both write at once, nothing is
/// lost, and each sees the other's entries.
@Suite(.timeLimit(.minutes(3)))
struct MCPSharedStoreTests {
    @Test func theREPLAndTheServerWriteAtOnceAndSeeEachOther() async throws {
        let home = try MCPServerTests.home("shared")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "LANG": "C.UTF-8", "AIRFIT_TODAY": MCPServerTests.day]
        // 48 meals: a day holds at most 50 (LogBounds).
        let count = 24
        let server = try MCPServerTests.client(home)
        try await server.initialize()

        // The REPL logs apples while the server logs bananas, all calls in flight together.
        async let repl = BinaryRunner.run(arguments: ["--home", home.path, "--no-color"],
                                          input: Array(repeating: "I had 1 apple", count: count), environment: environment)
        let failures = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<count {
                group.addTask { try await server.call("log_food", ["description": "1 banana"])["isError"]?.boolValue != false }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        let replRun = try await repl
        #expect(failures == 0, "every call from the server was logged")
        #expect(replRun.status == 0, "\(replRun.output)")
        #expect(replRun.output.components(separatedBy: "✓ Logged 1 apple").count - 1 == count, "\(replRun.output)")

        // By hand: an apple is 182 g at 52 kcal per 100 g (94.64), a banana 118 g at 89 (105.02):
        // 24 × 94.64 + 24 × 105.02 = 2,271.36 + 2,520.48 = 4,791.84 kcal, 48 meals.
        let today = try await server.call("today_summary")["structuredContent"]?["today"]
        #expect(today?["meals"]?.arrayValue?.count == 2 * count, "nothing lost")
        #expect(today?["totals"]?["kcal"]?.numberValue == 4792)
        let record = try await MCPServerTests.read("airfit://today", server)
        #expect(Self.meals("1 apple: 95 kcal", in: record) == count, "the server sees the REPL's: \(record)")
        try await MCPServerTests.finish(server)

        let after = try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"], input: [":today"], environment: environment)
        #expect(Self.meals("1 banana: 105 kcal", in: after.output) == count, "the REPL sees the server's: \(after.output)")
        let eaten = after.output.split(separator: "\n").first { $0.hasPrefix("eaten") } ?? ""
        #expect(eaten.split(separator: " ").first { $0.contains(where: \.isNumber) } == "4,792", "\(after.output)")
    }

    /// How many of a day's listed meals (`  12. 1 apple: 95 kcal`) read `meal`.
    static func meals(_ meal: String, in text: String) -> Int {
        text.split(separator: "\n").filter { line in
            let words = line.trimmingCharacters(in: .whitespaces)
            guard let dot = words.firstIndex(of: "."), words[..<dot].allSatisfy(\.isNumber) else { return false }
            return words[words.index(after: dot)...].trimmingCharacters(in: .whitespaces) == meal
        }.count
    }
}
