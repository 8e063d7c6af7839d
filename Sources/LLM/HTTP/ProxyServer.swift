import Foundation

/// A proxy from `HTTPS_PROXY`, `HTTP_PROXY` or `ALL_PROXY`: an HTTP proxy that tunnels with
/// `CONNECT`, or a SOCKS5 proxy.
public struct ProxyServer: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case http
        case socks5
    }

    public var kind: Kind
    public var host: String
    public var port: Int
    /// `user:password@` of the proxy URL, percent-decoded (HTTP proxies only).
    public var username: String?
    public var password: String?

    public init(kind: Kind, host: String, port: Int, username: String? = nil, password: String? = nil) {
        self.kind = kind
        self.host = host
        self.port = port
        self.username = username
        self.password = password
    }

    /// Reads a proxy URL as curl does: `http://host:port`, `host:port` (http), `socks5://host`;
    /// the port defaults to 1080. Returns why not for anything else (an `https://` proxy, which
    /// would need TLS to the proxy itself, is not supported).
    public static func parse(_ text: String) -> Result<ProxyServer, ProxyError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let withScheme = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: withScheme), let scheme = components.scheme?.lowercased(),
              let host = components.host, !host.isEmpty else {
            return .failure(ProxyError("is not a proxy URL"))
        }
        let kind: Kind
        switch scheme {
        case "http": kind = .http
        case "socks5", "socks5h", "socks": kind = .socks5
        case "https": return .failure(ProxyError("is an https:// proxy, which is not supported; use http://"))
        default: return .failure(ProxyError("has the scheme \(scheme)://, which is not supported (http:// or socks5://)"))
        }
        let port = components.port ?? 1080
        guard (1...65535).contains(port) else { return .failure(ProxyError("has no valid port")) }
        let bareHost = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        return .success(ProxyServer(kind: kind, host: bareHost, port: port,
                                    username: components.user?.removingPercentEncoding ?? components.user,
                                    password: components.password?.removingPercentEncoding ?? components.password))
    }

    /// `http://host:port` without credentials, for messages and logs.
    public var description: String { "\(kind.rawValue)://\(host.contains(":") ? "[\(host)]" : host):\(port)" }
}

/// Why a proxy variable cannot be used.
public struct ProxyError: Error, Sendable, Hashable {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
}
