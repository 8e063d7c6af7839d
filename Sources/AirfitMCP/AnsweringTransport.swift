import Foundation
import Logging
import MCP

/// A transport (``StdioLineTransport``) that answers everything it was asked before it ends.
///
/// The SDK's server handles each request in a task of its own and stops reading when input
/// ends, so `airfit mcp < requests` could exit with answers still being written. This wrapper
/// notes each request read and each response written; at the end of input it ends the
/// stream the server reads only once every request was answered (or cancelled), so
/// ``Server/waitUntilCompleted()`` returns after the last answer. It also notes the protocol
/// revision the handshake agreed on, which decides whether results carry structured content.
actor AnsweringTransport: Transport {
    nonisolated let logger: Logger
    private let inner: any Transport
    private var unanswered: Set<ID> = []
    private var inputEnded = false
    private var endStream: (@Sendable () -> Void)?
    private var initializeID: ID?
    /// The revision the handshake agreed on (`2025-06-18`); nil before it.
    private(set) var revision: String?

    init(_ inner: any Transport, logger: Logger) {
        self.inner = inner
        self.logger = logger
    }

    func connect() async throws { try await inner.connect() }

    func disconnect() async { await inner.disconnect() }

    func send(_ data: Data) async throws {
        // A response that could not be written (the client left) counts as answered too.
        defer { noteSent(data) }
        try await inner.send(data)
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let input = inner
        Task {
            do {
                for try await data in await input.receive() {
                    noteReceived(data)
                    continuation.yield(data)
                }
            } catch {
                logger.error("reading input failed", metadata: ["error": "\(error)"])
            }
            inputDidEnd { continuation.finish() }
        }
        return stream
    }

    private func inputDidEnd(_ finish: @escaping @Sendable () -> Void) {
        inputEnded = true
        endStream = finish
        logger.debug("end of input", metadata: ["unanswered": "\(unanswered.count)"])
        finishIfAnswered()
    }

    private func finishIfAnswered() {
        guard inputEnded, unanswered.isEmpty, let finish = endStream else { return }
        endStream = nil
        finish()
    }

    /// A request wants an answer; a cancellation withdraws one (the SDK answers none).
    private func noteReceived(_ data: Data) {
        for message in Envelope.messages(in: data) {
            if message.method == "notifications/cancelled", let id = message.params?.requestId {
                unanswered.remove(id)
            } else if message.method != nil, let id = message.id {
                unanswered.insert(id)
                if message.method == "initialize" { initializeID = id }
            }
        }
    }

    private func noteSent(_ data: Data) {
        for message in Envelope.messages(in: data) where message.method == nil {
            guard let id = message.id else { continue }
            unanswered.remove(id)
            if id == initializeID, let agreed = message.result?.protocolVersion { revision = agreed }
        }
        finishIfAnswered()
    }

    /// The fields of a JSON-RPC message (or of each in a batch) this transport looks at; a
    /// field of another shape reads as missing, so that no answer goes unnoticed.
    private struct Envelope: Decodable {
        struct Fields: Decodable {
            var requestId: ID?
            var protocolVersion: String?

            init(from decoder: any Decoder) throws {
                let fields = try decoder.container(keyedBy: Keys.self)
                requestId = try? fields.decodeIfPresent(ID.self, forKey: .requestId)
                protocolVersion = try? fields.decodeIfPresent(String.self, forKey: .protocolVersion)
            }
        }

        enum Keys: String, CodingKey { case id, method, params, result, requestId, protocolVersion }

        var id: ID?
        var method: String?
        var params: Fields?
        var result: Fields?

        init(from decoder: any Decoder) throws {
            let message = try decoder.container(keyedBy: Keys.self)
            id = try? message.decodeIfPresent(ID.self, forKey: .id)
            method = try? message.decodeIfPresent(String.self, forKey: .method)
            params = try? message.decodeIfPresent(Fields.self, forKey: .params)
            result = try? message.decodeIfPresent(Fields.self, forKey: .result)
        }

        static func messages(in data: Data) -> [Envelope] {
            let decoder = JSONDecoder()
            if let one = try? decoder.decode(Envelope.self, from: data) { return [one] }
            return (try? decoder.decode([Envelope].self, from: data)) ?? []
        }
    }
}
