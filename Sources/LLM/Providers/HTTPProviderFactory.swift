/// Builds the HTTP provider for an id: `openai`, `anthropic`, `gemini`, `ollama`.
public enum HTTPProviderFactory {
    /// The provider for `settings.id`, or nil for an id that is not an HTTP provider.
    public static func make(_ settings: ProviderSettings, client: HTTPStreamingClient) -> (any ChatProvider & ProviderStatusReporting)? {
        switch settings.id {
        case "openai": OpenAIProvider(settings: settings, client: client)
        case "anthropic": AnthropicProvider(settings: settings, client: client)
        case "gemini": GeminiProvider(settings: settings, client: client)
        case "ollama": OllamaProvider(settings: settings, client: client)
        default: nil
        }
    }

    /// Settings from `environment` (+ overrides) and the provider, in one step.
    public static func make(id: String, environment: [String: String], overrides: ProviderOverrides = ProviderOverrides(),
                            keySource: (any APIKeySource)? = nil,
                            client: HTTPStreamingClient) throws -> any ChatProvider & ProviderStatusReporting {
        let settings = try ProviderSettings.fromEnvironment(environment, id: id, overrides: overrides, keySource: keySource)
        guard let provider = make(settings, client: client) else {
            throw LLMError.notConfigured(provider: id, hint: "not an HTTP provider")
        }
        return provider
    }
}
