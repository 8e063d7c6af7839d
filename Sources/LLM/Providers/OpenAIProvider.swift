import Foundation

/// OpenAI chat completions, streamed: `POST {base}/chat/completions` with
/// `Authorization: Bearer`, `stream: true` and `stream_options.include_usage`.
///
/// The same code serves any OpenAI-compatible server (llama.cpp, LM Studio, vLLM,
/// OpenRouter): give its base URL (including `/v1`) in the settings; the key is then
/// optional. Build it with
/// `OpenAIProvider(settings: try .fromEnvironment(env, id: "openai"), client: client)`.
public struct OpenAIProvider: HTTPChatProvider {
    public let settings: ProviderSettings
    private let client: HTTPStreamingClient

    public init(settings: ProviderSettings, client: HTTPStreamingClient) {
        self.settings = settings
        self.client = client
    }

    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let settings = settings
        let model = request.model.isEmpty ? settings.defaultModel : request.model
        // api.openai.com's newer models refuse `max_tokens`; compatible servers expect it.
        let official = settings.baseURL.host == "api.openai.com"
        return ProviderStreamRunner.run(settings: settings, client: client, decoder: OpenAIStreamDecoder(provider: settings.id)) { key in
            guard let url = settings.endpoint("/chat/completions") else {
                throw LLMError.notConfigured(provider: settings.id, hint: "bad base URL \(settings.baseURL)")
            }
            let body = try WireJSON.encode(OpenAIRequestEncoder.body(request, model: model, useMaxCompletionTokens: official))
            return HTTPRequest(url: url, headers: Self.headers(key: key, streaming: true), body: body)
        }
    }

    /// `GET {base}/models`.
    public func checkHealth() async -> ProviderHealth {
        await settings.checkHealth(client: client, path: "/models") { Self.headers(key: $0, streaming: false) }
    }

    static func headers(key: String?, streaming: Bool) -> [String: String] {
        var headers = ["Content-Type": "application/json", "Accept": streaming ? "text/event-stream" : "application/json"]
        if let key { headers["Authorization"] = "Bearer \(key)" }
        return headers
    }
}
