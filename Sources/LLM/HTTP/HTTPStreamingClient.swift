import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import Synchronization

/// Streams HTTP responses with AsyncHTTPClient on SwiftNIO: the body arrives as
/// `ByteBuffer`s that go straight to the SSE and NDJSON parsers, with back-pressure, and a
/// waiting stream costs no CPU.
///
/// One client serves every provider; share it (the app registers one in its container and
/// shuts it down at exit). Underneath it keeps one AsyncHTTPClient `HTTPClient` (one
/// connection pool) per route: direct, or through the proxy the environment names
/// (``ProxySettings``). Each is made on the first request that needs it, so a session that
/// never calls a server starts no event loop.
///
/// - Redirects are never followed: a 3xx comes back as a response, so a key can never reach
///   another origin (``HTTPErrorMapping`` turns it into ``LLMError/redirected(provider:status:location:)``).
/// - Timeouts are enforced per phase by a ``CallWatchdog`` (see ``HTTPTimeouts``).
/// - Cancelling the calling task closes the connection.
public final class HTTPStreamingClient: Sendable {
    private let proxies: ProxySettings
    private let logger: Logger
    private let clients = Mutex<(byRoute: [ProxyServer?: HTTPClient], shutDown: Bool)>(([:], false))

    /// A client whose proxies come from `environment` (pass the process environment in the
    /// app; empty means no proxy). Request, status and failure events go to `logger`
    /// (never headers or bodies, so never a key).
    public init(environment: [String: String] = [:], logger: Logger = Logger(label: "airfit.http", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.proxies = ProxySettings.fromEnvironment(environment)
        self.logger = logger
    }

    deinit {
        // The app shuts the client down through its container; this covers clients made
        // and dropped elsewhere (tests), which AsyncHTTPClient requires to be shut down.
        let open = clients.withLock { Array($0.byRoute.values) }
        for client in open { client.shutdown { _ in } }
    }

    /// Closes every connection and stops the event loops' work; later requests fail.
    public func shutdown() async {
        let open = clients.withLock { state -> [HTTPClient] in
            state.shutDown = true
            defer { state.byRoute = [:] }
            return Array(state.byRoute.values)
        }
        for client in open { try? await client.shutdown() }
    }

    /// Sends `request` and returns once the response head has arrived; the body then
    /// streams. `watchdog` enforces the connect and first-byte timeouts here (it must be told
    /// how to cancel the calling task) and the caller's idle timeout afterwards. Throws
    /// ``LLMError`` (tagged with `provider`): `.timeout`, `.connection`, `.notConfigured` (a
    /// proxy variable that cannot be used), `.cancelled`. Non-2xx statuses are returned.
    public func send(_ request: HTTPRequest, provider: String, timeouts: HTTPTimeouts, watchdog: CallWatchdog) async throws -> HTTPStreamResponse {
        try Task.checkCancellation()
        let client = try client(for: request.url, provider: provider)
        var outgoing = HTTPClientRequest(url: request.url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        outgoing.headers = HTTPHeaders(request.headers.map { ($0.key, $0.value) })
        if let body = request.body, !body.isEmpty {
            watchdog.arm(.connect, within: timeouts.connect)
            let firstByte = timeouts.firstByte
            let signalling = SignallingBody(buffer: ByteBuffer(bytes: body)) { watchdog.arm(.firstByte, within: firstByte) }
            outgoing.body = .stream(signalling, length: .known(Int64(body.count)))
        } else {
            watchdog.arm(.firstByte, within: timeouts.connect + timeouts.firstByte)
        }
        let started = ContinuousClock.now
        let target = URLRedaction.redacted(request.url.absoluteString)
        logger.info("request", metadata: ["provider": "\(provider)", "method": "\(request.method)", "url": "\(target)"])
        do {
            let response = try await client.execute(outgoing, deadline: .distantFuture)
            var headers: [String: String] = [:]
            for (name, value) in response.headers where headers[name.lowercased()] == nil { headers[name.lowercased()] = value }
            let head = HTTPResponseHead(status: Int(response.status.code), headers: headers)
            logger.info("response", metadata: ["provider": "\(provider)", "status": "\(head.status)",
                                               "after_ms": "\(Self.milliseconds(ContinuousClock.now - started))"])
            return HTTPStreamResponse(head: head, body: HTTPBody(response.body))
        } catch {
            let typed = TransportError.typed(error, provider: provider, afterHead: false, fired: watchdog.fired)
            logger.warning("request failed", metadata: ["provider": "\(provider)", "error": "\(typed.userMessage)"])
            throw typed
        }
    }

    /// Sends `request` and reads its whole body, up to `limit` bytes (health checks). The
    /// timeouts of `timeouts` apply, the idle one between body buffers.
    public func fetch(_ request: HTTPRequest, provider: String, timeouts: HTTPTimeouts,
                      limit: Int = 64 * 1024) async throws -> (HTTPResponseHead, Data) {
        let watchdog = CallWatchdog(provider: provider)
        let work = Task { () throws -> (HTTPResponseHead, Data) in
            let response = try await self.send(request, provider: provider, timeouts: timeouts, watchdog: watchdog)
            watchdog.watchIdle(timeouts.idle, replyDeadline: nil, limit: .duration(timeouts.idle))
            do {
                return (response.head, try await response.collectBody(limit: limit))
            } catch {
                throw TransportError.typed(error, provider: provider, afterHead: true, fired: watchdog.fired)
            }
        }
        watchdog.onFire { work.cancel() }
        defer { watchdog.stop() }
        return try await withTaskCancellationHandler {
            try await work.value
        } onCancel: {
            work.cancel()
        }
    }

    /// The connection pool for `url`'s route.
    private func client(for url: URL, provider: String) throws -> HTTPClient {
        let route = proxies.route(for: url)
        var proxy: ProxyServer?
        if let route {
            switch route.server {
            case .success(let server): proxy = server
            case .failure(let problem):
                throw LLMError.notConfigured(provider: provider, hint: "\(route.variable) \(problem.reason)")
            }
        }
        return try clients.withLock { state in
            guard !state.shutDown else { throw LLMError.connection(provider: provider, message: "the HTTP client was shut down") }
            if let existing = state.byRoute[proxy] { return existing }
            let made = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: Self.configuration(proxy: proxy))
            state.byRoute[proxy] = made
            return made
        }
    }

    static func configuration(proxy: ProxyServer?) -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            // The watchdog enforces each call's own connect timeout; this only ends a
            // connection attempt nobody waits for any more.
            timeout: .init(connect: .seconds(120), read: nil),
            proxy: proxy.map(Self.proxy),
            decompression: .disabled)
        configuration.connectionPool = .init(idleTimeout: .seconds(60))
        // A refused connection fails the request at once; the orchestrator decides on retries.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    /// The proxies' passwords (and their Basic logins), which no server's text may repeat.
    public var secrets: [String] {
        [proxies.https, proxies.http].compactMap { try? $0?.server.get() }
            .flatMap { SecretScrubber.login(user: $0.username, password: $0.password) }
    }

    private static func proxy(_ server: ProxyServer) -> HTTPClient.Configuration.Proxy {
        switch server.kind {
        case .socks5:
            return .socksServer(host: server.host, port: server.port)
        case .http:
            let login = server.username.map { HTTPClient.Authorization.basic(username: $0, password: server.password ?? "") }
            return .server(host: server.host, port: server.port, authorization: login)
        }
    }

    static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }
}
