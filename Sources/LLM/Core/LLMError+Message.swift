extension LLMError {
    /// One line for the user: which provider, what happened, what to do.
    ///
    /// "Anthropic rejected the API key (401). Set it with `airfit keys set anthropic` or ANTHROPIC_API_KEY."
    public var userMessage: String {
        let name = ProviderNames.displayName(for: provider)
        switch self {
        case .notConfigured(_, let hint):
            return "\(name) is not configured: \(hint)."
        case .authentication(let id, let status, _):
            let fix = EnvironmentKeySource.variables[id].map { "Set it with `airfit keys set \(id)` or \($0)." }
                ?? "Check the key it expects."
            let verb = status == 403 ? "refused access with this API key" : "rejected the API key"
            return "\(name) \(verb) (\(status)). \(fix)"
        case .rateLimited(_, let after, let message):
            return "\(name) is rate limiting requests (429)\(Self.waitText(after)): \(message). Wait, or pick another provider with `:provider`."
        case .overloaded(_, let after, _):
            return "\(name) is overloaded\(Self.waitText(after)). Try again shortly, or pick another provider with `:provider`."
        case .server(_, let status, _, let message):
            return "\(name) had a server error (\(status)): \(message). Try again later, or pick another provider with `:provider`."
        case .contextOverflow:
            return "The conversation is too long for the \(name) model's context window. Start a new conversation or pick a model with a larger window (`:model`)."
        case .notFound(_, let message):
            return "\(name) does not know this model or endpoint (404): \(message). Check the model with `:model` and the base URL."
        case .badRequest(_, let status, let message):
            return "\(name) refused the request (\(status)): \(message)."
        case .timeout(_, let phase):
            return "\(name) timed out \(phase.rawValue). Check the network or the server, or try again."
        case .connection(let id, let message):
            let variable = ProviderNames.baseURLVariable(for: id).map { " and \($0)" } ?? ""
            return "Could not reach \(name): \(message). Check the network, the server\(variable)."
        case .malformed(_, let detail):
            return "\(name) sent a reply that could not be read (\(detail)). Try again or pick another provider."
        case .streamCut:
            return "\(name)'s reply was cut off before it finished. What arrived is kept; try again."
        case .streamError(_, let message):
            return "\(name) reported an error during the reply: \(message). Try again."
        case .cancelled:
            return "Cancelled."
        }
    }

    private static func waitText(_ after: Duration?) -> String {
        guard let after else { return "" }
        let seconds = Double(after.components.seconds) + Double(after.components.attoseconds) / 1e18
        if seconds < 1 { return "; retry in under a second" }
        return "; retry in \(Int(seconds.rounded(.up))) s"
    }
}
