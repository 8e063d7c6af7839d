/// The compact form the compiled data files are kept in (``CompiledCache``): integers as
/// LEB128, doubles as their 8 bytes, a list as its count and elements (a file's list of records
/// with each one's length first, ``writeIndexed(_:_:)``), an optional as a flag and its value, a
/// choice as its position among its type's cases, and text as its number in a table of every
/// distinct text, written first: a word the lexicon uses a thousand times is stored once. Nothing names the fields: a record's reader takes them in the order its
/// writer put them (`CompiledRecords.swift`), and a file written by another build of the program
/// is never read (the cache's header says which build wrote it).
struct BinaryWriter {
    private var body: [UInt8] = []
    /// Every distinct text written, in the order first written, and its number.
    private var texts: [String] = []
    private var numbers: [String: Int] = [:]

    /// The table of texts, then what was written.
    var bytes: [UInt8] {
        var table: [UInt8] = []
        Self.append(texts.count, to: &table)
        for text in texts {
            Self.append(text.utf8.count, to: &table)
            table.append(contentsOf: text.utf8)
        }
        return table + body
    }

    mutating func write(_ value: Int) { Self.append(value, to: &body) }

    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { body.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    mutating func write(_ value: Bool) { body.append(value ? 1 : 0) }

    mutating func write(_ text: String) {
        if let number = numbers[text] { return write(number) }
        numbers[text] = texts.count
        write(texts.count)
        texts.append(text)
    }

    mutating func write<Element>(_ list: [Element], _ each: (inout BinaryWriter, Element) -> Void) {
        write(list.count)
        for element in list { each(&self, element) }
    }

    mutating func write(_ list: [String]) { write(list) { $0.write($1) } }

    /// A list with the length in bytes of each element before the elements, so that a reader can
    /// go straight to any one of them (``BinaryReader/indexedList()``).
    mutating func writeIndexed<Element>(_ list: [Element], _ each: (inout BinaryWriter, Element) -> Void) {
        let start = body.count
        var lengths: [Int] = []
        lengths.reserveCapacity(list.count)
        for element in list {
            let before = body.count
            each(&self, element)
            lengths.append(body.count - before)
        }
        var head: [UInt8] = []
        Self.append(list.count, to: &head)
        for length in lengths { Self.append(length, to: &head) }
        body.insert(contentsOf: head, at: start)
    }

    mutating func write<Value>(_ value: Value?, _ each: (inout BinaryWriter, Value) -> Void) {
        write(value != nil)
        if let value { each(&self, value) }
    }

    /// Each choice as its position among the type's cases (the file is only read by this build,
    /// whose cases are these): reading one back is an index, not its raw text matched.
    mutating func write<Choice: CaseIterable & Equatable>(_ choices: [Choice]?) {
        let cases = Array(Choice.allCases)
        write(choices) { writer, list in writer.write(list) { writer, choice in writer.write(cases.firstIndex(of: choice) ?? -1) } }
    }
}

/// Reads what ``BinaryWriter`` wrote; every read past the end or out of shape throws.
struct BinaryReader {
    /// The bytes ended early or held something no writer writes.
    struct Malformed: Error {}

    private let bytes: UnsafeRawBufferPointer
    private var index: Int
    /// Where each text of the table the writer put first lies in ``bytes``; a text is made when
    /// it is read (a reader of one record makes only its texts).
    private(set) var textRanges: [Range<Int>] = []

    /// A reader of what a writer wrote from `index` on in `bytes`, its table of texts looked at.
    init(_ bytes: UnsafeRawBufferPointer, from index: Int = 0) throws(Malformed) {
        self.bytes = bytes
        self.index = index
        let count = try int()
        guard count >= 0, count <= bytes.count - self.index else { throw Malformed() }
        textRanges.reserveCapacity(count)
        for _ in 0..<count {
            let length = try int()
            guard length >= 0, self.index + length <= bytes.count else { throw Malformed() }
            textRanges.append(self.index..<(self.index + length))
            self.index += length
        }
    }

    /// A reader at `index` of `bytes` whose table of texts lies at `texts` (``textRanges`` of a
    /// reader of the same bytes).
    init(_ bytes: UnsafeRawBufferPointer, at index: Int, texts: [Range<Int>]) {
        self.bytes = bytes
        self.index = index
        self.textRanges = texts
    }

    /// Where the next read starts.
    var position: Int { index }

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
        let number = try int()
        guard number >= 0, number < textRanges.count else { throw Malformed() }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[textRanges[number]]), as: UTF8.self)
    }

    /// Where each element of a list ``BinaryWriter/writeIndexed(_:_:)`` wrote starts, and last
    /// where the list ends; the reader is left at the first element.
    mutating func indexedList() throws(Malformed) -> [Int] {
        let count = try int()
        guard count >= 0, count <= bytes.count - index else { throw Malformed() }
        var lengths: [Int] = []
        lengths.reserveCapacity(count)
        for _ in 0..<count {
            let length = try int()
            guard length >= 0, length <= bytes.count else { throw Malformed() }
            lengths.append(length)
        }
        var starts = [index]
        starts.reserveCapacity(count + 1)
        for length in lengths { starts.append(starts[starts.count - 1] + length) }
        guard starts[starts.count - 1] <= bytes.count else { throw Malformed() }
        return starts
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

    mutating func choices<Choice: CaseIterable>(_ type: Choice.Type) throws(Malformed) -> [Choice]? {
        let cases = Choice.allCases
        return try optional { (reader) throws(Malformed) in
            try reader.list { (reader) throws(Malformed) in
                let position = try reader.int()
                guard position >= 0, position < cases.count else { throw Malformed() }
                return cases[cases.index(cases.startIndex, offsetBy: position)]
            }
        }
    }
}
