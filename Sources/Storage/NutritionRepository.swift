import Foundation
import GRDB

/// Food entries and their items.
public typealias NutritionRepository = LogbookRepository<FoodEntryRecord>
/// A food entry with its items.
public typealias FoodLog = EntryLog<FoodEntryRecord>

extension EntryLog where Entry == FoodEntryRecord {
    public init(entry: FoodEntryRecord, items: [FoodItemRecord]) { self.init(entry: entry, lines: items) }
    public var items: [FoodItemRecord] {
        get { lines }
        set { lines = newValue }
    }
}

/// A day's totals, and taking foods out of a meal.
extension LogbookRepository where Entry == FoodEntryRecord {
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

    /// Deletes the items `itemIds` of the entry `entryId` and gives the entry `description`, in
    /// one transaction (the entry keeps its other items).
    public func deleteItems(_ itemIds: [Int64], ofEntry entryId: Int64, description: String) async throws(StorageError) {
        try await access.write { db in
            _ = try FoodItemRecord.filter(itemIds.contains(Column("id")) && Column("entryId") == entryId).deleteAll(db)
            try db.execute(sql: "UPDATE foodEntry SET description = ? WHERE id = ?", arguments: [description, entryId])
        }
    }
}
