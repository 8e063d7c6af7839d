import Coach
import DI
import Foundation
import LLM
import Secrets
import Testing
@testable import App

/// Providers `config.json` adds under names of their own: parsed with one-line warnings for
/// bad entries, registered as `ChatProvider` alternatives, routed to, and keyed from their
/// own variable or the key file.
struct NamedProviderTests {
    static let config = """
    {"providers": {
      "lmstudio": {"type": "openai", "base_url": "http://127.0.0.1:1234/v1", "model": "qwen2.5-7b"},
      "openrouter": {"type": "openai", "base_url": "https://openrouter.ai/api/v1", "model": "anthropic/claude-sonnet-4.5"},
      "lan-vllm": {"type": "openai", "base_url": "http://10.0.0.7:8000/v1", "key_required": false, "key_env": "VLLM_TOKEN"},
      "openai": {"type": "anthropic", "model": "gpt-4.1-mini"},
      "Bad Name": {"type": "openai", "base_url": "http://x"},
      "nourl": {"type": "openai"},
      "weird": {"type": "cohere", "base_url": "http://x"}
    }, "routing": {"tasks": {"chat": ["openrouter:openai/gpt-4o-mini", "lmstudio", "offline"]}}}
    """

    static func home(config: String = NamedProviderTests.config) throws -> URL {
        let home = try AppContainerTests.temporaryHome()
        try Data(config.utf8).write(to: home.appendingPathComponent("config.json"))
        return home
    }

    static func container(home: URL, environment: [String: String] = [:], provider: String? = nil) -> Container {
        let options = AppOptions(home: home.path, color: false, provider: provider, environment: ["HOME": home.path].merging(environment) { $1 })
        return AppModules.container(options: options, console: Console(color: false, output: -1, error: -1))
    }

    static func settings(_ container: Container, _ name: String) async throws -> ProviderSettings {
        let provider = try await container.resolve((any ChatProvider).self, name: name)
        return try #require((provider as? any HTTPChatProvider)?.settings, "\(name) is \(type(of: provider))")
    }

    @Test func configParsesNamedProvidersAndWarnsOnceForEachBadEntry() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = AppConfig.load(from: home.appendingPathComponent("config.json"))
        #expect(config.namedProviders.map(\.name) == ["lan-vllm", "lmstudio", "openrouter"])
        #expect(config.namedProviders.first { $0.name == "openrouter" }?.keyVariable == "OPENROUTER_API_KEY")
        #expect(config.namedProviders.first { $0.name == "lan-vllm" }?.keyVariable == "VLLM_TOKEN")
        #expect(config.providers["openai"]?.model == "gpt-4.1-mini")
        #expect(config.warnings == [
            "config.json: providers.Bad Name ignored: a provider name is lowercase letters, digits and '-' (at most 64)",
            "config.json: providers.nourl ignored: give its \"base_url\"",
            "config.json: providers.openai is built in; its type stays openai (not anthropic)",
            "config.json: providers.weird ignored: unknown type \"cohere\"; use one of openai, anthropic, gemini, ollama",
        ])
    }

    @Test func namedProvidersAreAlternativesTheRoutingAndSwapsReach() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let container = Self.container(home: home)
        #expect(container.validate().isEmpty)
        #expect(Set(container.alternatives(of: ServiceKey((any ChatProvider).self))).isSuperset(of: ["lmstudio", "openrouter", "lan-vllm"]))

        // The routing's first chat choice is a named provider: ChatProvider starts bound to it.
        #expect(try await container.resolve((any ChatProvider).self).id == "openrouter")
        let orchestrator = try await container.resolve(Orchestrator.self)
        #expect(orchestrator.routing.choices(for: .chat).map(\.provider) == ["openrouter", "lmstudio", "offline"])

        let lmstudio = try await Self.settings(container, "lmstudio")
        #expect(lmstudio.kind == "openai" && lmstudio.baseURL.absoluteString == "http://127.0.0.1:1234/v1")
        #expect(lmstudio.defaultModel == "qwen2.5-7b" && !lmstudio.requiresKey)
        let openrouter = try await Self.settings(container, "openrouter")
        #expect(openrouter.requiresKey)
        #expect(try await !Self.settings(container, "lan-vllm").requiresKey)

        _ = try await container.swap(ServiceKey((any ChatProvider).self), to: "lmstudio")
        #expect(try await container.resolve((any ChatProvider).self).id == "lmstudio")
        await container.shutdown()
    }

    @Test func keysComeFromTheirVariableThenTheFileAndALocalServerNeverUnlocksIt() async throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        try KeyFile(directory: home.path, parameters: try KDFParameters(logN: 4))
            .write(["openrouter": "sk-or-from-file-1234", "lmstudio": "never-read"], passphrase: try Passphrase("right"))

        // No passphrase source at all: a local server asks nothing of the key file.
        let locked = Self.container(home: home)
        #expect(try await Self.settings(locked, "lmstudio").keySource.apiKey(for: "lmstudio") == nil)
        await locked.shutdown()

        let fromVariable = Self.container(home: home, environment: ["OPENROUTER_API_KEY": "sk-or-env-9999"])
        #expect(try await Self.settings(fromVariable, "openrouter").keySource.apiKey(for: "openrouter") == "sk-or-env-9999")
        await fromVariable.shutdown()

        let fromFile = Self.container(home: home, environment: ["AIRFIT_PASSPHRASE": "right"])
        #expect(try await Self.settings(fromFile, "openrouter").keySource.apiKey(for: "openrouter") == "sk-or-from-file-1234")
        await fromFile.shutdown()
    }

    @Test func providerFlagPicksANamedProviderAndAnUnknownOneIsARoutingError() async throws {
        let home = try Self.home(config: #"{"providers": {"lmstudio": {"type": "openai", "base_url": "http://127.0.0.1:1234/v1"}}}"#)
        defer { try? FileManager.default.removeItem(at: home) }
        let picked = Self.container(home: home, provider: "lmstudio")
        #expect(try await picked.resolve((any ChatProvider).self).id == "lmstudio")
        await picked.shutdown()
        let unknown = Self.container(home: home, provider: "lm-studio")
        await #expect(throws: (any Error).self) { try await unknown.resolve(RoutingTable.self) }
        await unknown.shutdown()
    }
}

/// Unknown foods are estimated by a model only when the extraction task starts at one.
struct EstimatorWiringTests {
    @Test func theOfflineCoachAndScriptsNeverEstimateAModelDoes() async throws {
        let home = try AppContainerTests.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        for (provider, estimates) in [(nil, false), ("scripted", false), ("openai", true), ("anthropic", true)] as [(String?, Bool)] {
            let app = AppHarness(home: home, provider: provider)
            let turn = app.turnScope()
            let food = try await turn.resolve((any FoodEstimator).self)
            #expect((food.estimator(onUsage: { _ in }) != nil) == estimates, "provider \(provider ?? "default")")
            await app.shutdown()
        }
        let extraction = { (json: JSONValue) in CoachModule.startsAtModel(try RoutingTable(json: json), task: .extraction) }
        #expect(try extraction(["tasks": ["chat": ["openai"], "extraction": ["offline"]]]) == false)
        #expect(try extraction(["tasks": ["chat": ["offline"], "extraction": ["gemini"]]]))
    }
}
