import Coach
import Foundation
import Storage

/// ``ProfileStore`` over Storage's `profile` table, for the local (primary) user.
///
/// Coach keeps equipment and diet as one string each, Storage as lists: saving splits them on
/// commas, loading joins them with ", ". `bodyWeightKg` is `weightKg`. Columns Coach has no field
/// for (age, sex, height, extra) are kept as they are when the profile is saved.
public struct StorageProfileStore: ProfileStore {
    public let handle: StoreHandle

    /// The profile of the database behind `handle`.
    public init(handle: StoreHandle) { self.handle = handle }

    public func loadProfile() async throws -> Profile? {
        guard let store = try await handle.storeForReading() else { return nil }
        let user = try await store.users.primary()
        return try await store.users.profile(userId: user.id ?? 0).map(Profile.init(record:))
    }

    public func saveProfile(_ profile: Profile) async throws {
        let store = try await handle.store()
        let user = try await store.users.primary()
        let userId = user.id ?? 0
        let existing = try await store.users.profile(userId: userId) ?? ProfileRecord(userId: userId)
        try await store.users.saveProfile(existing.replacingCoachFields(with: profile))
    }
}

extension Profile {
    /// The coach's view of a stored profile (list fields joined with ", ").
    init(record: ProfileRecord) {
        self.init(name: record.name, goal: record.goal, motivation: record.motivation, activityLevel: record.activityLevel,
                  schedule: record.schedule, experience: record.experience,
                  equipment: ProfileListField.joined(record.equipment), diet: ProfileListField.joined(record.diet),
                  coachingStyle: record.coachingStyle, detailLevel: record.detailLevel, bodyWeightKg: record.weightKg)
    }
}

extension ProfileRecord {
    /// This record with every field Coach has replaced by `profile`'s (nil clears); the rest kept.
    func replacingCoachFields(with profile: Profile) -> ProfileRecord {
        var record = self
        record.name = profile.name
        record.goal = profile.goal
        record.motivation = profile.motivation
        record.activityLevel = profile.activityLevel
        record.schedule = profile.schedule
        record.experience = profile.experience
        record.equipment = ProfileListField.split(profile.equipment)
        record.diet = ProfileListField.split(profile.diet)
        record.coachingStyle = profile.coachingStyle
        record.detailLevel = profile.detailLevel
        record.weightKg = profile.bodyWeightKg
        return record
    }
}

/// One string <-> a stored list: "dumbbells, a bench" <-> ["dumbbells", "a bench"].
enum ProfileListField {
    /// The comma-separated parts, trimmed, empty ones dropped ([] for nil).
    static func split(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// The parts joined with ", ", or nil for an empty list.
    static func joined(_ list: [String]) -> String? {
        let parts = list.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
