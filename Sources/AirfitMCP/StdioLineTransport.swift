import Foundation
import Logging
import MCP

/// MCP's stdio transport: newline-delimited JSON-RPC messages in on standard input, out on
/// standard output, for the SDK's ``Server``.
///
/// Instead of the SDK's `StdioTransport`, which sets both descriptors non-blocking and polls
/// standard input every 10 ms (7.5 ms of CPU a second for a server idle all day, see
/// `Benchmarks/README.md`), a thread of its own sleeps in `read(2)` until input comes, and each
/// message is written whole before the next starts (the SDK's interleaved two answers written
/// at once when the pipe was full). The descriptors' flags are left as they are, so the
/// terminal or pipe shared with the parent is not made non-blocking.
actor StdioLineTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let lines: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var started = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, logger: Logger) {
        self.input = input
        self.output = output
        self.logger = logger
        (lines, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
    }

    func connect() async throws {
        guard !started else { return }
        started = true
        let (input, continuation, logger) = (self.input, self.continuation, self.logger)
        // A blocking read belongs on a thread of its own, not on the tasks' shared pool.
        Thread.detachNewThread { Self.readLines(from: input, into: continuation, logger: logger) }
    }

    func disconnect() async { continuation.finish() }

    /// Writes `message` and a newline, all of it, before any other message (nothing here
    /// awaits, so the actor runs no other `send` meanwhile). A full pipe blocks it until the
    /// client reads, as it does any program writing to a pipe.
    func send(_ message: Data) async throws {
        var bytes = message
        bytes.append(0x0A)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(output, base + offset, raw.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
            }
            offset += written
        }
    }

    func receive() -> AsyncThrowingStream<Data, any Error> { lines }

    /// Reads until the end of input, yielding each non-empty line.
    private static func readLines(from input: Int32, into continuation: AsyncThrowingStream<Data, any Error>.Continuation,
                                  logger: Logger) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending = Data()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count < 0 { logger.error("reading standard input failed", metadata: ["errno": "\(errno)"]) }
            if count <= 0 { break }
            pending.append(contentsOf: buffer[..<count])
            while let newline = pending.firstIndex(of: 0x0A) {
                let line = pending[pending.startIndex..<newline]
                if !line.isEmpty { continuation.yield(Data(line)) }
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { continuation.yield(pending) }
        logger.debug("end of standard input")
        continuation.finish()
    }
}
