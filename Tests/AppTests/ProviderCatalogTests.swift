import Foundation
import LLM
import Secrets
import Testing
@testable import App

/// Each provider is described once, in `ProviderCatalog`; every list of providers agrees with it.
struct ProviderCatalogTests {
    @Test func everyListOfProvidersIsTheCatalog() {
        #expect(AppStartup.builtInProviderIDs == ProviderCatalog.ids)
        #expect(NamedProvider.builtIn == Set(ProviderCatalog.ids))
        #expect(NamedProvider.kinds == ["openai", "anthropic", "gemini", "ollama"])
        #expect(ProviderSettings.providerIDs == NamedProvider.kinds)
        #expect(ProviderCatalog.keyVariables == [
            "openai": "OPENAI_API_KEY", "anthropic": "ANTHROPIC_API_KEY", "gemini": "GEMINI_API_KEY", "ollama": "OLLAMA_API_KEY",
        ])
    }

    @Test func theKeyStoreAndTheProvidersReadTheSameVariables() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "OLLAMA_API_KEY": "ollama-cloud-key"]
        let container = NamedProviderTests.container(home: home, environment: environment)
        let store = try await container.resolve(KeyStore.self)
        // Before the catalog, the key store did not know OLLAMA_API_KEY while the providers did.
        #expect(store.environmentVariable(for: "ollama") == "OLLAMA_API_KEY")
        #expect(try await store.list().map(\.provider) == ["ollama"])
        #expect(try await EnvironmentKeySource(environment: environment).apiKey(for: "ollama") == "ollama-cloud-key")
    }

    @Test func onlyModelsStartModelTasks() throws {
        func routing(_ first: String) throws -> RoutingTable {
            RoutingTable([.chat: [RouteChoice(provider: first)], .extraction: [RouteChoice(provider: first)]])
        }
        #expect(!CoachModule.startsAtModel(try routing("offline"), task: .chat))
        #expect(!CoachModule.startsAtModel(try routing("scripted"), task: .chat))
        #expect(CoachModule.startsAtModel(try routing("ollama"), task: .extraction))
        #expect(CoachModule.startsAtModel(try routing("openrouter"), task: .chat), "a named provider is a model")
    }

    @Test func displayNamesAndHintsComeFromTheCatalog() {
        #expect(ProviderCatalog.displayName("gemini") == "Gemini")
        #expect(ProviderCatalog.displayName("offline") == "Offline coach")
        #expect(ProviderCatalog.displayName("openrouter") == "openrouter")
        #expect(ProviderCatalog.keyHint(for: "anthropic") == "set ANTHROPIC_API_KEY or run `airfit keys set anthropic`")
        #expect(ProviderCatalog.keyHint(for: "openrouter", variable: "OPENROUTER_API_KEY")
            == "set OPENROUTER_API_KEY or run `airfit keys set openrouter`")
    }
}
