import LLM
import Testing
import TestThreads

/// Property tests over random inputs (a fixed number of seeded cases, so the run is bounded
/// and repeatable): whatever the bytes and however they are chunked, the parsers give the
/// same result as for the whole input, never crash, never hold more than their line limit,
/// and give back exactly what a well-formed stream encoded.
@Suite(.ownThread) struct ParserPropertyTests {
    /// Random byte strings biased towards the characters the framings care about.
    static func noise(_ generator: inout SeededGenerator, length: Int) -> [UInt8] {
        let alphabet = Array("data:event:id:\r\n\n\n: x{}\"é".utf8) + [0x00, 0xFF, 0xC3]
        return (0..<length).map { _ in
            Bool.random(using: &generator) ? alphabet.randomElement(using: &generator) ?? 0 : UInt8.random(in: 0...255, using: &generator)
        }
    }

    /// `bytes` cut at random places.
    static func chunked(_ bytes: [UInt8], _ generator: inout SeededGenerator) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var index = 0
        while index < bytes.count {
            let size = Int.random(in: 1...max(1, min(64, bytes.count)), using: &generator)
            chunks.append(Array(bytes[index..<min(index + size, bytes.count)]))
            index += size
        }
        return chunks
    }

    static func sse(_ chunks: [[UInt8]], limit: Int = 1 << 20) -> Result<[SSEEvent], LineTooLong> {
        var parser = SSEParser(maxLineBytes: limit)
        var events: [SSEEvent] = []
        do {
            for chunk in chunks { events += try parser.feed(chunk) }
            return .success(try events + parser.finish())
        } catch let error as LineTooLong {
            return .failure(error)
        } catch {
            return .failure(LineTooLong(limit: -1))
        }
    }

    static func ndjson(_ chunks: [[UInt8]], limit: Int = 1 << 20) -> Result<[[UInt8]], LineTooLong> {
        var parser = NDJSONParser(maxLineBytes: limit)
        var lines: [[UInt8]] = []
        do {
            for chunk in chunks { lines += try parser.feed(chunk) }
            return .success(try lines + parser.finish())
        } catch let error as LineTooLong {
            return .failure(error)
        } catch {
            return .failure(LineTooLong(limit: -1))
        }
    }

    @Test func sseChunkingNeverChangesTheEvents() {
        var generator = SeededGenerator(seed: 0x5EE)
        for _ in 0..<400 {
            let bytes = Self.noise(&generator, length: Int.random(in: 0...600, using: &generator))
            let whole = Self.sse([bytes])
            #expect(Self.sse(Self.chunked(bytes, &generator)) == whole)
            #expect(Self.sse(bytes.map { [$0] }) == whole)
        }
    }

    @Test func ndjsonChunkingNeverChangesTheLines() {
        var generator = SeededGenerator(seed: 0x1D7)
        for _ in 0..<400 {
            let bytes = Self.noise(&generator, length: Int.random(in: 0...600, using: &generator))
            let whole = Self.ndjson([bytes])
            #expect(Self.ndjson(Self.chunked(bytes, &generator)) == whole)
            #expect(Self.ndjson(bytes.map { [$0] }) == whole)
            if case .success(let lines) = whole {
                #expect(lines.allSatisfy { !$0.isEmpty && !$0.contains(0x0A) })
            }
        }
    }

    @Test func noLineOrEventOutgrowsTheLimit() {
        var generator = SeededGenerator(seed: 0x11A)
        for _ in 0..<300 {
            let limit = Int.random(in: 1...80, using: &generator)
            let bytes = Self.noise(&generator, length: Int.random(in: 0...500, using: &generator))
            let chunks = Self.chunked(bytes, &generator)
            switch Self.sse(chunks, limit: limit) {
            case .success(let events): #expect(events.allSatisfy { $0.data.count <= limit })
            case .failure(let error): #expect(error.limit == limit)
            }
            switch Self.ndjson(chunks, limit: limit) {
            case .success(let lines): #expect(lines.allSatisfy { $0.count <= limit })
            case .failure(let error): #expect(error.limit == limit)
            }
        }
    }

    /// Random well-formed events (any bytes but CR and LF in values, any line endings,
    /// comments between) come back exactly. (Each event keeps one line ending: a CR line end
    /// followed by a LF one would read as one CRLF, as the format says.)
    @Test func wellFormedSSERoundTrips() {
        var generator = SeededGenerator(seed: 0xE7E)
        let endings: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A]]
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            var expected: [SSEEvent] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let ending = endings.randomElement(using: &generator) ?? [0x0A]
                if Bool.random(using: &generator) { bytes += Array(": ping".utf8) + ending }
                let name = ["message", "content_block_delta", "ping"].randomElement(using: &generator) ?? "message"
                if name != "message" { bytes += Array("event: \(name)".utf8) + ending }
                var lines: [[UInt8]] = []
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let value = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                        var byte = UInt8.random(in: 0...255, using: &generator)
                        while byte == 0x0A || byte == 0x0D { byte = UInt8.random(in: 0...255, using: &generator) }
                        return byte
                    }
                    // A value starting with a space keeps it after the one the framing eats.
                    bytes += Array("data: ".utf8) + value + ending
                    lines.append(value)
                }
                bytes += ending
                expected.append(SSEEvent(event: name, data: Array(lines.joined(separator: [0x0A]))))
            }
            #expect(Self.sse(Self.chunked(bytes, &generator)) == .success(expected))
        }
    }

    @Test func wellFormedNDJSONRoundTrips() {
        var generator = SeededGenerator(seed: 0x0DD)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            var expected: [[UInt8]] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                let line = Array(#"{"n":\#(Int.random(in: 0...9999, using: &generator)),"t":"é🏋️"}"#.utf8)
                bytes += line + (Bool.random(using: &generator) ? [0x0D, 0x0A] : [0x0A])
                if Bool.random(using: &generator) { bytes += [0x20, 0x0A] }
                expected.append(line)
            }
            #expect(Self.ndjson(Self.chunked(bytes, &generator)) == .success(expected))
        }
    }
}
