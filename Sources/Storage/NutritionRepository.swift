import Foundation
import GRDB

/// Food entries and their items; a day's totals.
public struct NutritionRepository: Sendable {
    let access: DatabaseAccess

    /// Stores an entry and its items in one transaction; returns them with their ids.
    @discardableResult
    public func log(_ entry: FoodEntryRecord, items: [FoodItemRecord]) async throws(StorageError) -> FoodLog {
        try await access.write { db in
            var entry = entry
            try entry.insert(db)
            var stored: [FoodItemRecord] = []
            for var item in items {
                item.entryId = entry.id ?? 0
                try item.insert(db)
                stored.append(item)
            }
            return FoodLog(entry: entry, items: stored)
        }
    }

    /// The entries of the local day containing `date`, oldest first, with their items.
    public func entries(on date: Date = Date(), calendar: Calendar = .current) async throws(StorageError) -> [FoodLog] {
        let day = DayRange(containing: date, calendar: calendar)
        // Two queries however many meals the day holds (one a meal made each turn cost more than the last).
        return try await access.read { db in
            try HistoryRepository.timed(FoodEntryRecord.self, id: \.id, children: FoodItemRecord.self, parent: \.entryId,
                                        childTable: "foodItem", foreignKey: "entryId", from: day.start, to: day.end, db: db)
                .map { FoodLog(entry: $0.parent, items: $0.children) }
        }
    }

    /// The totals of the local day containing `date` (today by default).
    public func totals(on date: Date = Date(), calendar: Calendar = .current) async throws(StorageError) -> NutritionTotals {
        let day = DayRange(containing: date, calendar: calendar)
        return try await access.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT COUNT(DISTINCT e.id) AS entries,
                       COALESCE(SUM(i.kcal), 0) AS kcal, COALESCE(SUM(i.protein), 0) AS protein,
                       COALESCE(SUM(i.carbs), 0) AS carbs, COALESCE(SUM(i.fat), 0) AS fat
                FROM foodEntry e LEFT JOIN foodItem i ON i.entryId = e.id
                WHERE e.time >= ? AND e.time < ?
                """, arguments: [day.start, day.end])
            guard let row else { return NutritionTotals() }
            return NutritionTotals(
                entries: row["entries"], kcal: row["kcal"], protein: row["protein"],
                carbs: row["carbs"], fat: row["fat"])
        }
    }

    /// Deletes an entry and its items.
    public func delete(entryId: Int64) async throws(StorageError) {
        try await access.write { db in _ = try FoodEntryRecord.deleteOne(db, key: entryId) }
    }

    /// Deletes the items `itemIds` of the entry `entryId` and gives the entry `description`, in
    /// one transaction (the entry keeps its other items).
    public func deleteItems(_ itemIds: [Int64], ofEntry entryId: Int64, description: String) async throws(StorageError) {
        try await access.write { db in
            _ = try FoodItemRecord.filter(itemIds.contains(Column("id")) && Column("entryId") == entryId).deleteAll(db)
            try db.execute(sql: "UPDATE foodEntry SET description = ? WHERE id = ?", arguments: [description, entryId])
        }
    }
}
