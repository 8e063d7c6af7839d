import AsyncHTTPClient
import NIOCore

/// A response body as an async sequence of `ByteBuffer`s (AsyncHTTPClient's body underneath).
public struct HTTPBody: AsyncSequence, Sendable {
    public typealias Element = ByteBuffer

    private let source: Source

    private enum Source: Sendable {
        case client(HTTPClientResponse.Body)
        case buffers([ByteBuffer])
    }

    init(_ body: HTTPClientResponse.Body) {
        source = .client(body)
    }

    /// A body of fixed buffers (tests, benchmarks).
    public init(buffers: [ByteBuffer]) {
        source = .buffers(buffers)
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var client: HTTPClientResponse.Body.AsyncIterator?
        fileprivate var buffers: IndexingIterator<[ByteBuffer]>?

        public mutating func next() async throws -> ByteBuffer? {
            if client != nil { return try await client?.next() }
            return buffers?.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        switch source {
        case .client(let body): AsyncIterator(client: body.makeAsyncIterator(), buffers: nil)
        case .buffers(let list): AsyncIterator(client: nil, buffers: list.makeIterator())
        }
    }
}

/// A request body of one buffer that says when it has been handed to the connection: the
/// connect phase is over and the first-byte phase begins.
struct SignallingBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let buffer: ByteBuffer
    let onSent: @Sendable () -> Void

    struct AsyncIterator: AsyncIteratorProtocol {
        var buffer: ByteBuffer?
        let onSent: @Sendable () -> Void

        mutating func next() async -> ByteBuffer? {
            if let buffer {
                self.buffer = nil
                return buffer
            }
            onSent()
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(buffer: buffer, onSent: onSent)
    }
}
