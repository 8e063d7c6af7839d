import Foundation
import LLM
import Testing

@Suite struct NDJSONParserTests {
    static let fixture = "{\"a\":\"é🏋️\"}\n\r\n{\"b\":2}\r\n   \n{\"c\":3}"
    static let expected = [Array("{\"a\":\"é🏋️\"}".utf8), Array("{\"b\":2}".utf8), Array("{\"c\":3}".utf8)]

    static func parse(_ chunks: [[UInt8]]) throws -> [[UInt8]] {
        var parser = NDJSONParser()
        var lines: [[UInt8]] = []
        for chunk in chunks { lines += try parser.feed(chunk) }
        return try lines + parser.finish()
    }

    @Test func anySingleSplitGivesTheSameLines() throws {
        let bytes = Array(Self.fixture.utf8)
        for offset in 0...bytes.count {
            #expect(try Self.parse([Array(bytes[..<offset]), Array(bytes[offset...])]) == Self.expected, "split at \(offset)")
        }
    }

    @Test func byteByByte() throws {
        #expect(try Self.parse(Array(Self.fixture.utf8).map { [$0] }) == Self.expected)
    }

    @Test func ollamaFixtureSplitAnywhereDecodesTheSameEvents() throws {
        let whole = FakeOllama.textStream.joined()
        let bytes = Array(whole.utf8)
        let reference = try Self.parse([bytes])
        #expect(reference.count == 3)
        for offset in stride(from: 0, through: bytes.count, by: 3) {
            #expect(try Self.parse([Array(bytes[..<offset]), Array(bytes[offset...])]) == reference)
        }
    }
}
