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

    /// The user's profile, or nil before anything was saved.
    public func profile(userId: Int64) async throws(StorageError) -> ProfileRow? {
        try await access.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM profile WHERE userId = ?", arguments: [userId]).map(Self.profile(from:))
        }
    }

    /// The profile a `profile` row holds.
    static func profile(from row: Row) -> ProfileRow {
        var columns: [String: StoredValue] = [:]
        for (name, value) in row where !ProfileRow.bookkeeping.contains(name) {
            switch value.storage {
            case .int64(let number): columns[name] = .integer(number)
            case .double(let number): columns[name] = .real(number)
            case .string(let text): columns[name] = .text(text)
            case .blob, .null: break
            }
        }
        let userId: Int64 = row["userId"] ?? 0
        let created: Date = row["createdAt"] ?? Date()
        let updated: Date = row["updatedAt"] ?? created
        return ProfileRow(userId: userId, columns: columns, createdAt: created, updatedAt: updated)
    }

    /// Inserts the user's profile or changes the columns `profile` gives (the others keep their
    /// values); `updatedAt` is set to now and the first `createdAt` kept. A column the table does
    /// not have is refused with ``StorageError/invalid(_:)``.
    @discardableResult
    public func saveProfile(_ profile: ProfileRow, now: Date = Date()) async throws(StorageError) -> ProfileRow {
        try await access.write { db in
            let known = Dictionary(try db.columns(in: "profile").map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let names = profile.columns.keys.filter { !ProfileRow.bookkeeping.contains($0) }.sorted()
            if let unknown = names.first(where: { known[$0] == nil }) {
                throw StorageError.invalid("the profile has no column \"\(unknown)\"")
            }
            // NULL in a NOT NULL column (the list columns of v1) means its default.
            var values: [any DatabaseValueConvertible] = []
            var placeholders = ["?", "?", "?"]
            for name in names {
                switch profile.columns[name] ?? .null {
                case .integer(let number): values.append(number)
                case .real(let number): values.append(number)
                case .text(let text): values.append(text)
                case .null:
                    if let info = known[name], info.isNotNull, let fallback = info.defaultValueSQL {
                        placeholders.append(fallback)
                        continue
                    }
                    values.append(DatabaseValue.null)
                }
                placeholders.append("?")
            }
            let quoted = names.map { "\"\($0)\"" }
            let insertColumns = (["userId", "createdAt", "updatedAt"] + quoted).joined(separator: ", ")
            let updates = (["updatedAt = excluded.updatedAt"] + quoted.map { "\($0) = excluded.\($0)" }).joined(separator: ", ")
            try db.execute(sql: """
                INSERT INTO profile (\(insertColumns)) VALUES (\(placeholders.joined(separator: ", ")))
                ON CONFLICT(userId) DO UPDATE SET \(updates)
                """, arguments: StatementArguments([profile.userId, profile.createdAt, now] + values))
            var saved = profile
            saved.createdAt = try Date.fetchOne(db, sql: "SELECT createdAt FROM profile WHERE userId = ?",
                                                arguments: [profile.userId]) ?? profile.createdAt
            saved.updatedAt = now
            return saved
        }
    }

    /// Where onboarding stands for the user, or nil when it never started.
    public func onboarding(userId: Int64) async throws(StorageError) -> OnboardingRecord? {
        try await access.read { db in try OnboardingRecord.fetchOne(db, key: userId) }
    }

    /// Where onboarding stands for the first user, read only (nothing is created).
    public func firstOnboarding() async throws(StorageError) -> OnboardingRecord? {
        // A statement, not the query builder (which looked the table's schema up first).
        try await access.read { db in
            try OnboardingRecord.fetchOne(try db.cachedStatement(sql: "SELECT * FROM onboarding ORDER BY userId LIMIT 1"))
        }
    }

    /// Saves (replaces) where onboarding stands.
    public func saveOnboarding(_ record: OnboardingRecord) async throws(StorageError) {
        try await access.write { db in try record.save(db) }
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
