/// What a provider is and can do.
public struct ProviderCapabilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Calls fail without an API key (unless the base URL says otherwise).
    public static let needsKey = ProviderCapabilities(rawValue: 1 << 0)
    /// A language model answers (not the offline coach, not a replayed script).
    public static let isModel = ProviderCapabilities(rawValue: 1 << 1)
    /// It runs on this machine by default: no network, no charge.
    public static let isLocal = ProviderCapabilities(rawValue: 1 << 2)
    /// Other servers speak its wire protocol (llama.cpp, LM Studio, vLLM speak OpenAI's):
    /// pointed at a host other than its own it needs no key, and `--base-url` moves it when
    /// no provider is named.
    public static let servedByOthers = ProviderCapabilities(rawValue: 1 << 3)
}

/// The HTTP wire protocols: each is spoken by one provider type (``HTTPProviderFactory``).
public enum WireProtocol: String, Sendable, Hashable, CaseIterable {
    case openai, anthropic, gemini, ollama
}

/// One built-in provider, described once: everything that lists providers, names them,
/// finds their keys or builds them reads it from ``ProviderCatalog``.
public struct ProviderDescriptor: Sendable, Hashable {
    /// The id users, `config.json` and the routing know it by.
    public var id: String
    /// The wire protocol it speaks; nil for a provider that is not an HTTP API (the offline
    /// coach, the scripted replies).
    public var wire: WireProtocol?
    /// Its name in sentences: `OpenAI`, `Offline coach`.
    public var displayName: String
    /// The environment variables that hold its key, first found wins.
    public var keyVariables: [String]
    /// The environment variable that moves its base URL or host.
    public var baseURLVariable: String?
    /// Its base URL when nothing moves it.
    public var defaultBaseURL: String?
    /// Its model when none is chosen.
    public var defaultModel: String
    public var capabilities: ProviderCapabilities

    /// A descriptor.
    public init(id: String, wire: WireProtocol?, displayName: String, keyVariables: [String] = [], baseURLVariable: String? = nil,
                defaultBaseURL: String? = nil, defaultModel: String, capabilities: ProviderCapabilities) {
        self.id = id
        self.wire = wire
        self.displayName = displayName
        self.keyVariables = keyVariables
        self.baseURLVariable = baseURLVariable
        self.defaultBaseURL = defaultBaseURL
        self.defaultModel = defaultModel
        self.capabilities = capabilities
    }
}

/// The built-in providers, in the order they are listed. Providers `config.json` adds under
/// names of their own are not here: they are models that speak one of the ``wireProtocols``.
public enum ProviderCatalog {
    /// Every built-in provider.
    public static let builtIn: [ProviderDescriptor] = [
        ProviderDescriptor(id: "offline", wire: nil, displayName: "Offline coach", defaultModel: "offline-coach",
                           capabilities: [.isLocal]),
        ProviderDescriptor(id: "openai", wire: .openai, displayName: "OpenAI", keyVariables: ["OPENAI_API_KEY"],
                           baseURLVariable: "OPENAI_BASE_URL", defaultBaseURL: "https://api.openai.com/v1",
                           defaultModel: "gpt-4o-mini", capabilities: [.needsKey, .isModel, .servedByOthers]),
        ProviderDescriptor(id: "anthropic", wire: .anthropic, displayName: "Anthropic", keyVariables: ["ANTHROPIC_API_KEY"],
                           baseURLVariable: "ANTHROPIC_BASE_URL", defaultBaseURL: "https://api.anthropic.com",
                           defaultModel: "claude-sonnet-4-5", capabilities: [.needsKey, .isModel]),
        ProviderDescriptor(id: "gemini", wire: .gemini, displayName: "Gemini", keyVariables: ["GEMINI_API_KEY"],
                           baseURLVariable: "GEMINI_BASE_URL", defaultBaseURL: "https://generativelanguage.googleapis.com",
                           defaultModel: "gemini-2.5-flash", capabilities: [.needsKey, .isModel]),
        ProviderDescriptor(id: "ollama", wire: .ollama, displayName: "Ollama", keyVariables: ["OLLAMA_API_KEY"],
                           baseURLVariable: "OLLAMA_HOST", defaultBaseURL: "http://127.0.0.1:11434",
                           defaultModel: "llama3.2", capabilities: [.isModel, .isLocal]),
        ProviderDescriptor(id: "scripted", wire: nil, displayName: "Scripted", defaultModel: "script", capabilities: [.isLocal]),
    ]

    /// The built-in ids, in order.
    public static let ids: [String] = builtIn.map(\.id)

    /// The HTTP wire protocols, in order (what a named provider's `type` may be).
    public static let wireProtocols: [String] = builtIn.compactMap { $0.wire?.rawValue }

    /// The built-in providers that take an API key (in ``builtIn`` order).
    public static var keyed: [ProviderDescriptor] { builtIn.filter { !$0.keyVariables.isEmpty } }

    /// Every variable that may hold a built-in provider's key, in order.
    public static var allKeyVariables: [String] { builtIn.flatMap(\.keyVariables) }

    /// The provider `--base-url` moves when no provider is named: the first whose protocol
    /// other servers speak (OpenAI).
    public static let baseURLDefault: String = builtIn.first { $0.capabilities.contains(.servedByOthers) }?.id ?? "offline"

    /// The ids as a list in words: "offline, openai, anthropic, gemini, ollama or scripted"
    /// (`conjunction` "and" or "or").
    public static func list(_ ids: [String], conjunction: String = "or") -> String {
        guard ids.count > 1, let last = ids.last else { return ids.first ?? "" }
        return Array(ids.dropLast()).joined(separator: ", ") + " \(conjunction) " + last
    }

    /// The built-in provider `id`, if it is one.
    public static func descriptor(_ id: String) -> ProviderDescriptor? {
        builtIn.first { $0.id == id }
    }

    /// The provider that speaks `wire` natively (`openai` for the `openai` protocol).
    public static func descriptor(wire: String) -> ProviderDescriptor? {
        builtIn.first { $0.wire?.rawValue == wire }
    }

    /// `OpenAI`, `Offline coach`; the id itself for a named provider; `The provider` for none.
    public static func displayName(_ id: String) -> String {
        if id.isEmpty { return "The provider" }
        return descriptor(id)?.displayName ?? id
    }

    /// Provider id -> the first variable holding its key, for every built-in that has one.
    public static let keyVariables: [String: String] = Dictionary(
        uniqueKeysWithValues: builtIn.compactMap { entry in entry.keyVariables.first.map { (entry.id, $0) } })

    /// Whether a language model answers for `id`: true for every HTTP provider and for named
    /// providers, false for the offline coach and the scripted replies.
    public static func isModel(_ id: String) -> Bool {
        descriptor(id)?.capabilities.contains(.isModel) ?? true
    }

    /// How to set the key: "set OPENAI_API_KEY or run `airfit keys set openai`".
    public static func keyHint(for id: String, variable: String? = nil) -> String {
        if let variable = variable ?? keyVariables[id] {
            return "set \(variable) or run `airfit keys set \(id)`"
        }
        return "run `airfit keys set \(id)`"
    }
}
