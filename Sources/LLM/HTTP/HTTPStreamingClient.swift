import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Streams HTTP responses with FoundationNetworking's URLSession (libcurl underneath)
/// and a data delegate, so each chunk reaches the parser as it arrives.
///
/// One client (one URLSession, one connection pool) serves every provider; share it.
///
/// Proxies: FoundationNetworking leaves proxy selection to libcurl, which reads
/// `HTTPS_PROXY` / `https_proxy`, `http_proxy`, `ALL_PROXY` and `NO_PROXY` from the
/// environment for each transfer; nothing else is needed for `HTTPS_PROXY` to work.
///
/// Timeouts are enforced here, per phase (see ``HTTPTimeouts``), not by URLSession:
/// its request timeout is set far out so that it never cuts a long, live stream.
public final class HTTPStreamingClient: Sendable {
    private let session: URLSession
    private let delegate: StreamingSessionDelegate

    /// Creates a client with its own URLSession.
    public init() {
        let configuration = URLSessionConfiguration.default
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.timeoutIntervalForRequest = 24 * 3600
        configuration.timeoutIntervalForResource = 7 * 24 * 3600
        let delegate = StreamingSessionDelegate()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "airfit.http.delegate"
        self.delegate = delegate
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Sends `request` and returns once the response head has arrived; the body then
    /// streams. Throws ``LLMError`` (tagged with `provider`): `.timeout` (connect or
    /// first byte), `.connection`, `.cancelled`. Non-2xx statuses are returned, not
    /// thrown: see ``HTTPErrorMapping``.
    public func send(_ request: HTTPRequest, provider: String, timeouts: HTTPTimeouts) async throws -> HTTPStreamResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method
        urlRequest.httpBody = request.body
        urlRequest.timeoutInterval = 24 * 3600
        for (name, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)
        let transfer = StreamingTransfer(provider: provider, timeouts: timeouts, hasBody: !(request.body ?? Data()).isEmpty)
        delegate.register(transfer, for: task)
        transfer.start(task)
        let head = try await transfer.awaitHead()
        return HTTPStreamResponse(head: head, body: transfer.body)
    }
}
