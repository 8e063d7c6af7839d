import Foundation
import GRDB

/// The local user, their profile and their personas.
public struct UserRepository: Sendable {
    let access: DatabaseAccess

    /// The local user (the first one), created on first use.
    public func primary() async throws(StorageError) -> UserRecord {
        try await access.write { db in
            if let user = try UserRecord.order(Column("id")).fetchOne(db) { return user }
            var user = UserRecord()
            try user.insert(db)
            return user
        }
    }

    /// Saves the user's name.
    public func rename(_ userId: Int64, to name: String) async throws(StorageError) {
        try await access.write { db in
            try db.execute(sql: "UPDATE user SET name = ? WHERE id = ?", arguments: [name, userId])
        }
    }

    /// The user's profile, or nil before onboarding saved one.
    public func profile(userId: Int64) async throws(StorageError) -> ProfileRecord? {
        try await access.read { db in try ProfileRecord.fetchOne(db, key: userId) }
    }

    /// Inserts or replaces the user's profile; `updatedAt` is set to now and the first
    /// `createdAt` is kept.
    @discardableResult
    public func saveProfile(_ profile: ProfileRecord, now: Date = Date()) async throws(StorageError) -> ProfileRecord {
        try await access.write { db in
            var saved = profile
            if let existing = try ProfileRecord.fetchOne(db, key: profile.userId) {
                saved.createdAt = existing.createdAt
            }
            saved.updatedAt = now
            try saved.save(db)
            return saved
        }
    }

    /// The user's active persona, if any.
    public func activePersona(userId: Int64) async throws(StorageError) -> PersonaRecord? {
        try await access.read { db in
            try PersonaRecord
                .filter(Column("userId") == userId && Column("active") == true)
                .order(Column("id").desc)
                .fetchOne(db)
        }
    }

    /// Every persona of the user, newest first.
    public func personas(userId: Int64) async throws(StorageError) -> [PersonaRecord] {
        try await access.read { db in
            try PersonaRecord.filter(Column("userId") == userId).order(Column("id").desc).fetchAll(db)
        }
    }

    /// Stores a new persona (or updates one with an id). With `activate`, it becomes the
    /// user's only active persona.
    @discardableResult
    public func savePersona(_ persona: PersonaRecord, activate: Bool = true) async throws(StorageError) -> PersonaRecord {
        try await access.write { db in
            var saved = persona
            if activate {
                try db.execute(sql: "UPDATE persona SET active = 0 WHERE userId = ?", arguments: [persona.userId])
                saved.active = true
            }
            try saved.save(db)
            return saved
        }
    }
}
