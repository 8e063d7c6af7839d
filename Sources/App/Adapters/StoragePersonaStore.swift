import Coach
import CoachDomain
import Foundation
import Storage

/// ``PersonaStore`` over Storage's `persona` table, for the local (primary) user: the
/// persona's text is the record's `prompt`, its archetype id the record's `archetype`.
public struct StoragePersonaStore: PersonaStore {
    public let handle: StoreHandle

    /// The personas of the database behind `handle`.
    public init(handle: StoreHandle) { self.handle = handle }

    public func activePersona() async throws -> Persona? {
        guard let store = try await handle.storeForReading() else { return nil }
        let user = try await store.users.primary()
        return try await store.users.activePersona(userId: user.id ?? 0).map(Self.persona(from:))
    }

    /// The persona a row holds.
    static func persona(from record: PersonaRecord) -> Persona {
        Persona(archetypeID: record.archetype ?? "", coachName: record.name, text: record.prompt)
    }

    public func savePersona(_ persona: Persona) async throws {
        let store = try await handle.store()
        let user = try await store.users.primary()
        try await store.users.savePersona(PersonaRecord(userId: user.id ?? 0, name: persona.coachName,
                                                        archetype: persona.archetypeID, prompt: persona.text))
    }
}
