import GRDB

/// `v13-workout-steps`: the steps of an activity counted in steps ("walked 10k steps") on each
/// workout set. Append-only: one nullable column; older rows have none.
enum WorkoutStepsMigration {
    static let name = "v13-workout-steps"

    static func migrate(_ db: Database) throws {
        try db.alter(table: "workoutSet") { t in
            t.add(column: "steps", .integer)
        }
    }
}
