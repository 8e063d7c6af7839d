import Foundation

/// Values from the config file or the command line that override the environment.
public struct ProviderOverrides: Sendable, Hashable {
    /// Base URL (OpenAI-compatible: including `/v1`); Ollama: host with or without scheme.
    public var baseURL: String?
    public var defaultModel: String?
    public var timeouts: HTTPTimeouts?
    /// Force whether a key is required (an OpenAI-compatible server may need none).
    public var requiresKey: Bool?
    /// The size and time limits of a reply.
    public var limits: StreamLimits?

    public init(baseURL: String? = nil, defaultModel: String? = nil, timeouts: HTTPTimeouts? = nil, requiresKey: Bool? = nil,
                limits: StreamLimits? = nil) {
        self.baseURL = baseURL
        self.defaultModel = defaultModel
        self.timeouts = timeouts
        self.requiresKey = requiresKey
        self.limits = limits
    }
}

/// Everything one HTTP provider needs: id, wire protocol, base URL, default model, key
/// source, timeouts and reply limits.
public struct ProviderSettings: Sendable {
    /// The name the user and the routing know it by: a built-in id, or a name from
    /// `config.json` (`openrouter`, `lmstudio`).
    public var id: String
    /// The wire protocol: `openai`, `anthropic`, `gemini` or `ollama`. Equal to `id` for
    /// the built-in providers.
    public var kind: String
    public var baseURL: URL
    public var defaultModel: String
    public var keySource: any APIKeySource
    /// Whether a call without a key fails with ``LLMError/notConfigured(provider:hint:)``.
    public var requiresKey: Bool
    public var timeouts: HTTPTimeouts
    /// The environment variable a missing key's hint names (a named provider's `key_env`);
    /// nil for the built-ins, whose variable ``ProviderCatalog`` knows.
    public var keyVariable: String?
    /// The reply's token limit when the request has none (Anthropic requires one).
    public var defaultMaxTokens: Int
    /// How large and how long one reply may be.
    public var limits: StreamLimits

    public init(id: String, kind: String? = nil, baseURL: URL, defaultModel: String, keySource: any APIKeySource,
                requiresKey: Bool, timeouts: HTTPTimeouts = .standard, defaultMaxTokens: Int = 1024,
                limits: StreamLimits = .standard) {
        self.id = id
        self.kind = kind ?? id
        self.baseURL = baseURL
        self.defaultModel = defaultModel
        self.keySource = keySource
        self.requiresKey = requiresKey
        self.timeouts = timeouts
        self.defaultMaxTokens = defaultMaxTokens
        self.limits = limits
    }

    /// The wire protocols this builds settings for.
    public static var providerIDs: [String] { ProviderCatalog.wireProtocols }

    /// Builds settings for `id` from an environment dictionary and optional overrides
    /// (overrides win). Keys come from `keySource`, by default the same environment.
    ///
    /// A named provider (`kind` given and different from `id`: an OpenRouter or LM Studio
    /// entry of `config.json` speaking the `openai` protocol, say) takes its base URL from
    /// the overrides only, never from the built-in provider's variable, and needs a key
    /// only when `requiresKey` says so.
    ///
    /// Throws ``LLMError/notConfigured(provider:hint:)`` for an unknown id or kind, a
    /// missing base URL of a named provider, or a base URL that is not an http(s) URL.
    public static func fromEnvironment(_ environment: [String: String], id: String, kind: String? = nil,
                                       overrides: ProviderOverrides = ProviderOverrides(),
                                       keySource: (any APIKeySource)? = nil) throws -> ProviderSettings {
        let kind = kind ?? id
        guard let entry = ProviderCatalog.descriptor(wire: kind), let variable = entry.baseURLVariable,
              let defaultBase = entry.defaultBaseURL else {
            let hint = kind == id ? "unknown provider; use one of \(providerIDs.joined(separator: ", "))"
                : "unknown type \"\(kind)\"; use one of \(providerIDs.joined(separator: ", "))"
            throw LLMError.notConfigured(provider: id, hint: hint)
        }
        let named = kind != id
        let fromEnvironment = named ? nil : environment[variable].flatMap { $0.isEmpty ? nil : $0 }
        guard let text = overrides.baseURL ?? fromEnvironment ?? (named ? nil : defaultBase) else {
            throw LLMError.notConfigured(provider: id, hint: "give it a base_url in config.json")
        }
        guard let url = normalisedURL(text) else {
            let source = overrides.baseURL != nil ? "the configured base URL" : variable
            throw LLMError.notConfigured(provider: id, hint: "\(source) is not an http(s) URL: \(URLRedaction.redacted(text))")
        }
        // A named provider on this machine (llama.cpp, LM Studio) needs no key; elsewhere
        // (OpenRouter) it does, unless the config says otherwise. A built-in one whose protocol
        // other servers speak needs one only at its own host.
        let keyed = entry.capabilities.contains(.needsKey)
        let elsewhere = entry.capabilities.contains(.servedByOthers) && url.host != URL(string: defaultBase)?.host
        let requiresKey = overrides.requiresKey ?? (named ? !isLoopback(url) : keyed && !elsewhere)
        return ProviderSettings(
            id: id, kind: kind, baseURL: url, defaultModel: overrides.defaultModel ?? entry.defaultModel,
            keySource: keySource ?? EnvironmentKeySource(environment: environment),
            requiresKey: requiresKey, timeouts: overrides.timeouts ?? .standard, limits: overrides.limits ?? .standard)
    }

    /// Accepts `host:port` without a scheme (as `OLLAMA_HOST` allows) and drops trailing slashes.
    static func normalisedURL(_ text: String) -> URL? {
        var trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.contains("://") { trimmed = "http://" + trimmed }
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty else { return nil }
        return url
    }

    /// Whether `url` names this machine.
    static func isLoopback(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "localhost" || host.hasPrefix("127.") || host == "::1" || host == "[::1]"
    }

    /// `baseURL` with `path` appended (path starts with `/`).
    func endpoint(_ path: String) -> URL? {
        URL(string: baseURL.absoluteString + path)
    }

    /// The key, or nil when none is needed and none is set. Throws `notConfigured` with a
    /// hint when one is required and missing.
    /// The password of a `user:password@` base URL, as itself and as Basic authentication.
    var loginSecrets: [String] {
        SecretScrubber.login(user: baseURL.user?.removingPercentEncoding, password: baseURL.password?.removingPercentEncoding)
            + SecretScrubber.login(user: baseURL.user, password: baseURL.password)
    }

    func resolveKey() async throws -> String? {
        let key: String?
        do {
            key = try await keySource.apiKey(for: id)
        } catch let error as LLMError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // The key file could not give the key (damaged, a symbolic link, limits too high):
            // a problem of configuration, never retried nor blamed on the network.
            throw LLMError.notConfigured(provider: id, hint: String(describing: error))
        }
        if key == nil && requiresKey {
            let hint = ProviderCatalog.keyHint(for: id, variable: keyVariable)
            throw LLMError.notConfigured(provider: id, hint: hint)
        }
        return key
    }
}
