@testable import Coach
@testable import CoachDomain
import Foundation
import Testing
import TestThreads

@Suite("Resource loader")
struct ResourceLoaderTests {
    @Test("the real data loads")
    func realData() throws {
        let resources = try Fixtures.loaded.get()
        #expect(resources.foods.records.count >= 150)
        #expect(resources.exercises.records.count >= 60)
        #expect(resources.library.entries.count >= 25)
        #expect(resources.foods.food(named: "eggs")?.name == "egg")
        #expect(resources.exercises.exercise(named: "pullups")?.name == "pull-up")
        let ids = resources.library.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        for entry in resources.library.entries {
            #expect(entry.advice.count > 200, "\(entry.id) advice is substantive")
            #expect(!entry.keywords.isEmpty)
        }
    }

    /// A copy of the real files in a temporary root, for breaking one of them.
    func copyRoot() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in ["data/foods.json", "data/exercises.json", "data/coaching.json", "data/personas.json",
                     "Prompts/coach-system.md"] {
            let text = try String(contentsOf: TestPaths.root.appendingPathComponent(file), encoding: .utf8)
            try folder.write(text, to: file)
        }
        // The lexicon, which the loader needs as much as the data files.
        let lexicon = TestPaths.root.appendingPathComponent("data/lexicon")
        for name in try FileManager.default.contentsOfDirectory(atPath: lexicon.path) where name.hasSuffix(".lexicon") {
            try folder.write(try String(contentsOf: lexicon.appendingPathComponent(name), encoding: .utf8), to: "data/lexicon/" + name)
        }
        return folder
    }

    @Test("a bad lexicon line is named with its file and line")
    func badLexiconLine() throws {
        let folder = try copyRoot()
        try folder.write("# numbers\nseven | number=7\neleventy\n", to: "data/lexicon/zz-bad.lexicon")
        #expect(throws: ResourceError.malformed(path: folder.url.appendingPathComponent("data/lexicon/zz-bad.lexicon:3").path,
                                                detail: "no '|' between the phrase and its meaning")) {
            try CoachResources.load(root: folder.url)
        }
    }

    @Test("a missing lexicon folder is named")
    func missingLexicon() throws {
        let folder = try copyRoot()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("data/lexicon"))
        #expect(throws: ResourceError.missingDirectory(path: folder.url.appendingPathComponent("data/lexicon").path)) {
            try CoachResources.load(root: folder.url)
        }
    }

    @Test("a copy loads")
    func copyLoads() throws {
        let folder = try copyRoot()
        #expect(try CoachResources.load(root: folder.url).foods.records.count == Fixtures.foods.records.count)
    }

    @Test("a missing file is named")
    func missingFile() throws {
        let folder = try copyRoot()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("data/exercises.json"))
        #expect(throws: ResourceError.missingFile(path: folder.url.appendingPathComponent("data/exercises.json").path)) {
            try CoachResources.load(root: folder.url)
        }
    }

    @Test("a missing prompts folder is named")
    func missingPrompts() throws {
        let folder = try copyRoot()
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Prompts"))
        #expect(throws: ResourceError.missingDirectory(path: folder.url.appendingPathComponent("Prompts").path)) {
            try CoachResources.load(root: folder.url)
        }
    }

    @Test("malformed files give the path and what is wrong", .ownThread, arguments: [
        ("{ not json", "not valid JSON"),
        (#"{"foods": [{"name": "x"}]}"#, "missing key \"aliases\" at .foods[0]"),
        (#"{"foods": [{"name": "x", "aliases": [], "per100g": {"kcal": -1, "protein": 0, "carbs": 0, "fat": 0}, "units": {}}]}"#,
         "negative value for x"),
    ])
    func malformed(text: String, detail: String) throws {
        let folder = try copyRoot()
        try folder.write(text, to: "data/foods.json")
        do {
            _ = try CoachResources.load(root: folder.url)
            Issue.record("expected an error")
        } catch let error as ResourceError {
            guard case .malformed(let path, let found) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path.hasSuffix("data/foods.json"))
            #expect(found.hasPrefix(detail), "\(found)")
        }
    }

    @Test("calendar days")
    func calendar() throws {
        let day = try #require(CalendarDay(iso: "2026-11-21"))
        #expect(day.weekday == 6)
        #expect(day.startOfWeek.iso == "2026-11-16")
        #expect(day.adding(days: 11).iso == "2026-12-02")
        #expect(CalendarDay(daysSinceEpoch: day.daysSinceEpoch) == day)
        #expect(CalendarDay(iso: "2026-02-29") == nil)
        #expect(CalendarDay(iso: "2024-02-29")?.adding(days: 1).iso == "2024-03-01")
        #expect(day.longDescription == "Saturday 21 November 2026")
    }
}
