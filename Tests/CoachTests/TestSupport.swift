@testable import Coach
@testable import CoachDomain
import CoachLanguage
import Foundation

/// The package root, found from this file: Tests/CoachTests/TestSupport.swift -> ../../
enum TestPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}

/// The real data files, loaded once. If they fail to load, tests see empty data (and fail on
/// their expectations) and "the real data loads" reports the error.
enum Fixtures {
    static let loaded: Result<CoachResources, any Error> = Result { try CoachResources.load(root: TestPaths.root) }
    static var resources: CoachResources {
        (try? loaded.get()) ?? CoachResources(foods: FoodDatabase(records: []), exercises: ExerciseCatalog(records: []),
                                              library: CoachingLibrary(entries: []),
                                              promptsDirectory: TestPaths.root.appendingPathComponent("Prompts"))
    }
    static var foods: FoodDatabase { resources.foods }
    static var exercises: ExerciseCatalog { resources.exercises }
    static var language: Language { resources.language }
    static var library: CoachingLibrary { resources.library }
    static let day = CalendarDay(year: 2026, month: 11, day: 21) ?? CalendarDay(daysSinceEpoch: 0)
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("coach-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ text: String, to relative: String) throws {
        let file = url.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}

extension Profile {
    /// A profile built in place: `Profile.with { $0[ProfileFields.name] = "Sam" }`.
    static func with(_ build: (inout Profile) -> Void) -> Profile {
        var profile = Profile()
        build(&profile)
        return profile
    }
}
