import Foundation
import GRDB

/// The local user. airfit has one; ``UserRepository/primary()`` makes it on first use.
public struct UserRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "user"

    public var id: Int64?
    public var name: String
    public var createdAt: Date

    public init(id: Int64? = nil, name: String = "", createdAt: Date = Date()) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A value in a profile column.
public enum StoredValue: Sendable, Hashable {
    case integer(Int64)
    case real(Double)
    case text(String)
    case null
}

/// The user's profile: one row, a value per column. The columns are the coach's business (its
/// field table names them); the store checks only that each exists. Columns left out of a save
/// keep what they hold, so data of older versions is never lost.
public struct ProfileRow: Sendable, Hashable {
    public var userId: Int64
    /// Column -> value; NULL columns are left out when read.
    public var columns: [String: StoredValue]
    public var createdAt: Date
    public var updatedAt: Date

    public init(userId: Int64, columns: [String: StoredValue] = [:], createdAt: Date = Date(), updatedAt: Date? = nil) {
        self.userId = userId
        self.columns = columns
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// The columns the store keeps itself.
    static let bookkeeping: Set<String> = ["userId", "createdAt", "updatedAt"]
}

/// Where onboarding stands for a user (see the coach's onboarding state).
public struct OnboardingRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "onboarding"

    public var userId: Int64
    public var phase: String
    public var lastAsked: String?
    /// Field keys asked, in order.
    public var asked: [String]
    /// Field keys skipped.
    public var skipped: [String]
    public var revisiting: Bool
    /// Answers in a row that went to other fields.
    public var misses: Int
    public var updatedAt: Date

    public init(userId: Int64, phase: String, lastAsked: String? = nil, asked: [String] = [], skipped: [String] = [],
                revisiting: Bool = false, misses: Int = 0, updatedAt: Date = Date()) {
        self.userId = userId
        self.phase = phase
        self.lastAsked = lastAsked
        self.asked = asked
        self.skipped = skipped
        self.revisiting = revisiting
        self.misses = misses
        self.updatedAt = updatedAt
    }
}

/// The coach's voice, synthesized from the profile. One persona per user is active.
public struct PersonaRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "persona"

    public var id: Int64?
    public var userId: Int64
    public var name: String
    public var archetype: String?
    /// The persona's part of the system prompt.
    public var prompt: String
    public var traits: [String]
    public var active: Bool
    public var createdAt: Date

    public init(
        id: Int64? = nil, userId: Int64, name: String, archetype: String? = nil, prompt: String,
        traits: [String] = [], active: Bool = false, createdAt: Date = Date()
    ) {
        self.id = id
        self.userId = userId
        self.name = name
        self.archetype = archetype
        self.prompt = prompt
        self.traits = traits
        self.active = active
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}
