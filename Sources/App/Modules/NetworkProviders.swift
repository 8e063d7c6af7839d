import DI
import LLM

/// The HTTP providers (OpenAI and compatible servers, Anthropic, Gemini, Ollama).
enum NetworkProviders {
    static func register(into registry: inout Registry, startup: AppStartup) {
        for id in ["openai", "anthropic", "gemini", "ollama"] {
            registry.register((any ChatProvider).self, name: id) { _ -> any ChatProvider in
                UnconfiguredProvider(id: id, reason: .notConfigured(provider: id, hint: "not wired yet"))
            }
        }
    }
}
