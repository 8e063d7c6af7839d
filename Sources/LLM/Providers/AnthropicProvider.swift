import Foundation

/// Anthropic Messages, streamed: `POST {base}/v1/messages` with `x-api-key` and
/// `anthropic-version: 2023-06-01`. Base from `ANTHROPIC_BASE_URL`, default
/// `https://api.anthropic.com`. Build it with
/// `AnthropicProvider(settings: try .fromEnvironment(env, id: "anthropic"), client: client)`.
public struct AnthropicProvider: HTTPChatProvider {
    /// The API version header value.
    public static let apiVersion = "2023-06-01"

    public let settings: ProviderSettings
    private let client: HTTPStreamingClient

    public init(settings: ProviderSettings, client: HTTPStreamingClient) {
        self.settings = settings
        self.client = client
    }

    public func stream(_ request: ChatRequest) -> AsyncThrowingStream<ChatEvent, any Error> {
        let settings = settings
        let model = request.model.isEmpty ? settings.defaultModel : request.model
        let decoder = AnthropicStreamDecoder(provider: settings.id, structured: request.responseSchema.map(AnthropicStructuredOutput.init))
        return ProviderStreamRunner.run(settings: settings, client: client, decoder: decoder) { key in
            guard let url = settings.endpoint("/v1/messages") else {
                throw LLMError.notConfigured(provider: settings.id, hint: "bad base URL \(settings.baseURL)")
            }
            let body = try WireJSON.encode(AnthropicRequestEncoder.body(request, model: model, defaultMaxTokens: settings.defaultMaxTokens))
            return HTTPRequest(url: url, headers: Self.headers(key: key, streaming: true), body: body)
        }
    }

    /// `GET {base}/v1/models`.
    public func checkHealth() async -> ProviderHealth {
        await settings.checkHealth(client: client, path: "/v1/models") { Self.headers(key: $0, streaming: false) }
    }

    static func headers(key: String?, streaming: Bool) -> [String: String] {
        var headers = [
            "Content-Type": "application/json", "anthropic-version": apiVersion,
            "Accept": streaming ? "text/event-stream" : "application/json",
        ]
        if let key { headers["x-api-key"] = key }
        return headers
    }
}
