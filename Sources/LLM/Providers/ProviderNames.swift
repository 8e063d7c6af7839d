/// Display names and setup hints of providers, for messages to the user.
public enum ProviderNames {
    /// `OpenAI`, `Anthropic`, `Gemini`, `Ollama`, `Offline`, `Scripted`; the id otherwise.
    public static func displayName(for id: String) -> String {
        switch id {
        case "openai": "OpenAI"
        case "anthropic": "Anthropic"
        case "gemini": "Gemini"
        case "ollama": "Ollama"
        case "offline": "Offline coach"
        case "scripted": "Scripted"
        case "": "The provider"
        default: id
        }
    }

    /// How to set the key: "set OPENAI_API_KEY or run `airfit keys set openai`".
    public static func keyHint(for id: String) -> String {
        if let variable = EnvironmentKeySource.variables[id] {
            return "set \(variable) or run `airfit keys set \(id)`"
        }
        return "run `airfit keys set \(id)`"
    }

    /// The variable holding the provider's base URL or host.
    public static func baseURLVariable(for id: String) -> String? {
        ProviderSettings.defaults[id]?.variable
    }
}
