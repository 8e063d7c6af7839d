/// A byte framing a decoder reads: SSE events or NDJSON lines.
protocol StreamFraming: Sendable {
    associatedtype Unit
    init(maxLineBytes: Int)
    mutating func feed(_ bytes: UnsafeRawBufferPointer, _ emit: (Unit) throws -> Void) throws
    mutating func finish(_ emit: (Unit) throws -> Void) throws
}

extension SSEParser: StreamFraming {}
extension NDJSONParser: StreamFraming {}

/// What every provider decoder shares: frame the bytes, hand each unit to ``handle(_:into:)``
/// until the provider's end marker has been seen (later units are ignored), emitting each
/// unit's events before the next unit is read, and when the body ends let ``end(into:)``
/// decide whether the reply was whole.
protocol FramedStreamDecoder: ChatStreamDecoder {
    associatedtype Framing: StreamFraming
    var framing: Framing { get set }
    /// The provider's end marker (`[DONE]`, `message_stop`, `"done": true`) has arrived.
    var sawEnd: Bool { get }
    /// Units ``handle(_:into:)`` took without throwing.
    var framesDecoded: Int { get set }
    /// Decodes one framed unit, appending the events it completes.
    mutating func handle(_ unit: Framing.Unit, into out: inout [ChatEvent]) throws
    /// The body ended: appends the last events or throws `LLMError.streamCut`.
    mutating func end(into out: inout [ChatEvent]) throws
    /// Whether a unit only keeps the connection alive (Anthropic's `ping`).
    func isKeepAlive(_ unit: Framing.Unit) -> Bool
}

extension FramedStreamDecoder {
    func isKeepAlive(_ unit: Framing.Unit) -> Bool { false }

    mutating func limitLines(to bytes: Int) {
        framing = Framing(maxLineBytes: bytes)
    }

    mutating func consume(_ bytes: UnsafeRawBufferPointer, _ emit: (ChatEvent) throws -> Void) throws -> Bool {
        // The parser is moved out while it calls back into `handle`, which mutates self.
        var framing = Framing(maxLineBytes: 0)
        swap(&framing, &self.framing)
        defer { swap(&framing, &self.framing) }
        var progressed = false
        try framing.feed(bytes) { unit in try self.take(unit, progressed: &progressed, emit) }
        return progressed
    }

    mutating func finish(_ emit: (ChatEvent) throws -> Void) throws {
        var framing = Framing(maxLineBytes: 0)
        swap(&framing, &self.framing)
        defer { swap(&framing, &self.framing) }
        var progressed = false
        try framing.finish { unit in try self.take(unit, progressed: &progressed, emit) }
        var out: [ChatEvent] = []
        try end(into: &out)
        for event in out { try emit(event) }
    }

    private mutating func take(_ unit: Framing.Unit, progressed: inout Bool, _ emit: (ChatEvent) throws -> Void) throws {
        guard !sawEnd else { return }
        if !isKeepAlive(unit) { progressed = true }
        var out: [ChatEvent] = []
        try handle(unit, into: &out)
        framesDecoded += 1
        for event in out { try emit(event) }
    }
}
