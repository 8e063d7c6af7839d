import Foundation
import GRDB

/// Imported daily totals and the extent of what is logged (the logs over a range of time are
/// ``LogbookRepository/entries(from:to:)``).
public struct HistoryRepository: Sendable {
    let access: DatabaseAccess

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
