/// A persona made for one user: the coach's name and the text for the system prompt's `{{persona}}`.
public struct Persona: Sendable, Hashable {
    public var archetypeID: String
    public var coachName: String
    public var text: String

    /// One persona.
    public init(archetypeID: String, coachName: String, text: String) {
        self.archetypeID = archetypeID
        self.coachName = coachName
        self.text = text
    }
}

/// The coach's persona for this user, once one was made and saved (`:persona new`).
public protocol PersonaStore: Sendable {
    /// The active persona, or nil when none was saved (the archetype for the profile applies).
    func activePersona() async throws -> Persona?
    /// Saves `persona` as the only active one.
    func savePersona(_ persona: Persona) async throws
}
