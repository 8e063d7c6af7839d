import DI
import LLM
import Secrets

/// The HTTP providers (OpenAI and compatible servers, Anthropic, Gemini, Ollama), with keys
/// from the key store (environment first, then the encrypted file) and settings from the
/// environment, `config.json` and `--base-url`.
enum NetworkProviders {
    static let ids = ["openai", "anthropic", "gemini", "ollama"]

    static func register(into registry: inout Registry, startup: AppStartup) {
        registry.register(HTTPStreamingClient.self) { _ in HTTPStreamingClient() }
        registry.register((any APIKeySource).self, dependsOn: [ServiceKey(KeyStore.self)]) { resolver -> any APIKeySource in
            KeyStoreKeySource(store: try await resolver.resolve(KeyStore.self))
        }
        let dependencies = [ServiceKey(AppOptions.self), ServiceKey(AppConfig.self),
                            ServiceKey((any APIKeySource).self), ServiceKey(HTTPStreamingClient.self)]
        for id in ids {
            registry.register((any ChatProvider).self, name: id, dependsOn: dependencies) { resolver -> any ChatProvider in
                let options = try await resolver.resolve(AppOptions.self)
                let config = try await resolver.resolve(AppConfig.self)
                var overrides = ProviderOverrides(baseURL: config.providers[id]?.baseURL, defaultModel: config.providers[id]?.model)
                // --base-url points the chosen provider (OpenAI by default) at another server.
                if let baseURL = options.baseURL, (options.provider ?? "openai") == id { overrides.baseURL = baseURL }
                do {
                    let settings = try ProviderSettings.fromEnvironment(
                        options.environment, id: id, overrides: overrides,
                        keySource: try await resolver.resolve((any APIKeySource).self))
                    return try make(settings, client: try await resolver.resolve(HTTPStreamingClient.self))
                } catch let error as LLMError {
                    return UnconfiguredProvider(id: id, reason: error)
                }
            }
        }
    }

    static func make(_ settings: ProviderSettings, client: HTTPStreamingClient) throws -> any ChatProvider {
        switch settings.id {
        case "openai": return OpenAIProvider(settings: settings, client: client)
        case "anthropic": return AnthropicProvider(settings: settings, client: client)
        case "gemini": return GeminiProvider(settings: settings, client: client)
        case "ollama": return OllamaProvider(settings: settings, client: client)
        default: throw LLMError.notConfigured(provider: settings.id, hint: "not an HTTP provider")
        }
    }
}

/// The providers' keys come from the key store: environment variables first, then the
/// encrypted key file (the passphrase is asked only when a key must come from the file).
struct KeyStoreKeySource: APIKeySource {
    let store: KeyStore

    func apiKey(for provider: String) async throws -> String? {
        try await store.key(for: provider)
    }
}
