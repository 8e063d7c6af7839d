import Foundation

/// Gemini, streamed: `POST {base}/v1beta/models/{model}:streamGenerateContent?alt=sse`
/// with the key in the `x-goog-api-key` header (never in the URL). Base from
/// `GEMINI_BASE_URL`, default `https://generativelanguage.googleapis.com`. Build it with
/// `GeminiProvider(settings: try .fromEnvironment(env, id: "gemini"), client: client)`.
public struct GeminiProvider: HTTPChatProvider {
    public let settings: ProviderSettings
    private let client: HTTPStreamingClient

    public init(settings: ProviderSettings, client: HTTPStreamingClient) {
        self.settings = settings
        self.client = client
    }

    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let settings = settings
        var model = request.model.isEmpty ? settings.defaultModel : request.model
        if model.hasPrefix("models/") { model.removeFirst("models/".count) }
        let path = "/v1beta/models/\(model):streamGenerateContent?alt=sse"
        return ProviderStreamRunner.run(settings: settings, client: client, decoder: GeminiStreamDecoder(provider: settings.id)) { key in
            guard let url = settings.endpoint(path) else {
                throw LLMError.notConfigured(provider: settings.id, hint: "bad base URL or model: \(settings.baseURL)\(path)")
            }
            let body = try WireJSON.encode(GeminiRequestEncoder.body(request))
            return HTTPRequest(url: url, headers: Self.headers(key: key, streaming: true), body: body)
        }
    }

    /// `GET {base}/v1beta/models`.
    public func checkHealth() async -> ProviderHealth {
        await settings.checkHealth(client: client, path: "/v1beta/models") { Self.headers(key: $0, streaming: false) }
    }

    static func headers(key: String?, streaming: Bool) -> [String: String] {
        var headers = ["Content-Type": "application/json", "Accept": streaming ? "text/event-stream" : "application/json"]
        if let key { headers["x-goog-api-key"] = key }
        return headers
    }
}
