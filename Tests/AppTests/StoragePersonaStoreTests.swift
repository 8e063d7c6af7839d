@testable import App
import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM
import Testing

/// The saved persona in the real database: none at first, the latest saved is the active one.
struct StoragePersonaStoreTests {
    @Test func savedPersonasRoundTripAndTheLatestIsActive() async throws {
        let f = try await StoragePortsTests.fixture()
        defer { try? FileManager.default.removeItem(at: f.folder) }
        let store = try #require(f.ports.personas)
        #expect(try await store.activePersona() == nil)
        try await store.savePersona(Persona(archetypeID: "synthesized", coachName: "Rex", text: "You are Coach Rex."))
        try await store.savePersona(Persona(archetypeID: "synthesized", coachName: "Mia", text: "You are Coach Mia."))
        #expect(try await store.activePersona() == Persona(archetypeID: "synthesized", coachName: "Mia", text: "You are Coach Mia."))
        let records = try await f.store().users.personas(userId: try #require(try await f.store().users.primary().id))
        #expect(records.map(\.active) == [true, false])
    }
}

/// `:persona new` with a model on the persona task: the model's persona is saved and the
/// next system prompt opens with it.
struct PersonaCommandTests {
    struct PersonaWriter: ChatProvider {
        let id = "anthropic"
        let defaultModel = "claude-sonnet-4-5"
        func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
            let reply = request.system?.hasPrefix("You write the persona") == true
                ? "You are Coach Ivo, calm and exact, written for this user." : "ok"
            return AsyncThrowingStream { continuation in
                continuation.yield(.text(reply))
                continuation.yield(.done(.stop))
                continuation.finish()
            }
        }
    }

    @Test func personaNewSavesWhatThePersonaTasksModelWrote() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let options = AppOptions(home: home.path, color: false, provider: "anthropic", environment: ["HOME": home.path])
        let console = Console(color: false, output: -1, error: -1)
        let container = Container(modules: AppModules.all(options: options, console: console)) { registry in
            registry.override((any ChatProvider).self, name: "anthropic") { _ -> any ChatProvider in PersonaWriter() }
        }
        let app = AppHarness(container: container, options: options, console: console)
        #expect(await app.run(":persona new") == .proceed)

        let saved = try await container.resolve(CoachPorts.self).personas?.activePersona()
        #expect(saved?.text == "You are Coach Ivo, calm and exact, written for this user.")
        let turn = app.turnScope()
        let engine = try await turn.resolve(CoachEngine.self)
        #expect(try await engine.renderSystemPrompt().contains("You are Coach Ivo"))
        await turn.end()
        await app.shutdown()
    }
}
