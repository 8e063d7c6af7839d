import Foundation
import NIOCore

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
    /// Header fields with lower-cased names (the first of repeated fields).
    public var headers: [String: String]

    public init(status: Int, headers: [String: String]) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The media type of `content-type`, lower case, without parameters (`text/event-stream`).
    public var mediaType: String? {
        guard let value = header("content-type") else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return type?.isEmpty == false ? type : nil
    }
}

/// A response whose body arrives buffer by buffer, as the server sends it, with
/// back-pressure: the next buffer is read from the socket when the last one is consumed.
///
/// Iterating `body` yields each `ByteBuffer` to hand to a parser in place. Cancelling the
/// iterating task, or dropping the iterator before the end, closes the connection.
public struct HTTPStreamResponse: Sendable {
    public var head: HTTPResponseHead
    public var body: HTTPBody

    public init(head: HTTPResponseHead, body: HTTPBody) {
        self.head = head
        self.body = body
    }

    /// Reads the body up to `limit` bytes (the rest is dropped and the connection closed).
    /// Used for error bodies.
    public func collectBody(limit: Int = 64 * 1024) async throws -> Data {
        var data = Data()
        for try await buffer in body {
            buffer.withUnsafeReadableBytes { data.append(contentsOf: $0.prefix(max(0, limit - data.count))) }
            if data.count >= limit { break }
        }
        return data
    }
}
