import Foundation

/// An incremental server-sent-events parser that works on bytes.
///
/// Feed it chunks split anywhere — inside a line, inside a CRLF, inside a UTF-8
/// sequence — and it emits each event once its blank line arrives. Lines end with
/// CRLF, LF or CR; lines starting with `:` are comments; several `data:` lines are
/// joined with LF; `event:` names the event; `id:` is kept; `retry:` is ignored.
/// ``finish()`` emits a last event that the stream ended without a blank line.
public struct SSEParser: Sendable {
    private var carry: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var eventName: [UInt8] = []
    private var lastID: String?
    /// The previous chunk ended with CR: a LF at the start of the next one belongs to it.
    private var skipLeadingLF = false

    public init() {}

    /// Parses `bytes`, calling `emit` for each completed event.
    public mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: (SSEEvent) throws -> Void) rethrows {
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
                carry.append(contentsOf: line)
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
            carry.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart..<count]))
        }
    }

    /// Parses a chunk and returns the events it completed.
    public mutating func feed(_ chunk: Data) -> [SSEEvent] {
        var events: [SSEEvent] = []
        chunk.withUnsafeBytes { feed($0) { events.append($0) } }
        return events
    }

    /// Parses a chunk of bytes and returns the events it completed.
    public mutating func feed(_ chunk: [UInt8]) -> [SSEEvent] {
        var events: [SSEEvent] = []
        chunk.withUnsafeBytes { feed($0) { events.append($0) } }
        return events
    }

    /// Ends the stream: a pending line is processed and a pending event emitted.
    public mutating func finish() -> [SSEEvent] {
        var events: [SSEEvent] = []
        if !carry.isEmpty {
            let whole = carry
            carry.removeAll()
            whole.withUnsafeBytes { processLine($0) { events.append($0) } }
        }
        dispatch { events.append($0) }
        skipLeadingLF = false
        return events
    }

    private mutating func processLine(_ line: UnsafeRawBufferPointer, _ emit: (SSEEvent) throws -> Void) rethrows {
        if line.isEmpty {
            try dispatch(emit)
            return
        }
        if line[0] == 0x3A { return }  // ":" comment
        var colon = 0
        while colon < line.count && line[colon] != 0x3A { colon += 1 }
        let field = UnsafeRawBufferPointer(rebasing: line[0..<colon])
        var valueStart = Swift.min(colon + 1, line.count)
        if valueStart < line.count && line[valueStart] == 0x20 { valueStart += 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart..<line.count])
        if Self.equals(field, "data") {
            if hasData { data.append(0x0A) }
            data.append(contentsOf: value)
            hasData = true
        } else if Self.equals(field, "event") {
            eventName.removeAll(keepingCapacity: true)
            eventName.append(contentsOf: value)
        } else if Self.equals(field, "id") {
            if !value.contains(0) { lastID = String(decoding: value, as: UTF8.self) }
        }
    }

    private mutating func dispatch(_ emit: (SSEEvent) throws -> Void) rethrows {
        defer {
            data.removeAll(keepingCapacity: true)
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
