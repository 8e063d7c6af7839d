import Foundation

/// Where the REPL's lines come from.
public protocol LineReader: Sendable {
    /// The next line without its newline, or nil at end of input (Ctrl-D).
    func readLine(prompt: String) async -> String?
    /// Remembers a line for history navigation (no-op for plain input).
    func remember(_ line: String)
    /// Saves history, restores the terminal.
    func close()
    /// Ctrl-C at the prompt: drop the line being typed.
    func cancelLine()
    /// Whether Ctrl-C at the prompt only drops the line (a terminal); otherwise it ends the program.
    var clearsLineOnInterrupt: Bool { get }
    /// A reply starts streaming: on a terminal, what is typed meanwhile is not echoed into
    /// it but kept for the next prompt.
    func replyStarts()
    /// The reply ended: the terminal is as it was.
    func replyEnds()
}

extension LineReader {
    public func cancelLine() {}
    public var clearsLineOnInterrupt: Bool { false }
    public func replyStarts() {}
    public func replyEnds() {}
}

/// Reads plain lines from standard input (a pipe or a file). Each read runs on its own
/// thread so a blocking `read` never holds one of the few cooperative threads.
public struct PlainLineReader: LineReader {
    public init() {}

    public func readLine(prompt: String) async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: Swift.readLine(strippingNewline: true))
            }
        }
    }

    public func remember(_ line: String) {}
    public func close() {}
}
