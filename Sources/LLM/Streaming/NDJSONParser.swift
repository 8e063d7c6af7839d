import Foundation

/// An incremental newline-delimited JSON splitter: feed chunks split anywhere, get
/// each complete line (without its LF or CRLF, blank lines skipped) as bytes.
/// ``finish()`` returns a last line that had no newline.
public struct NDJSONParser: Sendable {
    private var carry: [UInt8] = []

    public init() {}

    /// Parses `bytes`, calling `emit` with each complete non-blank line.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: ([UInt8]) throws -> Void) rethrows {
        var lineStart = 0
        for index in 0..<bytes.count where bytes[index] == 0x0A {
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<index]))
            lineStart = index + 1
            try flushLine(emit)
        }
        if lineStart < bytes.count {
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<bytes.count]))
        }
    }

    /// Parses a chunk and returns the lines it completed.
    public mutating func feed(_ chunk: Data) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        chunk.withUnsafeBytes { feed($0) { lines.append($0) } }
        return lines
    }

    /// Parses a chunk of bytes and returns the lines it completed.
    public mutating func feed(_ chunk: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        chunk.withUnsafeBytes { feed($0) { lines.append($0) } }
        return lines
    }

    /// Ends the stream, returning a pending last line if it is not blank.
    public mutating func finish() -> [[UInt8]] {
        var lines: [[UInt8]] = []
        flushLine { lines.append($0) }
        return lines
    }

    private mutating func flushLine(_ emit: ([UInt8]) throws -> Void) rethrows {
        defer { carry.removeAll(keepingCapacity: true) }
        var end = carry.count
        while end > 0, carry[end - 1] == 0x0D || carry[end - 1] == 0x20 || carry[end - 1] == 0x09 { end -= 1 }
        var start = 0
        while start < end, carry[start] == 0x20 || carry[start] == 0x09 { start += 1 }
        guard start < end else { return }
        try emit(Array(carry[start..<end]))
    }
}
