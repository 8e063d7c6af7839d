import CoachDomain
import CoachLanguage
import LLM

/// Reads answers with a model: the orchestrator's `extraction` task, asked for JSON matching
/// ``schema`` (made from the field table) with the `profile-extraction` prompt. The answer is
/// checked by the same rows as the offline parser's: a value out of bounds is refused with the
/// reason and never stored. When the model cannot be reached or answers with something that is
/// not JSON, the offline parser reads the answer instead.
public struct ExtractionProfileInterpreter: ProfileInterpreter {
    public static let templateName = "profile-extraction"

    /// The structured-output schema: every field of the table, all optional.
    public static let schema = ResponseSchema(name: "profile_facts", schema: [
        "type": "object",
        "properties": .object(Dictionary(uniqueKeysWithValues: ProfileFields.all.map { ($0.key, $0.schema) })),
    ])

    public let provider: any ChatProvider
    public let prompts: PromptLibrary
    /// Reads the values the model gives as words ("5'11\"") for the table's check.
    public let language: Language
    public let fallback: any ProfileInterpreter

    /// `fallback`: reads the answer when the model cannot (by default the offline parser over `language`).
    public init(provider: any ChatProvider, prompts: PromptLibrary, language: Language, fallback: (any ProfileInterpreter)? = nil) {
        self.provider = provider
        self.prompts = prompts
        self.language = language
        self.fallback = fallback ?? OfflineProfileInterpreter(language: language)
    }

    public func interpret(_ answer: String, asked: String?, lastGiven: String?, profile: Profile,
                          context: ProfileContext) async -> ProfileChanges {
        do {
            let question = asked.flatMap(ProfileFields.field(key:)).map { "\($0.key): \($0.question)" } ?? "(none)"
            let known = profile.lines(in: context).map { "- \($0.label): \($0.value)" }.joined(separator: "\n")
            let system = try prompts.template(named: Self.templateName).render([
                "question": question, "profile": known.isEmpty ? "(nothing yet)" : known, "year": String(context.year),
            ])
            let request = ChatRequest(system: system, messages: [.user(answer)], temperature: 0, maxTokens: 400,
                                      responseSchema: Self.schema)
            var text = ""
            for try await event in provider.stream(request) {
                if case .text(let piece) = event { text += piece }
            }
            return try Self.changes(fromJSON: text, context: context, language: language)
        } catch {
            return await fallback.interpret(answer, asked: asked, lastGiven: lastGiven, profile: profile, context: context)
        }
    }

    /// The facts in a model's answer, checked by the table (nulls and unknown keys ignored).
    public static func changes(fromJSON text: String, context: ProfileContext, language: Language) throws -> ProfileChanges {
        let json = try JSONValue(parsing: LLMNutritionEstimator.stripFences(text))
        guard let object = json.objectValue else { throw LLMError.malformed(provider: "extraction", detail: "not a JSON object") }
        let candidates = object.filter { $0.value != .null && ProfileFields.field(key: $0.key) != nil }
        return ProfileChanges.checked(candidates, in: context, language: language)
    }
}
