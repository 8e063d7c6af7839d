/// What a model call is for. Each task has its own ordered list of provider/model choices
/// (see ``RoutingTable``), so a cheap model can extract while a strong one chats.
public enum LLMTask: String, Sendable, Hashable, CaseIterable, Codable {
    /// The coach's replies in the conversation.
    case chat
    /// Structured extraction (onboarding answers, food parsing) against a JSON schema.
    case extraction
    /// Persona synthesis from the profile.
    case persona
}
