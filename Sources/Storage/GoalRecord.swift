import Foundation
import GRDB

/// A target the user works towards, e.g. kind "kcal", 2200, "kcal/day". One goal per kind
/// is active; setting a new one deactivates the previous (kept as history).
public struct GoalRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "goal"

    public var id: Int64?
    public var kind: String
    public var targetValue: Double
    public var unit: String
    public var active: Bool
    public var createdAt: Date

    public init(id: Int64? = nil, kind: String, targetValue: Double, unit: String, active: Bool = true, createdAt: Date = Date()) {
        self.id = id
        self.kind = kind
        self.targetValue = targetValue
        self.unit = unit
        self.active = active
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
