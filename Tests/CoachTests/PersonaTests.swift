@testable import Coach
@testable import CoachDomain
import Testing

@Suite("Offline persona")
struct PersonaTests {
    let builder = OfflinePersonaBuilder(archetypes: Fixtures.resources.personas)

    @Test("the archetype follows the coaching style", arguments: [
        (CoachingStyle.toughLove, "drill-sergeant", "Rex"), (.supportive, "cheerleader", "Maya"),
        (.analytical, "scientist", "Ada"), (.buddy, "mentor", "Sam"), (nil, "mentor", "Sam"),
    ] as [(CoachingStyle?, String, String)])
    func archetype(style: CoachingStyle?, id: String, coach: String) throws {
        let profile = Profile.with {
            $0[ProfileFields.name] = "Jo"
            $0[ProfileFields.goal] = .endurance
            $0[ProfileFields.coachingStyle] = style
        }
        let persona = try #require(builder.persona(for: profile))
        #expect(persona.archetypeID == id)
        #expect(persona.coachName == coach)
        #expect(persona.text.contains("Jo"))
        #expect(persona.text.contains("Their goal: endurance."))
        #expect(!persona.text.contains("{{"))
    }

    @Test("missing profile fields get neutral words; same profile, same persona")
    func defaults() throws {
        let persona = try #require(builder.persona(for: Profile()))
        #expect(persona.text.contains("You coach the user. Their goal: not set yet."))
        #expect(builder.persona(for: Profile()) == persona)
        #expect(OfflinePersonaBuilder(archetypes: []).persona(for: Profile()) == nil)
        #expect(Fixtures.resources.personas.count == 4)
    }

    @Test("the system prompt uses the profile's archetype unless a persona is given")
    func systemPrompt() async throws {
        let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Jo"; $0[ProfileFields.coachingStyle] = .toughLove })
        let components = try CoachComponents(root: TestPaths.root, ports: store.ports, today: { Fixtures.day })
        let offline = components.engine(provider: components.offlineProvider)
        #expect(try await offline.renderSystemPrompt().contains("You are Coach Rex"))
        let given = components.engine(provider: components.offlineProvider, options: CoachEngineOptions(persona: "You are Coach Zed."))
        let text = try await given.renderSystemPrompt()
        #expect(text.contains("You are Coach Zed."))
        #expect(!text.contains("Coach Rex"))
    }
}
