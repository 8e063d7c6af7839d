/// How much one streamed reply may cost: every reply is bounded in size and time, whatever
/// the server does. The defaults are far above a real reply (a long answer is 5-20 KB).
public struct StreamLimits: Sendable, Hashable {
    /// The most text (and tool-call arguments) one reply may bring, in UTF-8 bytes.
    public var maxReplyBytes: Int
    /// The longest one reply may stream, from the request until its end.
    public var maxReplyDuration: Duration
    /// The longest single SSE line, SSE event or NDJSON line, in bytes.
    public var maxLineBytes: Int
    /// The most raw body bytes one reply may bring (framing and JSON included).
    public var maxBodyBytes: Int

    /// Limits; each defaults to ``standard``'s value.
    public init(maxReplyBytes: Int = 256 * 1024, maxReplyDuration: Duration = .seconds(600),
                maxLineBytes: Int = 1024 * 1024, maxBodyBytes: Int = 64 * 1024 * 1024) {
        self.maxReplyBytes = maxReplyBytes
        self.maxReplyDuration = maxReplyDuration
        self.maxLineBytes = maxLineBytes
        self.maxBodyBytes = maxBodyBytes
    }

    /// 256 KB of text, 10 minutes, 1 MiB a line, 64 MiB of body.
    public static let standard = StreamLimits()
}

/// Which limit of ``StreamLimits`` a reply reached.
public enum ReplyLimit: Sendable, Hashable {
    /// More text than `maxReplyBytes`.
    case size(bytes: Int)
    /// Longer than `maxReplyDuration`.
    case duration(Duration)
    /// One line longer than `maxLineBytes`.
    case line(bytes: Int)
    /// More raw bytes than `maxBodyBytes`.
    case body(bytes: Int)

    /// `256 KB of text`, `10 min`, `a 1024 KB line`.
    public var description: String {
        switch self {
        case .size(let bytes): "\(Self.kilobytes(bytes)) of text"
        case .duration(let limit): "\(Self.minutes(limit)) of streaming"
        case .line(let bytes): "\(Self.kilobytes(bytes)) in one line"
        case .body(let bytes): "\(Self.kilobytes(bytes)) of data"
        }
    }

    private static func kilobytes(_ bytes: Int) -> String {
        bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 ? "\(bytes / (1024 * 1024)) MB" : "\(max(1, bytes / 1024)) KB"
    }

    private static func minutes(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        return seconds >= 120 && seconds % 60 == 0 ? "\(seconds / 60) min" : "\(seconds) s"
    }
}
