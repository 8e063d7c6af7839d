extension LLMError {
    /// One line for the user: which provider, what happened, what to do.
    ///
    /// "Anthropic rejected the API key (401). Set it with `airfit keys set anthropic` or ANTHROPIC_API_KEY."
    public var userMessage: String {
        let name = ProviderCatalog.displayName(provider)
        switch self {
        case .notConfigured(_, let hint):
            return "\(name) is not configured: \(Self.clause(hint))."
        case .authentication(let id, let status, _):
            let fix: String
            if let variable = ProviderCatalog.keyVariables[id] {
                fix = "Set it with `airfit keys set \(id)` or \(variable)."
            } else if ProviderCatalog.descriptor(id) == nil, !id.isEmpty {
                fix = "Set it with `airfit keys set \(id)` or the variable its key_env names."
            } else {
                fix = "Check the key it expects."
            }
            let verb = status == 403 ? "refused access with this API key" : "rejected the API key"
            return "\(name) \(verb) (\(status)). \(fix)"
        case .rateLimited(_, let after, let message):
            return "\(name) is rate limiting requests (429)\(Self.waitText(after))\(Self.detail(message)). Wait, or pick another provider with `:provider`."
        case .overloaded(_, let after, _):
            return "\(name) is overloaded\(Self.waitText(after)). Try again shortly, or pick another provider with `:provider`."
        case .server(_, let status, _, let message):
            return "\(name) had a server error (\(status))\(Self.detail(message)). Try again later, or pick another provider with `:provider`."
        case .contextOverflow:
            return "The conversation is too long for the \(name) model's context window. Start a new conversation or pick a model with a larger window (`:model`)."
        case .notFound(_, let message):
            return "\(name) does not know this model or endpoint (404)\(Self.detail(message)). Check the model with `:model` and the base URL."
        case .badRequest(_, let status, let message):
            return "\(name) refused the request (\(status))\(Self.detail(message))."
        case .timeout(_, let phase):
            return "\(name) timed out \(phase.rawValue). Check the network or the server, or try again."
        case .connection(let id, let message):
            let variable = ProviderCatalog.descriptor(id)?.baseURLVariable.map { " and \($0)" } ?? ""
            return "Could not reach \(name)\(Self.detail(message)). Check the network, the server\(variable)."
        case .malformed(_, let detail):
            return "\(name) sent a reply that could not be read (\(Self.clause(detail))). Try again or pick another provider."
        case .streamCut:
            // Thrown before any of the reply arrived (else the reply is interrupted: ``interruptionMessage``).
            return "\(name) closed the reply before any of it arrived; try again."
        case .streamError(_, let message):
            return "\(name) reported an error during the reply\(Self.detail(message)). Try again."
        case .redirected(_, let status, let location):
            let target = location.map { " to \($0)" } ?? ""
            return "\(name) answered with a redirect (\(status))\(target); API calls never follow redirects, so the key "
                + "went only to the configured server. Check the base URL."
        case .notAStream(_, let contentType, let firstLine):
            // The sentence ends after the quote, so the server's own closing period goes.
            var quoted = firstLine
            while let last = quoted.last, last == "." || last == " " { quoted.removeLast() }
            let shown = quoted.isEmpty ? "" : ": \"\(quoted)\""
            let what = contentType == LLMError.noContentType ? "a body without a content type" : contentType
            return "\(name) answered with \(what) instead of a stream\(shown). Check the base URL and the model."
        case .replyLimit(_, let limit):
            return "\(name)'s reply passed the limit of \(limit.description) and was stopped; what arrived is kept."
        case .cancelled:
            return "Cancelled."
        }
    }

    /// One line for an error that cut a reply short after some of it had arrived (the turn
    /// keeps it): the same as ``userMessage`` but for a cut stream, which says so.
    public var interruptionMessage: String {
        if case .streamCut = self {
            return "\(ProviderCatalog.displayName(provider))'s reply was cut off before it finished. What arrived is kept; try again."
        }
        return userMessage
    }

    /// The content type ``notAStream`` names for a body that came without one.
    public static let noContentType = "no content type"

    private static func waitText(_ after: Duration?) -> String {
        guard let after else { return "" }
        let seconds = Double(after.components.seconds) + Double(after.components.attoseconds) / 1e18
        if seconds < 1 { return "; retry in under a second" }
        // Said as the cooldown says it, and never longer than the longest cooldown (a date
        // far ahead would otherwise read "retry in 2300580781 s").
        let wait = min(after, OrchestratorPolicy().cooldownMax)
        return "; retry in \(seconds < 10 ? "\(Int(seconds.rounded(.up))) s" : DurationText.spoken(wait))"
    }

    /// `: message` for a server's message, as a clause of at most 300 characters.
    static func detail(_ message: String) -> String { TextSanitizer.detail(message, limit: 300) }

    /// A server's text as a clause of at most 300 characters.
    static func clause(_ text: String) -> String { TextSanitizer.clause(text, limit: 300) }
}
