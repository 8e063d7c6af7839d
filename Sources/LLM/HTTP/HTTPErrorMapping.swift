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

    /// Maps `status` (with the headers and up to 64 KiB of body) for `provider`.
    public static func error(provider: String, head: HTTPResponseHead, body: Data, now: Date = Date()) -> LLMError {
        let payload = try? JSONDecoder().decode(JSONValue.self, from: body)
        let message = errorMessage(payload: payload, body: body, status: head.status)
        let retryAfter = RetryAfter.from(headers: head, now: now) ?? geminiRetryDelay(payload)
        let lowered = message.lowercased() + " " + (payload?["error"]?["code"]?.stringValue ?? "")
        let overflow = contextOverflowMarkers.contains { lowered.contains($0) }
        switch head.status {
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
    static func errorMessage(payload: JSONValue?, body: Data, status: Int) -> String {
        let candidates = [
            payload?["error"]?["message"]?.stringValue,
            payload?["error"]?.stringValue,
            payload?["message"]?.stringValue,
            payload?["detail"]?.stringValue,
        ]
        let raw = candidates.compactMap { $0 }.first
            ?? String(decoding: body.prefix(300), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        let oneLine = raw.split(whereSeparator: \.isNewline).joined(separator: " ")
        if oneLine.isEmpty { return "HTTP \(status)" }
        return oneLine.count > 300 ? String(oneLine.prefix(300)) + "…" : oneLine
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
