import LLM

/// The `limits` object of `config.json`: how long a reply may be.
///
/// ```json
/// "limits": { "max_tokens": 2048, "max_reply_kb": 256, "max_reply_minutes": 10 }
/// ```
/// `max_tokens` is the token limit every request asks for (default: the model's `max_tokens`
/// in `data/models.json`, else 1,024); `max_reply_kb` and `max_reply_minutes` stop a reply
/// that streams more text or for longer (defaults 256 KB and 10 minutes).
public struct ReplyLimitsConfig: Sendable, Hashable {
    public var maxTokens: Int?
    public var maxReplyKB: Int?
    public var maxReplyMinutes: Int?

    public init(maxTokens: Int? = nil, maxReplyKB: Int? = nil, maxReplyMinutes: Int? = nil) {
        self.maxTokens = maxTokens
        self.maxReplyKB = maxReplyKB
        self.maxReplyMinutes = maxReplyMinutes
    }

    /// The stream limits these settings give.
    public var streamLimits: StreamLimits {
        var limits = StreamLimits.standard
        if let maxReplyKB { limits.maxReplyBytes = maxReplyKB * 1024 }
        if let maxReplyMinutes { limits.maxReplyDuration = .seconds(maxReplyMinutes * 60) }
        return limits
    }

    static let keys = ["max_tokens", "max_reply_kb", "max_reply_minutes"]

    /// Reads the object, appending a one-line warning for each entry it ignores.
    static func parse(_ value: JSONValue, file: String, warnings: inout [String]) -> ReplyLimitsConfig {
        guard case .object(let entries) = value else {
            warnings.append("\(file): \"limits\" must be an object; ignoring it")
            return ReplyLimitsConfig()
        }
        var config = ReplyLimitsConfig()
        for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
            guard keys.contains(key) else {
                warnings.append("\(file): unknown setting limits.\(key) (known: \(keys.joined(separator: ", ")))")
                continue
            }
            guard let number = entry.numberValue, number == number.rounded(), number >= 1, number <= 10_000_000 else {
                warnings.append("\(file): limits.\(key) must be a whole number above 0; ignoring it")
                continue
            }
            switch key {
            case "max_tokens": config.maxTokens = Int(number)
            case "max_reply_kb": config.maxReplyKB = Int(number)
            default: config.maxReplyMinutes = Int(number)
            }
        }
        return config
    }
}
