/// The coach's persona for this user, once one was made and saved (`:persona new`).
public protocol PersonaStore: Sendable {
    /// The active persona, or nil when none was saved (the archetype for the profile applies).
    func activePersona() async throws -> Persona?
    /// Saves `persona` as the only active one.
    func savePersona(_ persona: Persona) async throws
}
