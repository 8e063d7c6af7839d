/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over its bytes, without Codable:
/// the data files are read with it and mapped by hand, which costs a small part of what
/// `JSONDecoder` does (a generic container and dynamic casts for every value).
public struct JSONReader {
    /// Where and why the text is not JSON.
    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The line and column (from 1) of the byte where reading stopped.
        public let line: Int
        public let column: Int
        public let reason: String

        public var description: String { "\(reason) at line \(line), column \(column)" }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// Nesting allowed before the text is refused (a file nested deeper is not one of ours).
    private static let maximumDepth = 512

    /// The value `bytes` hold (a BOM is skipped); throws ``Failure`` when they are not one JSON value.
    public static func read(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
        // Over the array's storage: no bounds-checked, reference-counted array access per byte.
        try bytes.withUnsafeBufferPointer { (buffer) throws(Failure) -> JSONValue in
            var reader = JSONReader(bytes: buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
            let value = try reader.value(depth: 0)
            reader.skipSpace()
            guard reader.index == buffer.count else { throw reader.failure("unexpected text after the value") }
            return value
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The text of `range`, as UTF-8 (invalid sequences repaired).
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        skipSpace()
        guard index < bytes.count else { throw failure("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw failure("unexpected character")
        }
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        // Gathered first, so the dictionary is made at its size (a repeated key: the last wins).
        var members: [(String, JSONValue)] = []
        skipSpace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object([:]) }
        while true {
            skipSpace()
            guard peek(UInt8(ascii: "\"")) else { throw failure("expected a key") }
            let key = try string()
            skipSpace()
            guard peek(UInt8(ascii: ":")) else { throw failure("expected ':'") }
            index += 1
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            guard peek(UInt8(ascii: "}")) else { throw failure("expected ',' or '}'") }
            index += 1
            return .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        while true {
            elements.append(try value(depth: depth + 1))
            skipSpace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            guard peek(UInt8(ascii: "]")) else { throw failure("expected ',' or ']'") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func string() throws(Failure) -> String {
        index += 1
        let start = index
        // The common case: no escape, copied as it stands.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        var text = self.text(start..<index)
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return text }
            guard byte >= 0x20 else { throw failure("control character in a string") }
            if byte != UInt8(ascii: "\\") {
                let run = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                    index += 1
                }
                text += self.text(run..<index)
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("unterminated string") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): text.append("\"")
            case UInt8(ascii: "\\"): text.append("\\")
            case UInt8(ascii: "/"): text.append("/")
            case UInt8(ascii: "b"): text.append("\u{08}")
            case UInt8(ascii: "f"): text.append("\u{0C}")
            case UInt8(ascii: "n"): text.append("\n")
            case UInt8(ascii: "r"): text.append("\r")
            case UInt8(ascii: "t"): text.append("\t")
            case UInt8(ascii: "u"): text.unicodeScalars.append(try escapedScalar())
            default: throw failure("unknown escape")
            }
        }
    }

    /// The scalar of `\uXXXX` (the `\u` read), with a surrogate pair joined.
    private mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw failure("unpaired surrogate")
            }
            index += 2
            let second = try hex4()
            guard (0xDC00..<0xE000).contains(second),
                  let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) else {
                throw failure("unpaired surrogate")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate") }
        return scalar
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("bad \\u escape")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number as JSON writes it (`-`, digits without a leading zero, a fraction, an exponent),
    /// converted by the standard library (correctly rounded).
    private mutating func number() throws(Failure) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard digits() > 0 else { throw failure("bad number") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits() > 0 else { throw failure("bad number") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw failure("bad number") }
        }
        guard let value = Double(text(start..<index)), value.isFinite else {
            throw failure("number out of range")
        }
        return value
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let utf8 = word.utf8
        guard index + utf8.count <= bytes.count, bytes[index..<index + utf8.count].elementsEqual(utf8) else {
            throw failure("unexpected character")
        }
        index += utf8.count
        return value
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func failure(_ reason: String) -> Failure {
        let upTo = bytes[..<min(index, bytes.count)]
        let line = upTo.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = upTo.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return Failure(line: line, column: index - lineStart + 1, reason: reason)
    }
}
