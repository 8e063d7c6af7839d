import Foundation
import GRDB

/// Logs over a range of time, each read in two queries (entries, then all their items), for
/// reports over weeks and years and for the export.
public struct HistoryRepository: Sendable {
    let access: DatabaseAccess

    /// The food entries timed from `start` (included) to `end` (excluded), oldest first, with their items.
    public func foodLogs(from start: Date, to end: Date) async throws(StorageError) -> [FoodLog] {
        try await access.read { db in
            try Self.timed(FoodEntryRecord.self, id: \.id, children: FoodItemRecord.self, parent: \.entryId,
                           childTable: "foodItem", foreignKey: "entryId", from: start, to: end, db: db)
                .map { FoodLog(entry: $0.parent, items: $0.children) }
        }
    }

    /// The workouts timed from `start` (included) to `end` (excluded), oldest first, with their sets.
    public func workoutLogs(from start: Date, to end: Date) async throws(StorageError) -> [WorkoutLog] {
        try await access.read { db in
            try Self.timed(WorkoutRecord.self, id: \.id, children: WorkoutSetRecord.self, parent: \.workoutId,
                           childTable: "workoutSet", foreignKey: "workoutId", from: start, to: end, db: db)
                .map { WorkoutLog(workout: $0.parent, sets: $0.children) }
        }
    }

    /// Rows of a table with a `time` column, timed in [start, end), by time then id, each with the
    /// rows of `childTable` that point at it (by id): two queries whatever the range.
    static func timed<Parent: FetchableRecord & TableRecord, Child: FetchableRecord>(
        _ parentType: Parent.Type, id: KeyPath<Parent, Int64?>, children childType: Child.Type, parent: KeyPath<Child, Int64>,
        childTable: String, foreignKey: String, from start: Date, to end: Date, db: Database
    ) throws -> [(parent: Parent, children: [Child])] {
        let parents = try Parent.filter(Column("time") >= start && Column("time") < end)
            .order(Column("time"), Column("id")).fetchAll(db)
        var children: [Int64: [Child]] = [:]
        for child in try Child.fetchAll(db, sql: """
            SELECT c.* FROM \(childTable) c JOIN \(Parent.databaseTableName) p ON p.id = c.\(foreignKey)
            WHERE p.time >= ? AND p.time < ? ORDER BY c.id
            """, arguments: [start, end]) {
            children[child[keyPath: parent], default: []].append(child)
        }
        return parents.map { ($0, children[$0[keyPath: id] ?? -1] ?? []) }
    }

    /// Imported daily totals from `start` through `end` (YYYY-MM-DD, both included), oldest first.
    public func dailyTotals(from start: String, through end: String) async throws(StorageError) -> [DailyTotalRecord] {
        try await access.read { db in
            try DailyTotalRecord.filter(Column("day") >= start && Column("day") <= end).order(Column("day")).fetchAll(db)
        }
    }

    /// The earliest and latest times of food and workouts, and the earliest and latest days of
    /// weigh-ins and daily totals; nil where a table is empty.
    public func extent() async throws(StorageError) -> HistoryExtent {
        try await access.read { db in
            func times(_ table: String) throws -> (Date?, Date?) {
                let row = try Row.fetchOne(db, sql: "SELECT MIN(time) AS first, MAX(time) AS last FROM \(table)")
                return (row?["first"], row?["last"])
            }
            func days(_ table: String) throws -> (String?, String?) {
                let row = try Row.fetchOne(db, sql: "SELECT MIN(day) AS first, MAX(day) AS last FROM \(table)")
                return (row?["first"], row?["last"])
            }
            let food = try times("foodEntry")
            let workouts = try times("workout")
            let weighIns = try days("weighIn")
            let totals = try days("dailyTotal")
            return HistoryExtent(times: [food.0, food.1, workouts.0, workouts.1].compactMap { $0 },
                                 days: [weighIns.0, weighIns.1, totals.0, totals.1].compactMap { $0 })
        }
    }
}

/// The bounds of what is logged: times (food, workouts) and days (weigh-ins, daily totals).
public struct HistoryExtent: Sendable, Hashable {
    public var times: [Date]
    public var days: [String]

    public init(times: [Date], days: [String]) {
        self.times = times
        self.days = days
    }
}
