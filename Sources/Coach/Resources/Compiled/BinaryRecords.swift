/// The compact form the compiled data files are kept in (``CompiledCache``): integers as
/// LEB128, doubles as their 8 bytes, text as its length and UTF-8 bytes, a list as its count and
/// elements, an optional as a flag and its value. Nothing names the fields: a record's reader
/// takes them in the order its writer put them (`CompiledRecords.swift`), and a file written by
/// another build of the program is never read (the cache's header says which build wrote it).
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ text: String) {
        write(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func write<Element>(_ list: [Element], _ each: (inout BinaryWriter, Element) -> Void) {
        write(list.count)
        for element in list { each(&self, element) }
    }

    mutating func write(_ list: [String]) { write(list) { $0.write($1) } }

    mutating func write<Value>(_ value: Value?, _ each: (inout BinaryWriter, Value) -> Void) {
        write(value != nil)
        if let value { each(&self, value) }
    }

    mutating func write<Choice: RawRepresentable>(_ choices: [Choice]?) where Choice.RawValue == String {
        write(choices) { writer, list in writer.write(list.map(\.rawValue)) }
    }
}

/// Reads what ``BinaryWriter`` wrote; every read past the end or out of shape throws.
struct BinaryReader {
    /// The bytes ended early or held something no writer writes.
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var index: Int

    init(_ bytes: UnsafeRawBufferPointer, from index: Int = 0) {
        self.bytes = bytes
        self.index = index
    }

    var isAtEnd: Bool { index == bytes.count }

    mutating func byte() throws(Malformed) -> UInt8 {
        guard index < bytes.count else { throw Malformed() }
        defer { index += 1 }
        return bytes[index]
    }

    mutating func int() throws(Malformed) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw Malformed() }
            value |= UInt64(next & 0x7F) << shift
            if next < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
    }

    mutating func double() throws(Malformed) -> Double {
        guard index + 8 <= bytes.count else { throw Malformed() }
        var bits: UInt64 = 0
        for offset in 0..<8 { bits |= UInt64(bytes[index + offset]) << UInt64(offset * 8) }
        index += 8
        return Double(bitPattern: bits)
    }

    mutating func bool() throws(Malformed) -> Bool {
        switch try byte() {
        case 0: false
        case 1: true
        default: throw Malformed()
        }
    }

    mutating func string() throws(Malformed) -> String {
        let count = try int()
        guard count >= 0, index + count <= bytes.count else { throw Malformed() }
        defer { index += count }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<(index + count)]), as: UTF8.self)
    }

    mutating func list<Element>(_ each: (inout BinaryReader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
        let count = try int()
        guard count >= 0, count <= bytes.count - index else { throw Malformed() }
        var list: [Element] = []
        list.reserveCapacity(count)
        for _ in 0..<count { list.append(try each(&self)) }
        return list
    }

    mutating func strings() throws(Malformed) -> [String] { try list { (reader) throws(Malformed) in try reader.string() } }

    mutating func optional<Value>(_ each: (inout BinaryReader) throws(Malformed) -> Value) throws(Malformed) -> Value? {
        try bool() ? try each(&self) : nil
    }

    mutating func choices<Choice: RawRepresentable>(_ type: Choice.Type) throws(Malformed) -> [Choice]? where Choice.RawValue == String {
        try optional { (reader) throws(Malformed) in
            try reader.list { (reader) throws(Malformed) in
                guard let choice = Choice(rawValue: try reader.string()) else { throw Malformed() }
                return choice
            }
        }
    }
}
