/// Builds the HTTP provider for a wire protocol of ``ProviderCatalog`` (one type per ``WireProtocol``).
public enum HTTPProviderFactory {
    /// The provider speaking `settings.kind`, or nil for a kind that is not an HTTP protocol.
    public static func make(_ settings: ProviderSettings, client: HTTPStreamingClient) -> (any ChatProvider & ProviderStatusReporting)? {
        switch ProviderCatalog.descriptor(wire: settings.kind)?.wire {
        case .openai: OpenAIProvider(settings: settings, client: client)
        case .anthropic: AnthropicProvider(settings: settings, client: client)
        case .gemini: GeminiProvider(settings: settings, client: client)
        case .ollama: OllamaProvider(settings: settings, client: client)
        case nil: nil
        }
    }

    /// Settings from `environment` (+ overrides) and the provider, in one step.
    public static func make(id: String, kind: String? = nil, environment: [String: String],
                            overrides: ProviderOverrides = ProviderOverrides(), keySource: (any APIKeySource)? = nil,
                            client: HTTPStreamingClient) throws -> any ChatProvider & ProviderStatusReporting {
        let settings = try ProviderSettings.fromEnvironment(environment, id: id, kind: kind, overrides: overrides, keySource: keySource)
        guard let provider = make(settings, client: client) else {
            throw LLMError.notConfigured(provider: id, hint: "not an HTTP provider")
        }
        return provider
    }
}
