/// The three timeouts of one streamed HTTP call.
///
/// - `connect`: from the start until the request body is handed to the socket (the
///   connection, and TLS, are up). For a request without a body it is added to
///   `firstByte`.
/// - `firstByte`: from the request being sent until the response headers arrive.
/// - `idle`: the longest silence allowed between two chunks of the response body.
public struct HTTPTimeouts: Sendable, Hashable {
    public var connect: Duration
    public var firstByte: Duration
    public var idle: Duration

    public init(connect: Duration = .seconds(10), firstByte: Duration = .seconds(60), idle: Duration = .seconds(60)) {
        self.connect = connect
        self.firstByte = firstByte
        self.idle = idle
    }

    /// 10 s to connect, 60 s to the first byte, 60 s between chunks.
    public static let standard = HTTPTimeouts()

    /// Short limits for health checks: 3 s / 5 s / 5 s.
    public static let healthCheck = HTTPTimeouts(connect: .seconds(3), firstByte: .seconds(5), idle: .seconds(5))
}
