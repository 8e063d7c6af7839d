/// One provider/model choice of a route, written `provider` or `provider:model`
/// (`openai:gpt-4o-mini`, `offline`, `ollama:llama3.2:3b`: the model is everything after
/// the first colon). A choice without a model uses the provider's default model.
public struct RouteChoice: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The provider id (`openai`, `anthropic`, `gemini`, `ollama`, `offline`, `scripted`, ...).
    public var provider: String
    /// The model id, or nil for the provider's default.
    public var model: String?

    /// A choice of `provider`, with `model` or its default.
    public init(provider: String, model: String? = nil) {
        self.provider = provider
        self.model = model
    }

    /// Parses `provider` or `provider:model`. Surrounding spaces are ignored.
    /// - Throws: ``RoutingError`` naming the problem (empty text, empty provider, empty model,
    ///   a provider id with characters other than letters, digits, `-`, `_` and `.`).
    public init(parsing text: String) throws(RoutingError) {
        let trimmed = text.orchTrimmed
        guard !trimmed.isEmpty else { throw RoutingError("empty provider choice") }
        let provider: String
        var model: String?
        if let colon = trimmed.firstIndex(of: ":") {
            provider = String(trimmed[..<colon]).orchTrimmed
            let rest = String(trimmed[trimmed.index(after: colon)...]).orchTrimmed
            guard !rest.isEmpty else { throw RoutingError("missing model after ':' in \"\(trimmed)\"") }
            model = rest
        } else {
            provider = trimmed
        }
        guard !provider.isEmpty else { throw RoutingError("missing provider before ':' in \"\(trimmed)\"") }
        let allowed = provider.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_" || scalar == "."
        }
        guard allowed else { throw RoutingError("invalid provider id \"\(provider)\" in \"\(trimmed)\"") }
        self.provider = provider.lowercased()
        self.model = model
    }

    /// `provider` or `provider:model`.
    public var description: String {
        if let model { "\(provider):\(model)" } else { provider }
    }
}

extension String {
    /// The text with its first character in upper case.
    var capitalizedFirst: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    var orchTrimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
