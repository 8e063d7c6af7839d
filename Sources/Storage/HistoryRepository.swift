import Foundation
import GRDB

/// Logs over a range of time, each read in two queries (entries, then all their items), for
/// reports over weeks and years and for the export.
public struct HistoryRepository: Sendable {
    let access: DatabaseAccess

    /// The food entries timed from `start` (included) to `end` (excluded), oldest first, with their items.
    public func foodLogs(from start: Date, to end: Date) async throws(StorageError) -> [FoodLog] {
        try await access.read { db in
            let entries = try FoodEntryRecord.filter(Column("time") >= start && Column("time") < end)
                .order(Column("time"), Column("id")).fetchAll(db)
            var items: [Int64: [FoodItemRecord]] = [:]
            for item in try FoodItemRecord.fetchAll(db, sql: """
                SELECT i.* FROM foodItem i JOIN foodEntry e ON e.id = i.entryId
                WHERE e.time >= ? AND e.time < ? ORDER BY i.id
                """, arguments: [start, end]) {
                items[item.entryId, default: []].append(item)
            }
            return entries.map { FoodLog(entry: $0, items: items[$0.id ?? -1] ?? []) }
        }
    }

    /// The workouts timed from `start` (included) to `end` (excluded), oldest first, with their sets.
    public func workoutLogs(from start: Date, to end: Date) async throws(StorageError) -> [WorkoutLog] {
        try await access.read { db in
            let workouts = try WorkoutRecord.filter(Column("time") >= start && Column("time") < end)
                .order(Column("time"), Column("id")).fetchAll(db)
            var sets: [Int64: [WorkoutSetRecord]] = [:]
            for set in try WorkoutSetRecord.fetchAll(db, sql: """
                SELECT s.* FROM workoutSet s JOIN workout w ON w.id = s.workoutId
                WHERE w.time >= ? AND w.time < ? ORDER BY s.id
                """, arguments: [start, end]) {
                sets[set.workoutId, default: []].append(set)
            }
            return workouts.map { WorkoutLog(workout: $0, sets: sets[$0.id ?? -1] ?? []) }
        }
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
