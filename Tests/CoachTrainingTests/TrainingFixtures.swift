import CoachDomain
import Foundation
@testable import CoachTraining

/// The real `data/exercises.json` and `data/training.json`, read once.
enum TrainingFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let loaded: Result<TrainingCatalog, any Error> = Result {
        try TrainingCatalog.decode(
            exercises: Data(contentsOf: root.appendingPathComponent("data/exercises.json")),
            rules: Data(contentsOf: root.appendingPathComponent("data/training.json")))
    }

    /// The catalog (the tests that need it fail through `TrainingDataTests` when it does not load).
    static var catalog: TrainingCatalog {
        get throws { try loaded.get() }
    }

    /// 2026-11-24, a Tuesday.
    static let tuesday = CalendarDay(daysSinceEpoch: 20_781)

    /// A barbell lift of 3 sets of 8–10 at 2 in reserve.
    static func barbell(_ unit: LoadUnit = .kg, sets: Int = 3, reps: ClosedRange<Int> = 8...10) -> LiftTarget {
        LiftTarget(sets: sets, reps: reps, reserve: 2, kind: .barbell, unit: unit)
    }

    /// A day of sets at one load.
    static func day(_ day: Int, _ load: Double?, _ reps: [Int], reserve: Double? = nil) -> LoggedExercise {
        LoggedExercise(day: CalendarDay(daysSinceEpoch: day), sets: reps.map { LoggedSet(reps: $0, loadKg: load, reserve: reserve) })
    }
}
