import Foundation
import GRDB

/// `v10-target-history`: the daily targets in force from a day on, one row per day they changed,
/// with what they rested on. Self-contained: it only creates its own table.
enum TargetHistoryMigration {
    static let name = "v10-target-history"

    static func migrate(_ db: Database) throws {
        try db.create(table: "dayTarget") { t in
            t.autoIncrementedPrimaryKey("id")
            // The first day these targets were in force, YYYY-MM-DD.
            t.column("day", .text).notNull().unique()
            t.column("kcal", .double)
            t.column("protein", .double)
            t.column("carbs", .double)
            t.column("fat", .double)
            t.column("fibre", .double)
            t.column("workoutsPerWeek", .double)
            // What they rested on (weight, expenditure, goal, rate, what was set by hand), so a
            // change can say why: the coach's JSON, kept as it is.
            t.column("basis", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
    }
}

/// The daily targets in force from `day` until the next record's day (nil: no target).
public struct DayTargetRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dayTarget"

    public var id: Int64?
    /// YYYY-MM-DD.
    public var day: String
    public var kcal: Double?
    public var protein: Double?
    public var carbs: Double?
    public var fat: Double?
    public var fibre: Double?
    public var workoutsPerWeek: Double?
    /// What they rested on (the coach's JSON).
    public var basis: String
    public var createdAt: Date

    public init(id: Int64? = nil, day: String, kcal: Double?, protein: Double?, carbs: Double?, fat: Double?, fibre: Double?,
                workoutsPerWeek: Double?, basis: String, createdAt: Date = Date()) {
        self.id = id
        self.day = day
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.fibre = fibre
        self.workoutsPerWeek = workoutsPerWeek
        self.basis = basis
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The history of the daily targets: a row for each day they changed.
public struct TargetHistoryRepository: Sendable {
    let access: DatabaseAccess

    /// Every record, oldest day first.
    public func all() async throws(StorageError) -> [DayTargetRecord] {
        try await access.read { db in try DayTargetRecord.order(Column("day")).fetchAll(db) }
    }

    /// Stores `record` as the targets from its day on, replacing a record of the same day.
    public func record(_ record: DayTargetRecord) async throws(StorageError) {
        try await access.write { db in
            var record = record
            if let stored = try DayTargetRecord.filter(Column("day") == record.day).fetchOne(db) {
                record.id = stored.id
                try record.update(db)
            } else {
                record.id = nil
                try record.insert(db)
            }
        }
    }
}

extension Store {
    /// The daily targets in force, day by day.
    public var targetHistory: TargetHistoryRepository { TargetHistoryRepository(access: access) }
}
