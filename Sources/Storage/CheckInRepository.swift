import Foundation
import GRDB

/// `v9-check-ins`: the weekly check-ins shown, one row per ISO week (its Monday, `YYYY-MM-DD`),
/// so the check-in is shown once a week. Self-contained: it only creates its own table.
enum CheckInMigration {
    static let name = "v9-check-ins"

    static func migrate(_ db: Database) throws {
        try db.create(table: "checkIn") { t in
            t.autoIncrementedPrimaryKey("id")
            // The Monday of the ISO week, YYYY-MM-DD.
            t.column("week", .text).notNull().unique()
            // The day it was shown on, YYYY-MM-DD.
            t.column("day", .text).notNull()
            // The daily kcal target in force when it was shown (nil: none).
            t.column("targetKcal", .double)
            t.column("createdAt", .datetime).notNull()
        }
    }
}

/// A weekly check-in that was shown.
public struct CheckInRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "checkIn"

    public var id: Int64?
    /// The Monday of its ISO week, YYYY-MM-DD.
    public var week: String
    /// YYYY-MM-DD.
    public var day: String
    public var targetKcal: Double?
    public var createdAt: Date

    public init(id: Int64? = nil, week: String, day: String, targetKcal: Double?, createdAt: Date = Date()) {
        self.id = id
        self.week = week
        self.day = day
        self.targetKcal = targetKcal
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// The weekly check-ins shown, one per week.
public struct CheckInRepository: Sendable {
    let access: DatabaseAccess

    /// Records the check-in of `week`; false when that week's was recorded already (it is kept).
    @discardableResult
    public func record(week: String, day: String, targetKcal: Double?, now: Date = Date()) async throws(StorageError) -> Bool {
        try await access.write { db in
            guard try CheckInRecord.filter(Column("week") == week).fetchOne(db) == nil else { return false }
            var record = CheckInRecord(week: week, day: day, targetKcal: targetKcal, createdAt: now)
            try record.insert(db)
            return true
        }
    }

    /// Every check-in recorded, oldest week first.
    public func all() async throws(StorageError) -> [CheckInRecord] {
        try await access.read { db in try CheckInRecord.order(Column("week")).fetchAll(db) }
    }

    /// The latest check-in recorded.
    public func latest() async throws(StorageError) -> CheckInRecord? {
        try await access.read { db in try CheckInRecord.order(Column("week").desc).fetchOne(db) }
    }
}

extension Store {
    /// The weekly check-ins shown.
    public var checkIns: CheckInRepository { CheckInRepository(access: access) }
}
