import Foundation
import LLM
import Testing

@Suite struct ProviderSettingsTests {
    @Test func defaultsWithoutEnvironment() throws {
        let expected = [
            ("openai", "https://api.openai.com/v1", "gpt-4o-mini", true),
            ("anthropic", "https://api.anthropic.com", "claude-sonnet-4-5", true),
            ("gemini", "https://generativelanguage.googleapis.com", "gemini-2.5-flash", true),
            ("ollama", "http://127.0.0.1:11434", "llama3.2", false),
        ]
        for (id, base, model, requiresKey) in expected {
            let settings = try ProviderSettings.fromEnvironment([:], id: id)
            #expect(settings.baseURL.absoluteString == base)
            #expect(settings.defaultModel == model)
            #expect(settings.requiresKey == requiresKey)
            #expect(settings.timeouts == .standard)
        }
    }

    @Test func environmentAndOverrides() throws {
        let env = ["OPENAI_BASE_URL": "http://localhost:8080/v1/", "OLLAMA_HOST": "gpu-box:11434", "ANTHROPIC_BASE_URL": "https://proxy.example/anthropic"]
        #expect(try ProviderSettings.fromEnvironment(env, id: "openai").baseURL.absoluteString == "http://localhost:8080/v1")
        #expect(try ProviderSettings.fromEnvironment(env, id: "openai").requiresKey == false)
        #expect(try ProviderSettings.fromEnvironment(env, id: "ollama").baseURL.absoluteString == "http://gpu-box:11434")
        #expect(try ProviderSettings.fromEnvironment(env, id: "anthropic").baseURL.absoluteString == "https://proxy.example/anthropic")
        let overridden = try ProviderSettings.fromEnvironment(env, id: "openai", overrides: .init(baseURL: "https://openrouter.ai/api/v1", defaultModel: "x/y", requiresKey: true))
        #expect(overridden.baseURL.absoluteString == "https://openrouter.ai/api/v1")
        #expect(overridden.defaultModel == "x/y" && overridden.requiresKey)
    }

    @Test func namedProvidersSpeakTheirKindAtTheirOwnURLOnly() throws {
        let env = ["OPENAI_BASE_URL": "http://elsewhere:9/v1"]
        let local = try ProviderSettings.fromEnvironment(env, id: "lmstudio", kind: "openai", overrides: .init(baseURL: "http://localhost:1234/v1"))
        #expect(local.kind == "openai" && local.id == "lmstudio")
        #expect(local.baseURL.absoluteString == "http://localhost:1234/v1" && !local.requiresKey)
        #expect(local.defaultModel == "gpt-4o-mini")
        let remote = try ProviderSettings.fromEnvironment(env, id: "openrouter", kind: "openai", overrides: .init(baseURL: "https://openrouter.ai/api/v1"))
        #expect(remote.requiresKey)
        // OPENAI_BASE_URL belongs to openai: a named provider without base_url is not configured.
        #expect(throws: LLMError.notConfigured(provider: "box", hint: "give it a base_url in config.json")) {
            try ProviderSettings.fromEnvironment(env, id: "box", kind: "openai")
        }
        #expect(throws: LLMError.notConfigured(provider: "box", hint: "unknown type \"cohere\"; use one of openai, anthropic, gemini, ollama")) {
            try ProviderSettings.fromEnvironment(env, id: "box", kind: "cohere", overrides: .init(baseURL: "http://x"))
        }
        let provider = try #require(HTTPProviderFactory.make(remote, client: HTTPStreamingClient()))
        #expect(provider.id == "openrouter" && provider is OpenAIProvider)
    }

    @Test func badBaseURLAndUnknownIDAreNotConfigured() {
        #expect(throws: LLMError.notConfigured(provider: "gemini", hint: "GEMINI_BASE_URL is not an http(s) URL: ftp://x")) {
            try ProviderSettings.fromEnvironment(["GEMINI_BASE_URL": "ftp://x"], id: "gemini")
        }
        #expect(throws: LLMError.self) { try ProviderSettings.fromEnvironment([:], id: "nope") }
    }

    @Test func missingKeyIsNotConfiguredWithHintAndNoRequestIsSent() async throws {
        let server = try LoopbackServer { _ in .json(status: 200, "{}") }
        defer { server.stop() }
        let settings = try ProviderSettings.fromEnvironment(["ANTHROPIC_BASE_URL": server.url()], id: "anthropic")
        let provider = AnthropicProvider(settings: settings, client: HTTPStreamingClient())
        let result = await collect(provider.stream(simpleRequest()))
        #expect(result.error == .notConfigured(provider: "anthropic", hint: "set ANTHROPIC_API_KEY or run `airfit keys set anthropic`"))
        #expect(server.requests.isEmpty)
        let status = await provider.status()
        #expect(!status.configured && status.detail == "set ANTHROPIC_API_KEY or run `airfit keys set anthropic`")
        #expect(await provider.checkHealth() == .unhealthy(detail: "Anthropic is not configured: set ANTHROPIC_API_KEY or run `airfit keys set anthropic`."))
    }

    /// Issue 12: a key file that cannot give the key (a symbolic link, scrypt limits too high)
    /// is a configuration problem: said as such, not retried, not blamed on the network.
    @Test func aKeyFileErrorIsNotConfiguredAndSendsNothing() async throws {
        struct RefusedKeyFile: Error, CustomStringConvertible {
            var description: String { "keys.enc is a symbolic link; it was left untouched" }
        }
        struct BrokenKeys: APIKeySource {
            func apiKey(for provider: String) async throws -> String? { throw RefusedKeyFile() }
        }
        let server = try LoopbackServer { _ in .json(status: 200, "{}") }
        defer { server.stop() }
        let settings = ProviderSettings(id: "openai", baseURL: try #require(URL(string: server.url())), defaultModel: "gpt-4o-mini",
                                        keySource: BrokenKeys(), requiresKey: true)
        let result = await collect(OpenAIProvider(settings: settings, client: HTTPStreamingClient()).stream(simpleRequest()))
        #expect(result.error == .notConfigured(provider: "openai", hint: "keys.enc is a symbolic link; it was left untouched"))
        #expect(result.error?.isRetryable == false)
        #expect(server.requests.isEmpty)
    }

    @Test func keySourcesChainInOrder() async throws {
        struct FileKeys: APIKeySource {
            func apiKey(for provider: String) async throws -> String? { provider == "gemini" ? "from-file" : nil }
        }
        let chain = ChainedKeySource([EnvironmentKeySource(environment: ["GEMINI_API_KEY": "  from-env "]), FileKeys()])
        #expect(try await chain.apiKey(for: "gemini") == "from-env")
        let fileOnly = ChainedKeySource([EnvironmentKeySource(environment: ["GEMINI_API_KEY": ""]), FileKeys()])
        #expect(try await fileOnly.apiKey(for: "gemini") == "from-file")
        #expect(try await fileOnly.apiKey(for: "openai") == nil)
    }

    @Test func factoryBuildsEachProvider() throws {
        let client = HTTPStreamingClient()
        for id in ProviderSettings.providerIDs {
            let provider = try HTTPProviderFactory.make(id: id, environment: [:], client: client)
            #expect(provider.id == id)
        }
    }

    @Test func userMessagesNameProviderWhatAndWhatToDo() {
        #expect(LLMError.authentication(provider: "anthropic", status: 401, message: "invalid x-api-key").userMessage
            == "Anthropic rejected the API key (401). Set it with `airfit keys set anthropic` or ANTHROPIC_API_KEY.")
        #expect(LLMError.rateLimited(provider: "openai", retryAfter: .seconds(7), message: "slow down").userMessage
            == "OpenAI is rate limiting requests (429); retry in 7 s: slow down. Wait, or pick another provider with `:provider`.")
        #expect(LLMError.timeout(provider: "gemini", phase: .firstByte).userMessage
            == "Gemini timed out waiting for the first byte. Check the network or the server, or try again.")
        #expect(LLMError.connection(provider: "ollama", message: "refused").userMessage.hasPrefix("Could not reach Ollama: refused."))
        let all: [LLMError] = [
            .notConfigured(provider: "openai", hint: "h"), .overloaded(provider: "anthropic", retryAfter: nil, message: "m"),
            .server(provider: "gemini", status: 502, retryAfter: nil, message: "m"), .contextOverflow(provider: "openai", message: "m"),
            .notFound(provider: "ollama", message: "m"), .badRequest(provider: "openai", status: 400, message: "m"),
            .malformed(provider: "gemini", detail: "d"), .streamCut(provider: "anthropic"), .streamError(provider: "openai", message: "m"),
        ]
        for error in all {
            #expect(!error.userMessage.contains("\n"))
            #expect(error.userMessage.hasPrefix(ProviderCatalog.displayName(error.provider)) || error.userMessage.hasPrefix("The conversation"))
        }
    }
}
