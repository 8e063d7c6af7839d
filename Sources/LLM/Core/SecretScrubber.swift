import Foundation

/// Takes every configured secret out of text a server sent back before it is shown, logged or
/// stored: a server (or a proxy) whose error page repeats the request's headers would
/// otherwise put `Authorization: Bearer sk-...` in an error line, a stored message and an
/// export.
///
/// Two passes: each secret given (the provider's key, a base URL's or a proxy's password, and
/// the Basic form of a login) is replaced wherever it stands, also when a clipped text ends in
/// its first characters; then the value of any header that carries credentials
/// (`Authorization`, `Proxy-Authorization`, `x-api-key`, `x-goog-api-key`, `api-key`) and any
/// `key=` query parameter is hidden, whatever it holds.
public enum SecretScrubber {
    /// What a hidden secret reads as.
    public static let hidden = "[hidden]"

    /// Secrets shorter than this are not searched for (they would match ordinary words).
    static let shortest = 6

    /// `text` without any of `secrets` (also in capitals, percent-encoded, or cut by spaces or
    /// line breaks) and without the values of credential headers.
    public static func scrub(_ text: String, secrets: [String]) -> String {
        var out = text
        for secret in secrets.filter({ $0.count >= shortest }).sorted(by: { $0.count > $1.count }) {
            if let regex = try? NSRegularExpression(pattern: loosePattern(secret), options: [.caseInsensitive]) {
                out = regex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: hidden)
            }
            out = hidingClippedEnd(of: secret, in: out)
        }
        return hidingCredentialValues(out)
    }

    /// `secret` as a pattern that also matches it percent-encoded, or with whitespace between
    /// its characters (a server's line break, which a one-line message shows as a space).
    static func loosePattern(_ secret: String) -> String {
        secret.unicodeScalars.map { scalar -> String in
            let literal = NSRegularExpression.escapedPattern(for: String(scalar))
            guard scalar.isASCII, !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else { return literal }
            return "(?:\(literal)|%\(String(format: "%02X", scalar.value)))"
        }.joined(separator: "\\s*")
    }

    /// `error` with its server-sent text scrubbed (see ``scrub(_:secrets:)``).
    public static func scrub(_ error: LLMError, secrets: [String]) -> LLMError {
        func clean(_ text: String) -> String { scrub(text, secrets: secrets) }
        switch error {
        case .notConfigured(let provider, let hint): return .notConfigured(provider: provider, hint: clean(hint))
        case .authentication(let provider, let status, let message):
            return .authentication(provider: provider, status: status, message: clean(message))
        case .rateLimited(let provider, let after, let message): return .rateLimited(provider: provider, retryAfter: after, message: clean(message))
        case .overloaded(let provider, let after, let message): return .overloaded(provider: provider, retryAfter: after, message: clean(message))
        case .server(let provider, let status, let after, let message):
            return .server(provider: provider, status: status, retryAfter: after, message: clean(message))
        case .contextOverflow(let provider, let message): return .contextOverflow(provider: provider, message: clean(message))
        case .notFound(let provider, let message): return .notFound(provider: provider, message: clean(message))
        case .badRequest(let provider, let status, let message): return .badRequest(provider: provider, status: status, message: clean(message))
        case .connection(let provider, let message): return .connection(provider: provider, message: clean(message))
        case .malformed(let provider, let detail): return .malformed(provider: provider, detail: clean(detail))
        case .streamError(let provider, let message): return .streamError(provider: provider, message: clean(message))
        case .notAStream(let provider, let type, let line): return .notAStream(provider: provider, contentType: type, firstLine: clean(line))
        case .redirected(let provider, let status, let location):
            return .redirected(provider: provider, status: status, location: location.map(clean))
        case .timeout, .streamCut, .replyLimit, .cancelled: return error
        }
    }

    /// The secrets of a login: the password, and `user:password` as Basic authentication sends it.
    public static func login(user: String?, password: String?) -> [String] {
        guard let password, !password.isEmpty else { return [] }
        return [password, Data("\(user ?? ""):\(password)".utf8).base64EncodedString()]
    }

    /// A text clipped (with or without "…") right after the first characters of `secret` ("Bearer sk-ab…").
    private static func hidingClippedEnd(of secret: String, in text: String) -> String {
        let clipped = text.hasSuffix("…")
        let body = clipped ? text.dropLast() : Substring(text)
        let lowered = body.lowercased()
        for length in stride(from: secret.count - 1, through: shortest, by: -1) where lowered.hasSuffix(secret.prefix(length).lowercased()) {
            return String(body.dropLast(length)) + hidden + (clipped ? "…" : "")
        }
        return text
    }

    /// The names whose values are credentials, lower-cased.
    static let credentialNames = ["proxy-authorization", "authorization", "x-api-key", "x-goog-api-key", "api-key", "api_key"]

    /// `Authorization: Bearer X`, `"x-api-key": "X"`, `?key=X` with X hidden.
    private static func hidingCredentialValues(_ text: String) -> String {
        let lowered = text.lowercased()
        guard credentialNames.contains(where: lowered.contains) || lowered.contains("key=") else { return text }
        var out = text
        let names = credentialNames.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        // The name, optional closing quote, ':' or '=', optional quote, an optional scheme word, then the value.
        let patterns = [#"(?i)((?:\#(names))["']?\s*[:=]\s*["']?(?:(?:bearer|basic|token)\s+)?)[^\s"',;&}]+"#,
                        #"(?i)([?&]key=)[^\s"'&#]+"#]
        for pattern in patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern) else { continue }
            out = regex.stringByReplacingMatches(in: out, range: NSRange(out.startIndex..., in: out), withTemplate: "$1" + hidden)
        }
        return out
    }
}
