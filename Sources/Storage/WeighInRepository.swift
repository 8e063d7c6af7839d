import Foundation
import GRDB

/// Weigh-ins, one per calendar day (`YYYY-MM-DD` text, so ranges compare as text).
public struct WeighInRepository: Sendable {
    let access: DatabaseAccess

    /// Stores `kg` for `day`, replacing the weigh-in of that day; returns the one replaced.
    @discardableResult
    public func record(day: String, kg: Double, now: Date = Date()) async throws(StorageError) -> WeighInRecord? {
        try await access.write { db in
            let previous = try WeighInRecord.filter(Column("day") == day).fetchOne(db)
            if var previous {
                let old = previous
                previous.kg = kg
                previous.createdAt = now
                try previous.update(db)
                return old
            }
            var record = WeighInRecord(day: day, kg: kg, createdAt: now)
            try record.insert(db)
            return nil
        }
    }

    /// Removes the weigh-in of `day` and returns it; nil when the day has none.
    @discardableResult
    public func remove(day: String) async throws(StorageError) -> WeighInRecord? {
        try await access.write { db in
            guard let record = try WeighInRecord.filter(Column("day") == day).fetchOne(db) else { return nil }
            try record.delete(db)
            return record
        }
    }

    /// The weigh-ins from `start` through `end` (YYYY-MM-DD, both included), oldest first.
    public func range(from start: String, through end: String) async throws(StorageError) -> [WeighInRecord] {
        try await access.read { db in
            try WeighInRecord.filter(Column("day") >= start && Column("day") <= end).order(Column("day")).fetchAll(db)
        }
    }

    /// The weigh-in of the latest day.
    public func latest() async throws(StorageError) -> WeighInRecord? {
        try await access.read { db in try WeighInRecord.order(Column("day").desc).fetchOne(db) }
    }
}
