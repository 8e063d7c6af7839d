/// The orchestrator's words for an ``LLMError``: a brief reason for notices and a full
/// one-line message for the user. The composition root may pass its own describer to the
/// ``Orchestrator`` (e.g. the providers' `userMessage`); this is the default.
public enum FailureText {
    /// The provider's name for people: `OpenAI`, `Offline coach`, a named provider's id.
    public static func displayName(_ provider: String) -> String {
        ProviderCatalog.displayName(provider)
    }

    /// A short reason for a notice: `rate limited (429)`, `server error (503)`.
    public static func brief(_ error: LLMError) -> String {
        switch error {
        case .notConfigured: "is not configured"
        case .authentication(_, let status, _): "rejected the key (\(status))"
        case .rateLimited: "rate limited (429)"
        case .overloaded: "overloaded"
        case .server(_, let status, _, _): "server error (\(status))"
        case .contextOverflow: "context too long"
        case .notFound: "model or endpoint not found (404)"
        case .badRequest(_, let status, _): "rejected the request (\(status))"
        case .timeout(_, let phase): "timed out \(phase.rawValue)"
        case .connection: "connection failed"
        case .malformed: "sent a malformed reply"
        case .streamCut: "reply cut off"
        case .streamError: "reported an error"
        case .redirected(_, let status, _): "answered with a redirect (\(status))"
        case .notAStream(_, let contentType, _): "answered with \(contentType), not a stream"
        case .replyLimit(_, let limit): "reply passed \(limit.description)"
        case .cancelled: "cancelled"
        }
    }

    /// One line for the user: which provider, what happened, what to do.
    public static func line(for error: LLMError) -> String {
        let name = displayName(error.provider)
        switch error {
        case let .notConfigured(_, hint):
            return "\(name) is not configured: \(clip(hint))."
        case let .authentication(provider, status, _):
            let variable = keyVariable(provider).map { "Set \($0) or add the key with :keys." } ?? "Check its key."
            return "\(name) rejected the API key (\(status)). \(variable)"
        case let .rateLimited(_, _, message):
            return "\(name) is rate limiting requests (429)\(detail(message)). Try again shortly."
        case let .overloaded(_, _, message):
            return "\(name) is overloaded\(detail(message)). Try again shortly or use another provider."
        case let .server(_, status, _, message):
            return "\(name) had a server error (\(status))\(detail(message))."
        case let .contextOverflow(_, message):
            return "The conversation is too long for \(name)'s model\(detail(message)). Start a new conversation."
        case let .notFound(_, message):
            return "\(name) does not know this model or endpoint (404)\(detail(message)). Check :model."
        case let .badRequest(_, status, message):
            return "\(name) rejected the request (\(status))\(detail(message))."
        case let .timeout(_, phase):
            return "\(name) timed out \(phase.rawValue)."
        case let .connection(_, message):
            return "Could not reach \(name)\(detail(message)). Check the network or its base URL."
        case let .malformed(_, detail):
            return "\(name) sent a reply that could not be read: \(clip(detail))."
        case .streamCut:
            return "\(name)'s reply was cut off."
        case let .streamError(_, message):
            return "\(name) reported an error: \(clip(message))."
        case .redirected, .notAStream, .replyLimit:
            return error.userMessage
        case .cancelled:
            return "Cancelled."
        }
    }

    static func keyVariable(_ provider: String) -> String? {
        ProviderCatalog.keyVariables[provider]
    }

    private static func detail(_ message: String) -> String { TextSanitizer.detail(message, limit: 159) }

    /// One line, at most 160 characters, without a trailing period.
    static func clip(_ text: String) -> String { TextSanitizer.clause(text, limit: 159) }
}
