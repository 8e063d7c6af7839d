import Foundation
import GRDB

/// A body weight on a calendar day (one a day).
public struct WeighInRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "weighIn"

    public var id: Int64?
    /// YYYY-MM-DD.
    public var day: String
    public var kg: Double
    public var createdAt: Date

    public init(id: Int64? = nil, day: String, kg: Double, createdAt: Date = Date()) {
        self.id = id
        self.day = day
        self.kg = kg
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A day's intake known only as totals, imported from another app (one a day).
public struct DailyTotalRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "dailyTotal"

    public var id: Int64?
    /// YYYY-MM-DD.
    public var day: String
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double
    /// Where it came from (the imported file's name).
    public var source: String
    public var createdAt: Date

    public init(id: Int64? = nil, day: String, kcal: Double, protein: Double, carbs: Double, fat: Double, source: String,
                createdAt: Date = Date()) {
        self.id = id
        self.day = day
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
        self.source = source
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
