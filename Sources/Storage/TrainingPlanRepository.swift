import Foundation
import GRDB

/// `v12-training`: the training plan (one row per plan made, the latest in force), the profile's
/// exercises to avoid and session length, and reps in reserve on each workout set.
/// Self-contained: it adds columns and its own table.
enum TrainingMigration {
    static let name = "v12-training"

    static func migrate(_ db: Database) throws {
        try db.create(table: "trainingPlan") { t in
            t.autoIncrementedPrimaryKey("id")
            // The plan as the coach's JSON.
            t.column("plan", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.alter(table: "profile") { t in
            t.add(column: "avoidExercises", .text)
            t.add(column: "sessionMinutes", .integer)
        }
        try db.alter(table: "workoutSet") { t in
            t.add(column: "reserve", .double)
        }
    }
}

/// A training plan as stored: the coach's JSON, kept as it was written.
public struct TrainingPlanRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "trainingPlan"

    public var id: Int64?
    public var plan: String
    public var createdAt: Date

    public init(id: Int64? = nil, plan: String, createdAt: Date = Date()) {
        self.id = id
        self.plan = plan
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The training plans made: a new plan is a new row, so an earlier one is never overwritten.
public struct TrainingPlanRepository: Sendable {
    let access: DatabaseAccess

    /// The plan in force: the latest saved.
    public func current() async throws(StorageError) -> TrainingPlanRecord? {
        try await access.read { db in try TrainingPlanRecord.order(Column("id").desc).fetchOne(db) }
    }

    /// Saves `plan` (JSON text) as the plan in force.
    @discardableResult
    public func save(_ plan: String, now: Date = Date()) async throws(StorageError) -> TrainingPlanRecord {
        try await access.write { db in
            var record = TrainingPlanRecord(plan: plan, createdAt: now)
            try record.insert(db)
            return record
        }
    }
}

extension Store {
    /// The training plans.
    public var trainingPlans: TrainingPlanRepository { TrainingPlanRepository(access: access) }
}
