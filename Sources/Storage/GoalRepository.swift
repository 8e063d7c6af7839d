import Foundation
import GRDB

/// Goals: one active per kind; older ones are kept inactive.
public struct GoalRepository: Sendable {
    let access: DatabaseAccess

    /// Sets the goal of a kind: the previous active goal of that kind is deactivated.
    @discardableResult
    public func set(kind: String, targetValue: Double, unit: String, now: Date = Date()) async throws(StorageError) -> GoalRecord {
        try await access.write { db in
            try db.execute(sql: "UPDATE goal SET active = 0 WHERE kind = ? AND active = 1", arguments: [kind])
            var goal = GoalRecord(kind: kind, targetValue: targetValue, unit: unit, active: true, createdAt: now)
            try goal.insert(db)
            return goal
        }
    }

    /// The active goals, by kind.
    public func active() async throws(StorageError) -> [GoalRecord] {
        try await access.read { db in
            try GoalRecord.filter(Column("active") == true).order(Column("kind"), Column("id").desc).fetchAll(db)
        }
    }

    /// The active goal of a kind, if any.
    public func active(kind: String) async throws(StorageError) -> GoalRecord? {
        try await access.read { db in
            try GoalRecord.filter(Column("kind") == kind && Column("active") == true).order(Column("id").desc).fetchOne(db)
        }
    }

    /// Deactivates the goal of a kind; returns whether there was one.
    @discardableResult
    public func clear(kind: String) async throws(StorageError) -> Bool {
        try await access.write { db in
            try db.execute(sql: "UPDATE goal SET active = 0 WHERE kind = ? AND active = 1", arguments: [kind])
            return db.changesCount > 0
        }
    }

    /// Every goal ever set, newest first.
    public func history() async throws(StorageError) -> [GoalRecord] {
        try await access.read { db in try GoalRecord.order(Column("id").desc).fetchAll(db) }
    }
}
