import Foundation

/// Ollama, streamed: `POST {host}/api/chat`, NDJSON until `"done": true`. Host from
/// `OLLAMA_HOST` (a scheme is optional), default `http://127.0.0.1:11434`; no key.
/// Build it with `OllamaProvider(settings: try .fromEnvironment(env, id: "ollama"), client: client)`.
public struct OllamaProvider: HTTPChatProvider {
    public let settings: ProviderSettings
    private let client: HTTPStreamingClient

    public init(settings: ProviderSettings, client: HTTPStreamingClient) {
        self.settings = settings
        self.client = client
    }

    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let settings = settings
        let model = request.model.isEmpty ? settings.defaultModel : request.model
        return ProviderStreamRunner.run(settings: settings, client: client, decoder: OllamaStreamDecoder(provider: settings.id)) { key in
            guard let url = settings.endpoint("/api/chat") else {
                throw LLMError.notConfigured(provider: settings.id, hint: "bad OLLAMA_HOST \(settings.baseURL)")
            }
            let body = try WireJSON.encode(OllamaRequestEncoder.body(request, model: model))
            return HTTPRequest(url: url, headers: Self.headers(key: key), body: body)
        }
    }

    /// `GET {host}/api/tags`.
    public func checkHealth() async -> ProviderHealth {
        await settings.checkHealth(client: client, path: "/api/tags") { Self.headers(key: $0) }
    }

    static func headers(key: String?) -> [String: String] {
        var headers = ["Content-Type": "application/json", "Accept": "application/x-ndjson"]
        if let key { headers["Authorization"] = "Bearer \(key)" }
        return headers
    }
}
