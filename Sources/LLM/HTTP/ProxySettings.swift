import Foundation

/// Which proxy each request takes, from the variables users set: `https_proxy` /
/// `HTTPS_PROXY` for https URLs, `http_proxy` / `HTTP_PROXY` for http ones, `all_proxy` /
/// `ALL_PROXY` for either when its own is unset (lower case wins, as in curl), and
/// `no_proxy` / `NO_PROXY` for the hosts reached directly (see ``NoProxyList``).
public struct ProxySettings: Sendable, Hashable {
    /// A proxy variable's value, read.
    public struct Choice: Sendable, Hashable {
        /// The variable it came from.
        public var variable: String
        public var server: Result<ProxyServer, ProxyError>
    }

    public var https: Choice?
    public var http: Choice?
    public var noProxy: NoProxyList

    /// No proxy at all.
    public static let direct = ProxySettings(https: nil, http: nil, noProxy: NoProxyList(""))

    public init(https: Choice?, http: Choice?, noProxy: NoProxyList) {
        self.https = https
        self.http = http
        self.noProxy = noProxy
    }

    /// Reads the proxy variables of `environment`.
    public static func fromEnvironment(_ environment: [String: String]) -> ProxySettings {
        func value(_ names: String...) -> (String, String)? {
            for name in names {
                if let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty { return (name, text) }
            }
            return nil
        }
        func choice(_ found: (String, String)?) -> Choice? {
            found.map { Choice(variable: $0.0, server: ProxyServer.parse($0.1)) }
        }
        let all = value("all_proxy", "ALL_PROXY")
        return ProxySettings(
            https: choice(value("https_proxy", "HTTPS_PROXY") ?? all),
            http: choice(value("http_proxy", "HTTP_PROXY") ?? all),
            noProxy: NoProxyList(value("no_proxy", "NO_PROXY")?.1 ?? ""))
    }

    /// The proxy for `url`: nil to go direct, or the proxy (or why its variable cannot be used).
    public func route(for url: URL) -> Choice? {
        let https = url.scheme?.lowercased() == "https"
        guard let choice = https ? self.https : self.http, let host = url.host else { return nil }
        let port = url.port ?? (https ? 443 : 80)
        return noProxy.bypasses(host: host, port: port) ? nil : choice
    }
}
