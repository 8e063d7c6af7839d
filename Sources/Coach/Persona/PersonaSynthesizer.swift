import CoachDomain
import LLM

/// Why a synthesized persona was refused.
public enum PersonaError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty
    case tooLong(Int)
    case unfilledPlaceholder

    public var description: String {
        switch self {
        case .empty: "the model wrote no persona"
        case .tooLong(let count): "the persona is \(count) characters long (at most \(LLMPersonaSynthesizer.maxLength))"
        case .unfilledPlaceholder: "the persona still holds a {{placeholder}}"
        }
    }
}

/// Asks a model (the orchestrator's `persona` task) to write the coach's persona from the
/// profile, in the voice the user asked for. The answer is checked before it is used.
/// Without a model there is nothing to write: the archetype for the profile's coaching style
/// (``OfflinePersonaBuilder``) is used, and follows the profile as it changes.
public struct LLMPersonaSynthesizer: Sendable {
    public static let templateName = "persona-synthesis"
    public static let maxLength = 1_500

    public let provider: any ChatProvider
    public let prompts: PromptLibrary
    /// Names the coach (the archetype's name for the profile's style).
    public let fallback: OfflinePersonaBuilder

    public init(provider: any ChatProvider, prompts: PromptLibrary, fallback: OfflinePersonaBuilder) {
        self.provider = provider
        self.prompts = prompts
        self.fallback = fallback
    }

    /// A persona for `profile` (ages as of `year`). Throws ``PersonaError``, ``PromptError`` or the provider's error.
    public func persona(for profile: Profile, year: Int) async throws -> Persona {
        let facts = profile.lines(in: profile.context(year: year)).map { "- \($0.label): \($0.value)" }.joined(separator: "\n")
        let system = try prompts.template(named: Self.templateName)
            .render(["profile": facts.isEmpty ? "(nothing yet)" : facts])
        let request = ChatRequest(system: system, messages: [.user("Write the persona.")], temperature: 0.7, maxTokens: 500)
        var text = ""
        for try await event in provider.stream(request) {
            if case .text(let piece) = event { text += piece }
        }
        let persona = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !persona.isEmpty else { throw PersonaError.empty }
        guard persona.count <= Self.maxLength else { throw PersonaError.tooLong(persona.count) }
        guard !persona.contains("{{") else { throw PersonaError.unfilledPlaceholder }
        let coachName = fallback.persona(for: profile)?.coachName ?? "Coach"
        return Persona(archetypeID: "synthesized", coachName: coachName, text: persona)
    }
}
