import Foundation

/// Turns a non-2xx response into a typed ``LLMError``.
public enum HTTPErrorMapping {
    /// Phrases providers use for a prompt that does not fit the context window
    /// (OpenAI `context_length_exceeded`, Anthropic "prompt is too long", Gemini
    /// "input token count ... exceeds the maximum", llama.cpp "exceeds the available
    /// context size", vLLM "maximum context length").
    public static let contextOverflowMarkers = [
        "context_length_exceeded", "maximum context length", "context length", "prompt is too long",
        "exceeds the maximum number of tokens", "input token count", "context size", "context window",
        "exceed context limit", "too many tokens",
    ]

    /// Maps `status` (with the headers and up to 64 KiB of body) for `provider`; `secrets` are
    /// taken out of the server's text before it is clipped (``SecretScrubber``).
    public static func error(provider: String, head: HTTPResponseHead, body: Data, now: Date = Date(),
                             secrets: [String] = []) -> LLMError {
        let payload = try? JSONDecoder().decode(JSONValue.self, from: body)
        let message = errorMessage(payload: payload, body: body, status: head.status, secrets: secrets)
        let retryAfter = RetryAfter.from(headers: head, now: now) ?? geminiRetryDelay(payload)
        let lowered = message.lowercased() + " " + (payload?["error"]?["code"]?.stringValue ?? "")
        let overflow = contextOverflowMarkers.contains { lowered.contains($0) }
        switch head.status {
        case 300...399:
            return .redirected(provider: provider, status: head.status, location: head.header("location").flatMap(origin))
        case 400 where isInvalidKey(payload: payload, lowered: lowered):
            // Gemini answers a bad key with 400 API_KEY_INVALID, not 401.
            return .authentication(provider: provider, status: head.status, message: message)
        case 401, 403:
            return .authentication(provider: provider, status: head.status, message: message)
        case 404:
            return .notFound(provider: provider, message: message)
        case 429:
            return .rateLimited(provider: provider, retryAfter: retryAfter, message: message)
        case 529:
            return .overloaded(provider: provider, retryAfter: retryAfter, message: message)
        case _ where overflow && [400, 413, 422].contains(head.status):
            return .contextOverflow(provider: provider, message: message)
        case 500...599:
            if head.status == 503, lowered.contains("overloaded") {
                return .overloaded(provider: provider, retryAfter: retryAfter, message: message)
            }
            return .server(provider: provider, status: head.status, retryAfter: retryAfter, message: message)
        default:
            return .badRequest(provider: provider, status: head.status, message: message)
        }
    }

    /// The message of an error body: `error.message` (OpenAI, Anthropic, Gemini),
    /// `error` as a string (Ollama), `message`, else the start of the body.
    static func errorMessage(payload: JSONValue?, body: Data, status: Int, secrets: [String] = []) -> String {
        let candidates = [
            payload?["error"]?["message"]?.stringValue,
            payload?["error"]?.stringValue,
            payload?["message"]?.stringValue,
            payload?["detail"]?.stringValue,
        ]
        let raw = candidates.compactMap { $0 }.first ?? String(decoding: body.prefix(4096), as: UTF8.self)
        let oneLine = TextSanitizer.oneLine(SecretScrubber.scrub(String(raw.prefix(4096)), secrets: secrets), limit: 300)
        return oneLine.isEmpty ? "HTTP \(status)" : oneLine
    }

    /// Whether a 400 says the key is wrong (Gemini: `API_KEY_INVALID`, "API key not valid").
    static func isInvalidKey(payload: JSONValue?, lowered: String) -> Bool {
        if lowered.contains("api key not valid") || lowered.contains("api_key_invalid") { return true }
        for detail in payload?["error"]?["details"]?.arrayValue ?? [] where detail["reason"]?.stringValue == "API_KEY_INVALID" {
            return true
        }
        return false
    }

    /// The origin (`https://host:port`) of a redirect target, never its path or query.
    static func origin(_ location: String) -> String? {
        guard let url = URL(string: location), let scheme = url.scheme, let host = url.host else {
            return location.hasPrefix("/") ? "the same server" : nil
        }
        return "\(scheme)://\(host)" + (url.port.map { ":\($0)" } ?? "")
    }

    /// A 2xx that is not a stream of `expected` (an HTML page, a JSON object): its content type
    /// and its first non-blank line, sanitised.
    static func notAStream(provider: String, mediaType: String, body: Data, secrets: [String] = []) -> LLMError {
        var shown = firstLine(of: body, secrets: secrets)
        if mediaType.contains("json"), let payload = try? JSONDecoder().decode(JSONValue.self, from: body),
           let message = payload["error"]?["message"]?.stringValue ?? payload["error"]?.stringValue ?? payload["message"]?.stringValue {
            shown = TextSanitizer.oneLine(SecretScrubber.scrub(String(message.prefix(4096)), secrets: secrets), limit: 120)
        }
        return .notAStream(provider: provider, contentType: mediaType, firstLine: shown)
    }

    /// The first non-blank line of a body without `secrets`, sanitised, at most 120 characters.
    static func firstLine(of body: Data, secrets: [String] = []) -> String {
        let text = String(decoding: body.prefix(4096), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) }.map(String.init) ?? ""
        return TextSanitizer.oneLine(SecretScrubber.scrub(line, secrets: secrets), limit: 120)
    }

    /// Gemini's `google.rpc.RetryInfo`: `error.details[] { "@type": ".../google.rpc.RetryInfo", "retryDelay": "7s" }`.
    static func geminiRetryDelay(_ payload: JSONValue?) -> Duration? {
        guard let details = payload?["error"]?["details"]?.arrayValue else { return nil }
        for detail in details {
            if let delay = detail["retryDelay"]?.stringValue, let duration = RetryAfter.protobufDuration(delay) {
                return duration
            }
        }
        return nil
    }
}
