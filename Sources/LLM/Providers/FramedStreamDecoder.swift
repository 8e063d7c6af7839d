import Foundation

/// A byte framing a decoder reads: SSE events or NDJSON lines.
protocol StreamFraming: Sendable {
    associatedtype Unit
    mutating func feed(_ chunk: Data) -> [Unit]
    mutating func finish() -> [Unit]
}

extension SSEParser: StreamFraming {}
extension NDJSONParser: StreamFraming {}

/// What every provider decoder shares: frame the bytes, hand each unit to ``handle(_:into:)``
/// until the provider's end marker has been seen (later units are ignored), and when the
/// body ends let ``end(into:)`` decide whether the reply was whole.
protocol FramedStreamDecoder: ChatStreamDecoder {
    associatedtype Framing: StreamFraming
    var framing: Framing { get set }
    /// The provider's end marker (`[DONE]`, `message_stop`, `"done": true`) has arrived.
    var sawEnd: Bool { get }
    /// Decodes one framed unit, appending the events it completes.
    mutating func handle(_ unit: Framing.Unit, into out: inout [ChatEvent]) throws
    /// The body ended: appends the last events or throws `LLMError.streamCut`.
    mutating func end(into out: inout [ChatEvent]) throws
}

extension FramedStreamDecoder {
    mutating func consume(_ chunk: Data) throws -> [ChatEvent] {
        var out: [ChatEvent] = []
        for unit in framing.feed(chunk) where !sawEnd { try handle(unit, into: &out) }
        return out
    }

    mutating func finish() throws -> [ChatEvent] {
        var out: [ChatEvent] = []
        for unit in framing.finish() where !sawEnd { try handle(unit, into: &out) }
        try end(into: &out)
        return out
    }
}
