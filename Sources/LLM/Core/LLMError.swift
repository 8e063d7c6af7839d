/// Where a timeout struck.
public enum TimeoutPhase: String, Sendable, Hashable {
    case connect = "connecting"
    case firstByte = "waiting for the first byte"
    case idle = "waiting for more of the stream"
}

/// Why a call to a provider failed. Providers throw these; the orchestrator reads
/// `isRetryable` and `retryAfter`, and the REPL prints `userMessage`.
public enum LLMError: Error, Sendable, Hashable {
    /// No key, no base URL, or the provider is not set up.
    case notConfigured(provider: String, hint: String)
    /// 401 / 403: the key was refused.
    case authentication(provider: String, status: Int, message: String)
    /// 429.
    case rateLimited(provider: String, retryAfter: Duration?, message: String)
    /// Anthropic 529, or another provider's overloaded signal.
    case overloaded(provider: String, retryAfter: Duration?, message: String)
    /// 5xx.
    case server(provider: String, status: Int, retryAfter: Duration?, message: String)
    /// The prompt does not fit the model's context window.
    case contextOverflow(provider: String, message: String)
    /// 404 for the model or endpoint.
    case notFound(provider: String, message: String)
    /// Another 4xx: the request itself is wrong.
    case badRequest(provider: String, status: Int, message: String)
    /// A connect, first-byte or idle timeout.
    case timeout(provider: String, phase: TimeoutPhase)
    /// The connection could not be made or broke before any reply.
    case connection(provider: String, message: String)
    /// The provider sent something that is not its protocol.
    case malformed(provider: String, detail: String)
    /// The stream ended before the provider said it was done.
    case streamCut(provider: String)
    /// The provider reported an error inside the stream.
    case streamError(provider: String, message: String)
    /// The server answered with a redirect. API calls never follow one, so no key reaches
    /// another origin; `location` is the target's origin (scheme, host, port), if given.
    case redirected(provider: String, status: Int, location: String?)
    /// A 2xx answer that is not a stream (an HTML page, a JSON object): its content type and
    /// its first line, sanitised. Retrying would get the same.
    case notAStream(provider: String, contentType: String, firstLine: String)
    /// The reply reached one of the ``StreamLimits`` and was stopped.
    case replyLimit(provider: String, limit: ReplyLimit)
    /// The user cancelled.
    case cancelled

    /// The provider the error came from (empty for `.cancelled`).
    public var provider: String {
        switch self {
        case .notConfigured(let p, _), .authentication(let p, _, _), .rateLimited(let p, _, _),
             .overloaded(let p, _, _), .server(let p, _, _, _), .contextOverflow(let p, _),
             .notFound(let p, _), .badRequest(let p, _, _), .timeout(let p, _), .connection(let p, _),
             .malformed(let p, _), .streamCut(let p), .streamError(let p, _), .redirected(let p, _, _),
             .notAStream(let p, _, _), .replyLimit(let p, _):
            p
        case .cancelled:
            ""
        }
    }

    /// Whether trying the same provider again may succeed (429, 5xx, overloaded,
    /// timeouts, broken connections). Never 400/401/403/404.
    public var isRetryable: Bool {
        switch self {
        case .rateLimited, .overloaded, .server, .timeout, .connection, .streamCut: true
        default: false
        }
    }

    /// The wait the provider asked for, if any.
    public var retryAfter: Duration? {
        switch self {
        case .rateLimited(_, let after, _), .overloaded(_, let after, _), .server(_, _, let after, _): after
        default: nil
        }
    }
}
