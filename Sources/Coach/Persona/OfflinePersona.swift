import CoachDomain
import Foundation

/// A persona archetype of `data/personas.json`: a coach voice for one coaching style.
public struct PersonaArchetype: Sendable, Hashable, Codable {
    public var id: String
    /// supportive, direct, analytical or balanced.
    public var style: String
    public var coachName: String
    /// Text with `{{name}}`, `{{goal}}`, `{{motivation}}`, `{{experience}}`.
    public var template: String
    /// How this coach acknowledges an answer ("Love it."), in turn; `{{comma_name}}` is ", Sam".
    public var acknowledgements: [String]?

    /// One archetype.
    public init(id: String, style: String, coachName: String, template: String, acknowledgements: [String]? = nil) {
        self.id = id
        self.style = style
        self.coachName = coachName
        self.template = template
        self.acknowledgements = acknowledgements
    }
}

/// Makes a persona from the profile without a model: the archetype matching the profile's coaching
/// style (buddy: the balanced one), filled in with the profile. Deterministic: it follows the
/// profile as it changes.
public struct OfflinePersonaBuilder: Sendable {
    public let archetypes: [PersonaArchetype]

    /// A builder over `archetypes` (from ``CoachResources/personas``).
    public init(archetypes: [PersonaArchetype]) {
        self.archetypes = archetypes
    }

    /// The archetype of `profile`'s coaching style (the first when none has it), or nil when
    /// there are none.
    public func archetype(for profile: Profile) -> PersonaArchetype? {
        let style: String = switch CoachVoice(profile: profile).style {
        case .supportive: "supportive"
        case .direct: "direct"
        case .analytical: "analytical"
        case .balanced: "balanced"
        }
        return archetypes.first { $0.style == style } ?? archetypes.first
    }

    /// The persona for `profile`, or nil when there are no archetypes.
    public func persona(for profile: Profile) -> Persona? {
        guard let archetype = archetype(for: profile) else { return nil }
        func value(_ text: String?, _ fallback: String) -> String {
            guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return fallback }
            return text
        }
        let values = [
            "name": value(profile.name, "the user"),
            "goal": value(profile[ProfileFields.goal]?.title, "not set yet"),
            "motivation": value(profile[ProfileFields.motivation], "not shared yet"),
            "experience": value(profile[ProfileFields.experience]?.title, "unknown"),
        ]
        let text = (try? PromptTemplate(name: archetype.id, text: archetype.template).render(values)) ?? archetype.template
        return Persona(archetypeID: archetype.id, coachName: archetype.coachName, text: text)
    }
}
