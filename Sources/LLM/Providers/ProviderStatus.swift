import Foundation

/// What `:providers` shows about one provider, cheap to compute (no network).
public struct ProviderStatus: Sendable, Hashable {
    public var id: String
    public var displayName: String
    /// Whether calls can be made (a key is set, or none is needed).
    public var configured: Bool
    /// Why not, when not configured (e.g. "set OPENAI_API_KEY or run `airfit keys set openai`").
    public var detail: String?
    /// The base URL, with any password masked.
    public var baseURL: String
    public var defaultModel: String

    public init(id: String, displayName: String, configured: Bool, detail: String?, baseURL: String, defaultModel: String) {
        self.id = id
        self.displayName = displayName
        self.configured = configured
        self.detail = detail
        self.baseURL = baseURL
        self.defaultModel = defaultModel
    }
}

/// The result of a provider's health check.
public enum ProviderHealth: Sendable, Hashable {
    case healthy(detail: String)
    /// One line saying what failed.
    case unhealthy(detail: String)

    public var isHealthy: Bool { if case .healthy = self { true } else { false } }
}

/// A provider that can describe itself for `:providers` and check its server.
public protocol ProviderStatusReporting: Sendable {
    /// Configured or not (and why), base URL, default model. No network.
    func status() async -> ProviderStatus
    /// A cheap authenticated request (list models / tags) with short timeouts.
    func checkHealth() async -> ProviderHealth
}

extension ProviderSettings {
    /// The status of a provider built from these settings.
    func status() async -> ProviderStatus {
        var configured = true
        var detail: String?
        do {
            _ = try await resolveKey()
        } catch let error as LLMError {
            configured = false
            if case .notConfigured(_, let hint) = error { detail = hint } else { detail = error.userMessage }
        } catch {
            configured = false
            detail = "the key could not be read: \(error)"
        }
        return ProviderStatus(id: id, displayName: ProviderCatalog.displayName(id), configured: configured,
                              detail: detail, baseURL: URLRedaction.redacted(baseURL.absoluteString), defaultModel: defaultModel)
    }

    /// GETs `path` with `headers`; 2xx is healthy, anything else unhealthy with one line.
    func checkHealth(client: HTTPStreamingClient, path: String, headers: @Sendable (String?) -> [String: String]) async -> ProviderHealth {
        do {
            let key = try await resolveKey()
            let secrets = loginSecrets + client.secrets + (key.map { [$0] } ?? [])
            guard let url = endpoint(path) else {
                return .unhealthy(detail: "bad URL \(URLRedaction.redacted(baseURL.absoluteString))\(path)")
            }
            let started = ContinuousClock.now
            let (head, body) = try await client.fetch(HTTPRequest(method: "GET", url: url, headers: headers(key)),
                                                      provider: id, timeouts: .healthCheck)
            guard head.isSuccess else {
                return .unhealthy(detail: HTTPErrorMapping.error(provider: id, head: head, body: body, secrets: secrets).userMessage)
            }
            // A captive portal or a web server at the wrong address answers 200 with a page: not the API.
            guard (try? JSONDecoder().decode(JSONValue.self, from: body))?.objectValue != nil else {
                let type = head.mediaType ?? "no content type"
                let line = HTTPErrorMapping.firstLine(of: body, secrets: secrets)
                return .unhealthy(detail: "HTTP \(head.status) with \(type), not the API's JSON"
                    + (line.isEmpty ? "" : ": \"\(line)\"") + "; check the base URL")
            }
            let elapsed = ContinuousClock.now - started
            let milliseconds = Int(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
            return .healthy(detail: "HTTP \(head.status) in \(milliseconds) ms")
        } catch let error as LLMError {
            return .unhealthy(detail: error.userMessage)
        } catch {
            return .unhealthy(detail: String(describing: error))
        }
    }
}
