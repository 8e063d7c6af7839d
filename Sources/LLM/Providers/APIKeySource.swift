/// Where a provider's API key comes from: the environment, the encrypted key file, or
/// a chain of both. `nil` means there is no key for that provider.
public protocol APIKeySource: Sendable {
    /// The key for `provider` (`openai`, `anthropic`, `gemini`, ...), or nil.
    func apiKey(for provider: String) async throws -> String?
}

/// Keys from environment variables: each built-in provider's variable from
/// ``ProviderCatalog`` (`OPENAI_API_KEY`, `ANTHROPIC_API_KEY`, `GEMINI_API_KEY`,
/// `OLLAMA_API_KEY`). Blank values count as absent.
public struct EnvironmentKeySource: APIKeySource {

    public let environment: [String: String]
    /// Provider -> variable; ``ProviderCatalog/keyVariables`` unless given.
    public let names: [String: String]

    /// Reads from `environment` (pass `ProcessInfo.processInfo.environment` in the app),
    /// each provider's key from its variable in `names`.
    public init(environment: [String: String], names: [String: String] = ProviderCatalog.keyVariables) {
        self.environment = environment
        self.names = names
    }

    public func apiKey(for provider: String) async throws -> String? {
        guard let name = names[provider], let value = environment[name] else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Asks each source in order and returns the first key found (e.g. environment, then
/// the key file: environment keys override the file).
public struct ChainedKeySource: APIKeySource {
    public let sources: [any APIKeySource]

    public init(_ sources: [any APIKeySource]) {
        self.sources = sources
    }

    public func apiKey(for provider: String) async throws -> String? {
        for source in sources {
            if let key = try await source.apiKey(for: provider) { return key }
        }
        return nil
    }
}
