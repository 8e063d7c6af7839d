import Foundation

/// One HTTP request to a provider.
public struct HTTPRequest: Sendable, Hashable {
    public var method: String
    public var url: URL
    /// Header fields; names are sent as given.
    public var headers: [String: String]
    public var body: Data?

    public init(method: String = "POST", url: URL, headers: [String: String] = [:], body: Data? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
    }
}

/// The status line and headers of a response.
public struct HTTPResponseHead: Sendable, Hashable {
    public var status: Int
    /// Header fields with lower-cased names.
    public var headers: [String: String]

    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }
}

/// A response whose body arrives chunk by chunk, as the server sends it.
///
/// Iterating `body` yields each chunk the moment the data delegate receives it; it
/// finishes at the end of the body or throws an ``LLMError`` (`.timeout(phase: .idle)`,
/// `.streamCut`). Cancelling the iterating task, or dropping the stream, cancels the
/// underlying URLSession task, which closes the connection.
public struct HTTPStreamResponse: Sendable {
    public var head: HTTPResponseHead
    public var body: AsyncThrowingStream<Data, any Error>

    public init(head: HTTPResponseHead, body: AsyncThrowingStream<Data, any Error>) {
        self.head = head
        self.body = body
    }

    /// Reads the body up to `limit` bytes (the rest is dropped and the transfer
    /// cancelled). Used for error bodies and health checks.
    public func collectBody(limit: Int = 64 * 1024) async throws -> Data {
        var data = Data()
        for try await chunk in body {
            data.append(chunk.prefix(max(0, limit - data.count)))
            if data.count >= limit { break }
        }
        return data
    }
}
