import NIOCore

/// An incremental server-sent-events parser that works on bytes.
///
/// Feed it chunks split anywhere — inside a line, inside a CRLF, inside a UTF-8
/// sequence — and it emits each event once its blank line arrives. Lines end with
/// CRLF, LF or CR; lines starting with `:` are comments (keep-alives: never an event);
/// several `data:` lines are joined with LF; `event:` names the event; `id:` is kept;
/// `retry:` is ignored. ``finish(_:)`` emits a last event that the stream ended without a
/// blank line.
///
/// A line, or an event's joined data, longer than `maxLineBytes` throws ``LineTooLong``.
/// Only the part of a line that spans two chunks is copied; a line inside one chunk is
/// read in place.
public struct SSEParser: Sendable {
    /// The longest line or event data accepted, in bytes.
    public let maxLineBytes: Int
    private var carry: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var eventName: [UInt8] = []
    private var lastID: String?
    /// The previous chunk ended with CR: a LF at the start of the next one belongs to it.
    private var skipLeadingLF = false

    /// A parser that refuses lines and events over `maxLineBytes` (1 MiB by default).
    public init(maxLineBytes: Int = StreamLimits.standard.maxLineBytes) {
        self.maxLineBytes = maxLineBytes
    }

    /// Parses `bytes`, calling `emit` for each completed event.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: (SSEEvent) throws -> Void) throws {
        let count = bytes.count
        var index = 0
        if skipLeadingLF, count > 0 {
            skipLeadingLF = false
            if bytes[0] == 0x0A { index = 1 }
        }
        var lineStart = index
        while index < count {
            let byte = bytes[index]
            if byte != 0x0A && byte != 0x0D {
                index += 1
                continue
            }
            let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<index])
            if carry.isEmpty {
                try processLine(line, emit)
            } else {
                try append(line, to: &carry)
                let whole = carry
                carry.removeAll(keepingCapacity: true)
                try whole.withUnsafeBytes { try processLine($0, emit) }
            }
            index += 1
            if byte == 0x0D {
                if index < count {
                    if bytes[index] == 0x0A { index += 1 }
                } else {
                    skipLeadingLF = true
                }
            }
            lineStart = index
        }
        if lineStart < count {
            try append(UnsafeRawBufferPointer(rebasing: bytes[lineStart..<count]), to: &carry)
        }
    }

    /// Parses the readable bytes of `buffer` in place.
    public mutating func feed(_ buffer: ByteBuffer, _ emit: (SSEEvent) throws -> Void) throws {
        try buffer.withUnsafeReadableBytes { try feed($0, emit) }
    }

    /// Parses a chunk of bytes and returns the events it completed.
    public mutating func feed(_ chunk: [UInt8]) throws -> [SSEEvent] {
        var events: [SSEEvent] = []
        try chunk.withUnsafeBytes { try feed($0) { events.append($0) } }
        return events
    }

    /// Ends the stream: a pending line is processed and a pending event emitted.
    public mutating func finish(_ emit: (SSEEvent) throws -> Void) throws {
        if !carry.isEmpty {
            let whole = carry
            carry.removeAll()
            try whole.withUnsafeBytes { try processLine($0, emit) }
        }
        skipLeadingLF = false
        try dispatch(emit)
    }

    /// Ends the stream and returns the last events.
    public mutating func finish() throws -> [SSEEvent] {
        var events: [SSEEvent] = []
        try finish { events.append($0) }
        return events
    }

    private func append(_ bytes: UnsafeRawBufferPointer, to buffer: inout [UInt8]) throws {
        guard buffer.count + bytes.count <= maxLineBytes else { throw LineTooLong(limit: maxLineBytes) }
        buffer.append(contentsOf: bytes)
    }

    private mutating func processLine(_ line: UnsafeRawBufferPointer, _ emit: (SSEEvent) throws -> Void) throws {
        if line.isEmpty {
            try dispatch(emit)
            return
        }
        if line[0] == 0x3A { return }  // ":" comment
        guard line.count <= maxLineBytes else { throw LineTooLong(limit: maxLineBytes) }
        var colon = 0
        while colon < line.count && line[colon] != 0x3A { colon += 1 }
        let field = UnsafeRawBufferPointer(rebasing: line[0..<colon])
        var valueStart = Swift.min(colon + 1, line.count)
        if valueStart < line.count && line[valueStart] == 0x20 { valueStart += 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart..<line.count])
        if Self.equals(field, "data") {
            guard data.count + value.count + 1 <= maxLineBytes else { throw LineTooLong(limit: maxLineBytes) }
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        } else if Self.equals(field, "event") {
            eventName.removeAll(keepingCapacity: true)
            eventName.append(contentsOf: value.prefix(256))
        } else if Self.equals(field, "id") {
            if !value.contains(0) { lastID = String(decoding: value.prefix(256), as: UTF8.self) }
        }
    }

    private mutating func dispatch(_ emit: (SSEEvent) throws -> Void) throws {
        defer {
            data.removeAll(keepingCapacity: data.capacity <= 64 * 1024)
            eventName.removeAll(keepingCapacity: true)
            hasData = false
        }
        guard hasData else { return }
        let name = eventName.isEmpty ? "message" : String(decoding: eventName, as: UTF8.self)
        try emit(SSEEvent(event: name, data: data, id: lastID))
    }

    private static func equals(_ bytes: UnsafeRawBufferPointer, _ name: StaticString) -> Bool {
        guard bytes.count == name.utf8CodeUnitCount else { return false }
        let pointer = name.utf8Start
        for offset in 0..<bytes.count where bytes[offset] != pointer[offset] { return false }
        return true
    }
}
