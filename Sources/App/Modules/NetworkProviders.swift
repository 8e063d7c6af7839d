import DI
import LLM
import Secrets

/// The HTTP providers (OpenAI and compatible servers, Anthropic, Gemini, Ollama), with keys
/// from the key store (environment first, then the encrypted file), settings from the
/// environment, `config.json` and `--base-url`, and one shared HTTP client (proxies from the
/// environment, shut down with the container).
enum NetworkProviders {
    static func register(into registry: inout Registry, startup: AppStartup) {
        registry.register(HTTPStreamingClient.self) { (options: AppOptions, log: AppLog) in
            HTTPStreamingClient(environment: options.environment, logger: log.logger("airfit.http"))
        }
        registry.register((any APIKeySource).self) { (store: KeyStore) -> any APIKeySource in KeyStoreKeySource(store: store) }
        for id in ProviderCatalog.wireProtocols {
            registry.register((any ChatProvider).self, name: id) { (
                options: AppOptions, config: AppConfig, keys: any APIKeySource, client: HTTPStreamingClient
            ) -> any ChatProvider in
                var overrides = ProviderOverrides(baseURL: config.providers[id]?.baseURL, defaultModel: config.providers[id]?.model,
                                                  limits: config.limits.streamLimits)
                // --base-url points the chosen provider (OpenAI by default) at another server.
                if let baseURL = options.baseURL, (options.provider ?? ProviderCatalog.baseURLDefault) == id { overrides.baseURL = baseURL }
                return try build(id: id, kind: nil, overrides: overrides, environment: options.environment, client: client) { settings in
                    settings.keySource = keys
                }
            }
        }
        for named in startup.config.namedProviders {
            registry.register((any ChatProvider).self, name: named.name) { (
                options: AppOptions, config: AppConfig, keys: any APIKeySource, client: HTTPStreamingClient
            ) -> any ChatProvider in
                var overrides = ProviderOverrides(baseURL: named.baseURL, defaultModel: named.model, requiresKey: named.keyRequired,
                                                  limits: config.limits.streamLimits)
                if let baseURL = options.baseURL, options.provider == named.name { overrides.baseURL = baseURL }
                return try build(id: named.name, kind: named.kind, overrides: overrides, environment: options.environment,
                             client: client) { settings in
                    // Its own variable first; the key file only when a key is needed, so a
                    // local server never asks for the passphrase.
                    let variable = EnvironmentKeySource(environment: options.environment, names: [named.name: named.keyVariable])
                    settings.keySource = settings.requiresKey ? ChainedKeySource([variable, keys]) : variable
                    settings.keyVariable = named.keyVariable
                }
            }
        }
    }

    /// The provider, or an ``UnconfiguredProvider`` saying why it cannot be built (any other
    /// error is thrown, not hidden).
    private static func build(
        id: String, kind: String?, overrides: ProviderOverrides, environment: [String: String], client: HTTPStreamingClient,
        keys: (inout ProviderSettings) -> Void
    ) throws -> any ChatProvider {
        do {
            var settings = try ProviderSettings.fromEnvironment(environment, id: id, kind: kind, overrides: overrides)
            keys(&settings)
            guard let provider = HTTPProviderFactory.make(settings, client: client) else {
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
