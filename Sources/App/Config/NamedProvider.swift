import LLM
import Secrets

/// A provider `config.json` adds under a name of its own: a second OpenAI-compatible server
/// beside OpenAI itself (OpenRouter, LM Studio, a vLLM box), or another Anthropic or Ollama
/// endpoint. It is a `ChatProvider` alternative like the built-ins, so `--provider NAME`,
/// `:provider NAME`, routing (`"NAME:model"`) and `:providers` all know it.
///
/// ```json
/// "openrouter": { "type": "openai", "base_url": "https://openrouter.ai/api/v1",
///                 "model": "anthropic/claude-sonnet-4.5", "key_env": "OPENROUTER_API_KEY" }
/// ```
///
/// Its key comes from `key_env` (default `NAME_API_KEY`, upper case, `-` as `_`), then from
/// `keys.enc` under NAME (`airfit keys set NAME`). A server on this machine needs no key and
/// never unlocks the key file; `"key_required": true/false` says otherwise.
public struct NamedProvider: Sendable, Hashable {
    /// The built-in ids, which are not names of their own.
    static let builtIn = Set(ProviderCatalog.ids)
    /// The wire protocols a named provider may speak.
    static let kinds = ProviderCatalog.wireProtocols

    public let name: String
    /// Wire protocol: `openai`, `anthropic`, `gemini` or `ollama`.
    public let kind: String
    public let baseURL: String
    public let model: String?
    /// The environment variable holding its key.
    public let keyVariable: String
    /// nil: decided by the base URL (a loopback server needs no key).
    public let keyRequired: Bool?

    struct Problem: Error {
        let text: String
    }

    /// The fields a provider entry may have, with the JSON type each must be.
    static let fieldTypes: [(name: String, type: String)] = [
        ("type", "string"), ("base_url", "string"), ("model", "string"), ("key_env", "string"), ("key_required", "boolean"),
    ]

    /// Why an entry cannot be used as it is: not an object, or a field of the wrong type
    /// (`"model": 42`). nil when it is fine.
    static func typeProblem(_ value: JSONValue) -> String? {
        guard case .object(let fields) = value else { return "it must be an object" }
        for (name, type) in fieldTypes {
            guard let field = fields[name] else { continue }
            let matches = type == "boolean" ? field.boolValue != nil : field.stringValue != nil
            if !matches { return "\"\(name)\" must be a \(type), not \(describe(field))" }
        }
        return nil
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "a list"
        case .object: "an object"
        }
    }

    static func parse(name: String, _ value: JSONValue) -> Result<NamedProvider, Problem> {
        guard ProviderName.isValid(name) else {
            return .failure(Problem(text: "a provider name is lowercase letters, digits and '-' (at most 64)"))
        }
        if let problem = typeProblem(value) { return .failure(Problem(text: problem)) }
        guard let kind = value["type"]?.stringValue else {
            return .failure(Problem(text: "give its \"type\": one of \(kinds.joined(separator: ", "))"))
        }
        guard kinds.contains(kind) else {
            return .failure(Problem(text: "unknown type \"\(kind)\"; use one of \(kinds.joined(separator: ", "))"))
        }
        guard let baseURL = value["base_url"]?.stringValue, !baseURL.isEmpty else {
            return .failure(Problem(text: "give its \"base_url\""))
        }
        let variable = value["key_env"]?.stringValue
            ?? name.uppercased().replacingOccurrences(of: "-", with: "_") + "_API_KEY"
        var keyRequired: Bool?
        if case .bool(let required)? = value["key_required"] { keyRequired = required }
        return .success(NamedProvider(name: name, kind: kind, baseURL: baseURL, model: value["model"]?.stringValue,
                                      keyVariable: variable, keyRequired: keyRequired))
    }
}
