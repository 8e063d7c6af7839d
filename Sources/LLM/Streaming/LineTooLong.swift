/// A line of a stream (an SSE line or event, an NDJSON line) grew past the parser's limit
/// without ending: a server sending one endless line is stopped before it fills memory.
public struct LineTooLong: Error, Sendable, Hashable {
    /// The limit in bytes.
    public let limit: Int

    /// The error for `limit`.
    public init(limit: Int) {
        self.limit = limit
    }
}
