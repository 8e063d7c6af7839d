@testable import Coach
@testable import CoachDomain
import LLM
import Testing

@Suite("Persona synthesis")
struct PersonaSynthesisTests {
    let prompts = PromptLibrary(directory: Fixtures.resources.promptsDirectory)
    let builder = OfflinePersonaBuilder(archetypes: Fixtures.resources.personas)

    @Test("the model writes the persona from the profile; the archetype names the coach")
    func writes() async throws {
        let written = "You are Coach Rex, blunt and kind. Sam trains three evenings a week for a June wedding."
        let provider = ScriptedTestProvider([.init(events: [.text(written), .done(.stop)])])
        let synthesizer = LLMPersonaSynthesizer(provider: provider, prompts: prompts, fallback: builder)
        let profile = Profile.with {
            $0[ProfileFields.name] = "Sam"
            $0[ProfileFields.motivation] = "a June wedding"
            $0[ProfileFields.trainingDays] = TrainingDays(perWeek: 3)
            $0[ProfileFields.coachingStyle] = .toughLove
        }
        let persona = try await synthesizer.persona(for: profile, year: 2026)
        #expect(persona.text == written && persona.archetypeID == "synthesized")
        #expect(persona.coachName == builder.persona(for: profile)?.coachName)
        let system = try #require(provider.requests.first?.system)
        #expect(system.contains("- Motivation: a June wedding") && system.contains("- Coaching style: tough love")
            && system.contains("- Training days: 3 days a week"))
        #expect(!system.contains("{{"))
    }

    @Test("an empty, overlong or unfilled persona is refused", arguments: [
        ("   ", PersonaError.empty), (String(repeating: "x", count: 1_600), .tooLong(1_600)),
        ("You are Coach {{name}}.", .unfilledPlaceholder),
    ])
    func refused(text: String, error: PersonaError) async {
        let provider = ScriptedTestProvider([.init(events: [.text(text), .done(.stop)])])
        let synthesizer = LLMPersonaSynthesizer(provider: provider, prompts: prompts, fallback: builder)
        await #expect(throws: error) { try await synthesizer.persona(for: Profile.with { $0[ProfileFields.name] = "Sam" }, year: 2026) }
    }

    @Test("a saved persona opens the system prompt instead of the archetype")
    func savedPersonaIsUsed() async throws {
        let sam = Profile.with { $0[ProfileFields.name] = "Sam"; $0[ProfileFields.coachingStyle] = .toughLove }
        let store = TestPorts(profile: sam)
        let engine = CoachEngine(provider: ScriptedTestProvider([]),
                                 executor: ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }), ports: store.ports,
                                 prompts: prompts, today: { Fixtures.day }, personas: Fixtures.resources.personas)
        let archetype = try #require(builder.persona(for: sam))
        #expect(try await engine.renderSystemPrompt().contains(archetype.text))
        try await store.personas.savePersona(Persona(archetypeID: "synthesized", coachName: "Rex", text: "You are Coach Rex, written for Sam."))
        let system = try await engine.renderSystemPrompt()
        #expect(system.contains("You are Coach Rex, written for Sam.") && !system.contains(archetype.text))
    }
}
