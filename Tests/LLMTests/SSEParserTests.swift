import Foundation
import LLM
import Testing

@Suite struct SSEParserTests {
    /// Every feature at once: CRLF, CR and LF endings, a comment, a multi-line data,
    /// an event name, an id, a retry, non-ASCII text, and a last event with no blank line.
    static let fixture = ": keep-alive comment\r\n"
        + "event: message_start\r\ndata: {\"t\":\"héllo — 🏋️\"}\r\n\r\n"
        + "data: line one\rdata: line two\r\r"
        + "id: 42\nretry: 1000\ndata:no-space\n\n"
        + "event: ping\n:comment inside\ndata: {}\n\n"
        + "data: unterminated at EOF"

    static let expected = [
        SSEEvent(event: "message_start", data: Array("{\"t\":\"héllo — 🏋️\"}".utf8)),
        SSEEvent(event: "message", data: Array("line one\nline two".utf8)),
        SSEEvent(event: "message", data: Array("no-space".utf8), id: "42"),
        SSEEvent(event: "ping", data: Array("{}".utf8), id: "42"),
        SSEEvent(event: "message", data: Array("unterminated at EOF".utf8), id: "42"),
    ]

    static func parse(_ chunks: [[UInt8]]) throws -> [SSEEvent] {
        var parser = SSEParser()
        var events: [SSEEvent] = []
        for chunk in chunks { events += try parser.feed(chunk) }
        return try events + parser.finish()
    }

    @Test func parsesWholeFixture() throws {
        #expect(try Self.parse([Array(Self.fixture.utf8)]) == Self.expected)
    }

    @Test func anySingleSplitGivesTheSameEvents() throws {
        let bytes = Array(Self.fixture.utf8)
        for offset in 0...bytes.count {
            let events = try Self.parse([Array(bytes[..<offset]), Array(bytes[offset...])])
            #expect(events == Self.expected, "split at byte \(offset)")
        }
    }

    @Test func byteByByteAndRandomChunkings() throws {
        let bytes = Array(Self.fixture.utf8)
        #expect(try Self.parse(bytes.map { [$0] }) == Self.expected)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var chunks: [[UInt8]] = []
            var index = 0
            while index < bytes.count {
                let size = Int.random(in: 1...9, using: &generator)
                chunks.append(Array(bytes[index..<min(index + size, bytes.count)]))
                index += size
            }
            #expect(try Self.parse(chunks) == Self.expected)
        }
    }

    @Test func crlfSplitBetweenCRAndLFIsOneLineEnding() throws {
        var parser = SSEParser()
        #expect(try parser.feed(Array("data: a\r".utf8)).isEmpty)
        #expect(try parser.feed(Array("\n\r".utf8)) == [SSEEvent(data: Array("a".utf8))])
        #expect(try parser.feed(Array("\ndata: b\n\n".utf8)) == [SSEEvent(data: Array("b".utf8))])
    }

    @Test func blankLinesWithoutDataDispatchNothing() throws {
        var parser = SSEParser()
        #expect(try parser.feed(Array("\n\n: only a comment\n\nevent: x\n\n".utf8)).isEmpty)
        #expect(try parser.finish().isEmpty)
    }

    @Test func emptyDataLineDispatchesEmptyEvent() throws {
        var parser = SSEParser()
        #expect(try parser.feed(Array("data:\n\n".utf8)) == [SSEEvent(data: [])])
    }
}

/// A small deterministic generator (SplitMix64) for reproducible chunkings.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
