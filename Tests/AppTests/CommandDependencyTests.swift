import Coach
import DI
import Foundation
import LLM
import Testing
@testable import App

/// `:model` is state the routing owns: a swap rebuilds the orchestrator, not the choice.
struct ModelChoiceTests {
    @Test func aModelChosenForAProviderSurvivesSwitchingAwayAndBack() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        // Keys in the environment: a provider without one is refused (below).
        let app = AppHarness(home: home, provider: "openai", environment: ["OPENAI_API_KEY": "sk-test", "ANTHROPIC_API_KEY": "sk-test"])
        await app.run(":model gpt-4.1-mini")
        let before = try await app.container.resolve(Orchestrator.self)
        #expect(before.routing.choices(for: .chat).first == RouteChoice(provider: "openai", model: "gpt-4.1-mini"))
        await app.run(":provider anthropic")
        await app.run(":swap ChatProvider openai")
        let after = try await app.container.resolve(Orchestrator.self)
        #expect(after !== before, "the swaps rebuilt the orchestrator")
        #expect(after.routing.choices(for: .chat).first == RouteChoice(provider: "openai", model: "gpt-4.1-mini"))
        await app.shutdown()
    }

    @Test func aProviderWithoutAKeyIsRefusedAndNothingChanges() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let app = AppHarness(home: home, provider: "offline")
        let before = try await app.container.resolve(Orchestrator.self)
        for line in [":swap ChatProvider openai", ":provider openai"] {
            #expect(await app.run(line) == .proceed)
            #expect(app.container.binding(of: ServiceKey((any ChatProvider).self)) == "offline", "\(line)")
        }
        #expect(try await app.container.resolve(Orchestrator.self) === before, "nothing was rebuilt")
        #expect(app.console.errorCount == 2)
        await app.shutdown()
    }
}

/// Commands receive what they declare; only the inspection commands see the container.
struct CommandDependencyTests {
    @Test func onlyTheInspectionCommandsTakeTheContainer() {
        let seeing = ChatSession.commands.filter { $0.dependencies.contains { $0.kind == .container } }.map(\.name)
        #expect(Set(seeing) == ["container", "graph", "trace", "validate", "swap", "health"])
    }

    @Test func everyCommandIsARegistrationTheGraphCanDraw() throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let container = AppContainerTests.makeContainer(home: home)
        let keys = Set(container.registrations().map(\.key))
        for command in ChatSession.commands { #expect(keys.contains(command.key), "\(command.name)") }
        let tree = GraphFormatter(container.graph()).tree(from: ServiceKey(CommandAction.self, name: "persona"))
        #expect(tree.contains("LLMPersonaSynthesizer (singleton, LLMPersonaSynthesizer) (lazy)"))
        let onboard = GraphFormatter(container.graph()).tree(from: ServiceKey(CommandAction.self, name: "onboard"))
        #expect(onboard.contains("OnboardingConductor (scoped: turn, OnboardingConductor) (own scope)"))
    }
}
