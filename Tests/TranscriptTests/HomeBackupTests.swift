import Foundation
import Testing

/// A backup is the home: a home built over ten days (profile, imported totals, meals, workouts,
/// weigh-ins, a target set by hand, chat, a check-in) is exported, and its files are imported
/// into empty homes in several orders; every view shows, byte for byte, what the original showed.
/// Into a home with data the backup merges without doubling.
@Suite(.serialized)
struct HomeBackupTests {
    static let fixtures = BinaryRunner.packageRoot.appendingPathComponent("Tests/Transcripts/fixtures")
    static let lastDay = "2026-11-09"
    /// What the comparison types: every view of the home.
    static let views = [":profile", ":targets", ":targets history", ":today", ":day 2026-11-01", ":day 2026-11-02",
                        ":day 2026-11-03", ":day 2026-11-05", ":week", ":week 2026-11-05", ":weight", ":expenditure",
                        ":progress", ":sessions", ":usage", ":checkin", ":quit"]

    static func run(_ arguments: [String], input: [String] = [], home: URL, today: String = lastDay) async throws -> BinaryRunner.Result {
        try await BinaryRunner.run(arguments: ["--home", home.path, "--no-color"] + arguments, input: input,
                                   environment: ["HOME": home.path, "LANG": "C.UTF-8", "AIRFIT_TODAY": today, "TZ": "UTC"])
    }

    static func folder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-backup-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The home the tests back up, and what its views show.
    static func original() async throws -> (home: URL, views: String) {
        let home = try folder("original")
        _ = try await run(["import", fixtures.appendingPathComponent("cronometer-daily.csv").path], home: home, today: "2026-11-03")
        let days: [(String, [String])] = [
            ("2026-11-01", [":profile set height 165", ":profile set birth_year 1988", ":profile set sex female",
                            ":profile set goal lose_fat", ":profile set activity moderate", ":weight 70", ":food a banana",
                            ":workout squat 3x5 60kg", "I ran 5 km in 30 minutes"]),
            ("2026-11-03", [":weight 69.6", ":food 2 eggs and toast", ":food a latte"]),
            ("2026-11-05", [":weight 69.4", "my goal is 1700 kcal a day", ":food oatmeal", ":workout bench press 3x8 40kg"]),
            ("2026-11-09", [":weight 69.1", ":food greek yogurt", ":checkin"]),
        ]
        for (day, lines) in days {
            let result = try await run([], input: lines + [":quit"], home: home, today: day)
            #expect(result.status == 0, "\(day): \(result.output)")
        }
        let views = try await run([], input: Self.views, home: home)
        return (home, views.output)
    }

    @Test func exportWipeImportGivesTheSameHomeWhateverTheOrderOfTheFiles() async throws {
        let (home, expected) = try await Self.original()
        defer { try? FileManager.default.removeItem(at: home) }
        #expect(expected.contains("Imported daily total (cronometer-daily.csv)"), "\(expected)")
        #expect(expected.contains("1,700"), "\(expected)")
        let backup = try Self.folder("export").appendingPathComponent("backup")
        let export = try await Self.run(["export", backup.path], home: home)
        #expect(export.status == 0, "\(export.output)")
        let names = try FileManager.default.contentsOfDirectory(atPath: backup.path).sorted()
        #expect(names == ["check-ins.csv", "conversations.jsonl", "daily-totals.csv", "food.csv", "goals.csv", "manifest.json",
                          "profile.json", "targets.csv", "weigh-ins.csv", "workouts.csv"])
        var generator = SeededGenerator(seed: 17)
        let orders: [[String]] = [names, names.reversed(), names.shuffled(using: &generator), names.shuffled(using: &generator),
                                  ["daily-totals.csv", "food.csv"] + names.filter { $0 != "daily-totals.csv" && $0 != "food.csv" }]
        let restored = try await Self.restore(arguments: [backup.path])
        #expect(restored == expected, "the folder")
        for order in orders {
            let output = try await Self.restore(arguments: order.map { backup.appendingPathComponent($0).path })
            #expect(output == expected, "\(order)")
        }
    }

    /// The views of an empty home after `airfit import ARGUMENTS`.
    static func restore(arguments: [String]) async throws -> String {
        let home = try folder("restored")
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try await run(["import"] + arguments, home: home)
        #expect(result.status == 0, "\(result.output)")
        return try await run([], input: views, home: home).output
    }

    @Test func intoAHomeWithDataItMergesWithoutDoubling() async throws {
        let (home, expected) = try await Self.original()
        defer { try? FileManager.default.removeItem(at: home) }
        let backup = try Self.folder("export").appendingPathComponent("backup")
        _ = try await Self.run(["export", backup.path], home: home)
        // Into the home it came from: nothing is added, nothing changes.
        let again = try await Self.run(["import", backup.path], home: home)
        #expect(again.output.components(separatedBy: "\n").filter { $0.hasPrefix("  added:") }.allSatisfy { $0 == "  added: nothing" },
                "\(again.output)")
        #expect(try await Self.run([], input: Self.views, home: home).output == expected)

        // Another home with a snack on 2026-11-02, a day the backup knows only as Cronometer's
        // total: another app's total for a day with meals is the same day counted twice, so it
        // stays out, in either order of the files.
        for order in [["daily-totals.csv", "food.csv"], ["food.csv", "daily-totals.csv"]] {
            let other = try Self.folder("other")
            defer { try? FileManager.default.removeItem(at: other) }
            _ = try await Self.run([], input: [":food a banana --date 2026-11-02", ":quit"], home: other)
            let merged = try await Self.run(["import"] + order.map { backup.appendingPathComponent($0).path }, home: other)
            #expect(merged.output.contains("skipped 1 daily total: the day already has food logged"), "\(merged.output)")
            let day = try await Self.run([], input: [":day 2026-11-02", ":quit"], home: other).output
            #expect(!day.contains("Imported daily total"), "\(day)")
            #expect(day.contains("eaten   105 "), "\(day)")
            // While the day the backup had both (Cronometer's total and a banana) keeps both: 2,105 + 105.
            let both = try await Self.run([], input: [":day 2026-11-01", ":quit"], home: other).output
            #expect(both.contains("Imported daily total (cronometer-daily.csv)") && both.contains("eaten  2,210 "), "\(both)")
        }
    }
}

/// A deterministic shuffle (the orders are the same on every run).
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state
    }
}
