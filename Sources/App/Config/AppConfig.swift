import Foundation
import LLM

/// `config.json` in the configuration folder. Every part is optional:
///
/// ```json
/// {
///   "providers": { "openai": { "base_url": "http://127.0.0.1:8080/v1", "model": "gpt-4o-mini" } },
///   "routing": { "tasks": { "chat": ["anthropic:claude-sonnet-4-5", "offline"] } }
/// }
/// ```
///
/// A missing file is an empty configuration; a damaged one is reported as a warning and
/// ignored (never rewritten), so the coach still starts.
public struct AppConfig: Sendable {
    /// Per provider id: `base_url` and `model` overrides.
    public var providers: [String: ProviderOverride]
    /// The `routing` object, as given (read by ``RoutingTable``).
    public var routing: JSONValue
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
        guard let data = FileManager.default.contents(atPath: url.path) else { return AppConfig() }
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
        for key in top.keys where !["providers", "routing"].contains(key) {
            config.warnings.append("\(url.lastPathComponent): unknown setting \"\(key)\" (known: providers, routing)")
        }
        if let providers = top["providers"] {
            guard case .object(let entries) = providers else {
                config.warnings.append("\(url.lastPathComponent): \"providers\" must be an object")
                return config
            }
            for (id, value) in entries {
                config.providers[id] = ProviderOverride(baseURL: value["base_url"]?.stringValue, model: value["model"]?.stringValue)
            }
        }
        return config
    }
}
