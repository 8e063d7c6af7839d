import DI
import LLM
import Secrets

/// The HTTP providers (OpenAI and compatible servers, Anthropic, Gemini, Ollama), with keys
/// from the key store (environment first, then the encrypted file), settings from the
/// environment, `config.json` and `--base-url`, and one shared HTTP client (proxies from the
/// environment, shut down with the container).
enum NetworkProviders {
    static func register(into registry: inout Registry, startup: AppStartup) {
        registry.register(HTTPStreamingClient.self, dependsOn: [ServiceKey(AppOptions.self), ServiceKey(AppLog.self)]) { resolver in
            HTTPStreamingClient(environment: try await resolver.resolve(AppOptions.self).environment,
                                logger: try await resolver.resolve(AppLog.self).logger("airfit.http"))
        }
        registry.register((any APIKeySource).self, dependsOn: [ServiceKey(KeyStore.self)]) { resolver -> any APIKeySource in
            KeyStoreKeySource(store: try await resolver.resolve(KeyStore.self))
        }
        let dependencies = [ServiceKey(AppOptions.self), ServiceKey(AppConfig.self),
                            ServiceKey((any APIKeySource).self), ServiceKey(HTTPStreamingClient.self)]
        let limits = startup.config.limits.streamLimits
        for id in ProviderCatalog.wireProtocols {
            registry.register((any ChatProvider).self, name: id, dependsOn: dependencies) { resolver -> any ChatProvider in
                let options = try await resolver.resolve(AppOptions.self)
                let config = try await resolver.resolve(AppConfig.self)
                var overrides = ProviderOverrides(baseURL: config.providers[id]?.baseURL, defaultModel: config.providers[id]?.model,
                                                  limits: limits)
                // --base-url points the chosen provider (OpenAI by default) at another server.
                if let baseURL = options.baseURL, (options.provider ?? "openai") == id { overrides.baseURL = baseURL }
                return try await build(id: id, kind: nil, overrides: overrides, environment: options.environment,
                                       resolver: resolver) { settings, store in settings.keySource = store }
            }
        }
        for named in startup.config.namedProviders {
            registry.register((any ChatProvider).self, name: named.name, dependsOn: dependencies) { resolver -> any ChatProvider in
                let options = try await resolver.resolve(AppOptions.self)
                var overrides = ProviderOverrides(baseURL: named.baseURL, defaultModel: named.model, requiresKey: named.keyRequired,
                                                  limits: limits)
                if let baseURL = options.baseURL, options.provider == named.name { overrides.baseURL = baseURL }
                return try await build(id: named.name, kind: named.kind, overrides: overrides, environment: options.environment,
                                       resolver: resolver) { settings, store in
                    // Its own variable first; the key file only when a key is needed, so a
                    // local server never asks for the passphrase.
                    let variable = EnvironmentKeySource(environment: options.environment, names: [named.name: named.keyVariable])
                    settings.keySource = settings.requiresKey ? ChainedKeySource([variable, store]) : variable
                    settings.keyVariable = named.keyVariable
                }
            }
        }
    }

    /// The provider, or an ``UnconfiguredProvider`` saying why it cannot be built (a wiring
    /// error of the container is thrown, not hidden).
    private static func build(
        id: String, kind: String?, overrides: ProviderOverrides, environment: [String: String], resolver: Resolver,
        keys: (inout ProviderSettings, any APIKeySource) -> Void
    ) async throws -> any ChatProvider {
        do {
            var settings = try ProviderSettings.fromEnvironment(environment, id: id, kind: kind, overrides: overrides)
            keys(&settings, try await resolver.resolve((any APIKeySource).self))
            guard let provider = HTTPProviderFactory.make(settings, client: try await resolver.resolve(HTTPStreamingClient.self)) else {
                throw LLMError.notConfigured(provider: id, hint: "not an HTTP provider")
            }
            return provider
        } catch let error as LLMError {
            return UnconfiguredProvider(id: id, reason: error)
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

/// The shared client closes its connections when the container shuts down.
extension HTTPStreamingClient: Shutdownable {}
