@testable import Coach
import Foundation
import JSONCore
import Testing

/// `JSONValue.jsonString` is written by hand; it must be what `JSONEncoder` (sorted keys, slashes
/// unescaped) wrote, byte for byte: request bodies, caches and token estimates rest on it.
@Suite("JSON text written by hand")
struct JSONStringTests {
    static func encoded(_ value: JSONValue) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("every tool's schema is written as the encoder wrote it")
    func toolSchemas() {
        #expect(!CoachTools.list.isEmpty)
        for tool in CoachTools.list {
            let parameters = tool.spec.parameters
            #expect(parameters.jsonString == Self.encoded(parameters), "\(tool.spec.name)")
        }
    }

    @Test("numbers, escapes, key order and nesting as the encoder wrote them")
    func values() {
        let text = "a\"b\\c/d\n\t\r\u{8}\u{c}\u{1}\u{1f}\u{7f}é\u{2028}😀"
        let numbers: [Double] = [0, 1, -3, 2.5, 1e20, 1e15, 1e16, 0.1, 1.0 / 3, 123_456_789_012, 1e-7, 0.0001, -0.0, 1e21, 9_007_199_254_740_992]
        let keys = ["b", "a", "B", "A", "_x", "a1", "a10", "a2", "maxItems", "max_items", "Z", "z", "é", "1", "10", "2", ""]
        var object: [String: JSONValue] = [:]
        for (index, key) in keys.enumerated() { object[key] = .number(Double(index)) }
        let values: [JSONValue] = [
            .null, .bool(true), .bool(false), .string(""), .string(text), .array([]), .object([:]),
            .array(numbers.map(JSONValue.number)), .object(object),
            .object(["list": .array([.object(["z": .null, "a": .array([.string(text), .bool(false)])])]), "n": .number(-12.75)]),
            .array([.number(1), .number(.infinity)]), .object(["nan": .number(.nan)]),
        ]
        for value in values { #expect(value.jsonString == Self.encoded(value), "\(value)") }
    }
}
