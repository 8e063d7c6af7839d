import Foundation
import LLM

/// `config.json` in the configuration folder. Every part is optional:
///
/// ```json
/// {
///   "providers": {
///     "openai": { "base_url": "http://127.0.0.1:8080/v1", "model": "gpt-4o-mini" },
///     "openrouter": { "type": "openai", "base_url": "https://openrouter.ai/api/v1",
///                     "model": "anthropic/claude-sonnet-4.5" }
///   },
///   "routing": { "tasks": { "chat": ["openrouter", "anthropic:claude-sonnet-4-5", "offline"] } },
///   "limits": { "max_tokens": 2048, "max_reply_kb": 256, "max_reply_minutes": 10 },
///   "status_line": false
/// }
/// ```
///
/// An entry under a built-in id (`openai`, `anthropic`, `gemini`, `ollama`) overrides its
/// base URL and model. Any other name is a provider of its own (``NamedProvider``): it
/// speaks the wire protocol of its `type` to its `base_url`.
///
/// A missing file is an empty configuration; a damaged one is reported as a warning and
/// ignored (never rewritten), so the coach still starts.
public struct AppConfig: Sendable {
    /// Per built-in provider id: `base_url` and `model` overrides.
    public var providers: [String: ProviderOverride]
    /// The providers `config.json` adds under names of its own, sorted by name.
    public var namedProviders: [NamedProvider] = []
    /// The `routing` object, as given (read by ``RoutingTable``).
    public var routing: JSONValue
    /// The `limits` object: reply token, size and time limits.
    public var limits = ReplyLimitsConfig()
    /// `status_line`: whether a terminal shows the dim line of provider, model, tokens, cost
    /// and times after each reply (default true; `:set status off|on` changes it for a session).
    public var statusLine = true
    /// Problems found while reading, one line each.
    public var warnings: [String]

    /// Overrides of one provider's settings.
    public struct ProviderOverride: Sendable, Hashable {
        public var baseURL: String?
        public var model: String?
    }

    public init(providers: [String: ProviderOverride] = [:], routing: JSONValue = .null, warnings: [String] = []) {
        self.providers = providers
        self.routing = routing
        self.warnings = warnings
    }

    /// Reads `url`; never throws.
    public static func load(from url: URL) -> AppConfig {
        // Looked for first: reading a missing file makes Foundation build an error with its
        // details, 0.75 M instructions of a start that has no config.json.
        guard FileManager.default.fileExists(atPath: url.path), let data = FileManager.default.contents(atPath: url.path) else {
            return AppConfig()
        }
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            return AppConfig(warnings: ["\(url.path) is not valid JSON; ignoring it (the file was left as it is)"])
        }
        guard case .object(let top) = json else {
            return AppConfig(warnings: ["\(url.path) must hold a JSON object; ignoring it"])
        }
        var config = AppConfig(routing: top["routing"] ?? .null)
        let file = url.lastPathComponent
        for key in top.keys.sorted() where !["providers", "routing", "limits", "status_line"].contains(key) {
            config.warnings.append("\(file): unknown setting \"\(key)\" (known: providers, routing, limits, status_line)")
        }
        if let statusLine = top["status_line"] {
            if let on = statusLine.boolValue {
                config.statusLine = on
            } else {
                config.warnings.append("\(file): \"status_line\" must be true or false; keeping it on")
            }
        }
        if let limits = top["limits"] {
            config.limits = ReplyLimitsConfig.parse(limits, file: file, warnings: &config.warnings)
        }
        if let providers = top["providers"] {
            guard case .object(let entries) = providers else {
                config.warnings.append("\(file): \"providers\" must be an object")
                return config
            }
            for (id, value) in entries.sorted(by: { $0.key < $1.key }) {
                if NamedProvider.builtIn.contains(id) {
                    if let problem = NamedProvider.typeProblem(value) {
                        config.warnings.append("\(file): providers.\(id) ignored: \(problem)")
                        continue
                    }
                    if let type = value["type"]?.stringValue, type != id {
                        config.warnings.append("\(file): providers.\(id) is built in; its type stays \(id) (not \(type))")
                    }
                    config.providers[id] = ProviderOverride(baseURL: value["base_url"]?.stringValue, model: value["model"]?.stringValue)
                } else {
                    switch NamedProvider.parse(name: id, value) {
                    case .success(let named): config.namedProviders.append(named)
                    case .failure(let problem): config.warnings.append("\(file): providers.\(id) ignored: \(problem.text)")
                    }
                }
            }
        }
        return config
    }
}
