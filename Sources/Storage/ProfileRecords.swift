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

/// What onboarding learnt about the user. List fields are stored as JSON text.
public struct ProfileRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "profile"

    public var userId: Int64
    public var name: String?
    public var age: Int?
    public var sex: String?
    public var heightCm: Double?
    public var weightKg: Double?
    public var goal: String?
    public var motivation: String?
    public var activityLevel: String?
    public var schedule: String?
    public var experience: String?
    public var equipment: [String]
    public var diet: [String]
    public var coachingStyle: String?
    public var detailLevel: String?
    /// Anything else onboarding wants to keep, by key.
    public var extra: [String: String]
    public var createdAt: Date
    public var updatedAt: Date

    public init(
        userId: Int64, name: String? = nil, age: Int? = nil, sex: String? = nil,
        heightCm: Double? = nil, weightKg: Double? = nil, goal: String? = nil,
        motivation: String? = nil, activityLevel: String? = nil, schedule: String? = nil,
        experience: String? = nil, equipment: [String] = [], diet: [String] = [],
        coachingStyle: String? = nil, detailLevel: String? = nil, extra: [String: String] = [:],
        createdAt: Date = Date(), updatedAt: Date? = nil
    ) {
        self.userId = userId
        self.name = name
        self.age = age
        self.sex = sex
        self.heightCm = heightCm
        self.weightKg = weightKg
        self.goal = goal
        self.motivation = motivation
        self.activityLevel = activityLevel
        self.schedule = schedule
        self.experience = experience
        self.equipment = equipment
        self.diet = diet
        self.coachingStyle = coachingStyle
        self.detailLevel = detailLevel
        self.extra = extra
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
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
