import NIOCore

/// An incremental newline-delimited JSON splitter: feed chunks split anywhere, get each
/// complete line (without its LF or CRLF, surrounding blanks trimmed, blank lines skipped)
/// as bytes. ``finish(_:)`` returns a last line that had no newline.
///
/// A line longer than `maxLineBytes` throws ``LineTooLong``. A line inside one chunk is
/// handed on in place; only a line that spans chunks is copied.
public struct NDJSONParser: Sendable {
    /// The longest line accepted, in bytes.
    public let maxLineBytes: Int
    private var carry: [UInt8] = []

    /// A parser that refuses lines over `maxLineBytes` (1 MiB by default).
    public init(maxLineBytes: Int = StreamLimits.standard.maxLineBytes) {
        self.maxLineBytes = maxLineBytes
    }

    /// Parses `bytes`, calling `emit` with each complete non-blank line.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        var lineStart = 0
        var index = 0
        let count = bytes.count
        while index < count {
            guard bytes[index] == 0x0A else {
                index += 1
                continue
            }
            let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<index])
            if carry.isEmpty {
                try Self.emitTrimmed(line, limit: maxLineBytes, emit)
            } else {
                try append(line)
                let whole = carry
                carry.removeAll(keepingCapacity: true)
                try whole.withUnsafeBytes { try Self.emitTrimmed($0, limit: maxLineBytes, emit) }
            }
            index += 1
            lineStart = index
        }
        if lineStart < count {
            try append(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<count]))
        }
    }

    /// Parses the readable bytes of `buffer` in place.
    public mutating func feed(_ buffer: ByteBuffer, _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        try buffer.withUnsafeReadableBytes { try feed($0, emit) }
    }

    /// Parses a chunk of bytes and returns the lines it completed.
    public mutating func feed(_ chunk: [UInt8]) throws -> [[UInt8]] {
        var lines: [[UInt8]] = []
        try chunk.withUnsafeBytes { try feed($0) { lines.append(Array($0)) } }
        return lines
    }

    /// Ends the stream, emitting a pending last line if it is not blank.
    public mutating func finish(_ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        let whole = carry
        carry.removeAll()
        try whole.withUnsafeBytes { try Self.emitTrimmed($0, limit: maxLineBytes, emit) }
    }

    /// Ends the stream and returns a pending last line, if any.
    public mutating func finish() throws -> [[UInt8]] {
        var lines: [[UInt8]] = []
        try finish { lines.append(Array($0)) }
        return lines
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) throws {
        guard carry.count + bytes.count <= maxLineBytes else { throw LineTooLong(limit: maxLineBytes) }
        carry.append(contentsOf: bytes)
    }

    private static func emitTrimmed(_ line: UnsafeRawBufferPointer, limit: Int,
                                    _ emit: (UnsafeRawBufferPointer) throws -> Void) throws {
        var end = line.count
        while end > 0, line[end - 1] == 0x0D || line[end - 1] == 0x20 || line[end - 1] == 0x09 { end -= 1 }
        var start = 0
        while start < end, line[start] == 0x20 || line[start] == 0x09 { start += 1 }
        guard start < end else { return }
        guard end - start <= limit else { throw LineTooLong(limit: limit) }
        try emit(UnsafeRawBufferPointer(rebasing: line[start..<end]))
    }
}
