/// What a phrase means: a value of a slot (`diet=vegan`, `mass=kg`, `act=question`,
/// `day=-1`). The coach's code asks for slots and values, never for words.
public struct Meaning: Sendable, Hashable, CustomStringConvertible {
    public let slot: String
    /// The value; empty in a cue that any value of the slot satisfies.
    public let value: String

    public init(_ slot: String, _ value: String = "") {
        self.slot = slot
        self.value = value
    }

    /// `slot=value`, or `slot` alone.
    public init?(parsing text: Substring) {
        guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else {
            guard !text.isEmpty else { return nil }
            self.init(String(text))
            return
        }
        let slot = text[..<equals]
        guard !slot.isEmpty else { return nil }
        self.init(String(slot), String(text[text.index(after: equals)...]))
    }

    /// Whether `other` satisfies this meaning taken as a cue: the same slot and, when this one
    /// names a value, the same value.
    public func isSatisfied(by other: Meaning) -> Bool {
        slot == other.slot && (value.isEmpty || value == other.value)
    }

    public var description: String { value.isEmpty ? slot : "\(slot)=\(value)" }
}

/// One line of the lexicon: a phrase and what it means, with how it may be used.
///
/// ```
/// keep it short | detail_level=brief
/// short         | detail_level=brief weak cue=asked=detail_level
/// vegan         | diet=vegan negatable
/// what          | act=question start
/// ```
public struct LexiconEntry: Sendable, Hashable {
    /// The phrase as tokens (``Tokenizer``), each token's text.
    public let phrase: [String]
    /// What it means (one or more slot values).
    public let meanings: [Meaning]
    /// How much it says: 1 weak, 2 (the default), 3 strong; rules weigh spans by it.
    public let strength: Int
    /// It counts only when one of these is in the line or in the reader's context (the field
    /// the coach asked about: `asked=diet`); empty: always.
    public let cues: [Meaning]
    /// A negation just before it ("no dairy", "not vegan") marks it negated.
    public let negatable: Bool
    /// It counts only at the start of a clause ("what" asks only when it opens one).
    public let atStart: Bool
    /// It counts only as the whole line, punctuation aside (`yes`, `later`, `night`).
    public let alone: Bool
    /// The file it was read from (or any text naming where it came from), and its line (0: none).
    package let file: String
    package let line: Int

    public init(phrase: [String], meanings: [Meaning], strength: Int = 2, cues: [Meaning] = [], negatable: Bool = false,
                atStart: Bool = false, alone: Bool = false, source: String = "") {
        self.init(phrase: phrase, meanings: meanings, strength: strength, cues: cues, negatable: negatable,
                  atStart: atStart, alone: alone, file: source, line: 0)
    }

    package init(phrase: [String], meanings: [Meaning], strength: Int, cues: [Meaning], negatable: Bool, atStart: Bool,
                 alone: Bool, file: String, line: Int) {
        self.phrase = phrase
        self.meanings = meanings
        self.strength = strength
        self.cues = cues
        self.negatable = negatable
        self.atStart = atStart
        self.alone = alone
        self.file = file
        self.line = line
    }

    /// `file:line`, for the lint's messages (written when asked: reading 3,000 lines names none).
    public var source: String { line > 0 ? "\(file):\(line)" : file }

    /// The value of `slot`, when it means one.
    public func value(of slot: String) -> String? { meanings.first { $0.slot == slot }?.value }

    /// The phrase as written in the lexicon's keys (tokens joined by spaces).
    public var key: String { phrase.joined(separator: " ") }
}

/// A lexicon line that could not be read.
public struct LexiconError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `file:line`.
    public let source: String
    public let problem: String

    public init(source: String, problem: String) {
        self.source = source
        self.problem = problem
    }

    public var description: String { "\(source): \(problem)" }
}

extension LexiconEntry {
    /// The entries of one lexicon file's text. Blank lines and `#` comments are skipped.
    ///
    /// One pass over the text's bytes: the phrase of a line of plain lowercase words (nearly
    /// all of them) is cut at its spaces, which is what the ``Tokenizer`` would make of it;
    /// any other phrase goes through the tokenizer.
    public static func parse(_ text: String, file: String) throws(LexiconError) -> [LexiconEntry] {
        let bytes = Array(text.utf8)
        var entries: [LexiconEntry] = []
        entries.reserveCapacity(bytes.count / 24)
        var number = 0
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            number += 1
            defer { start = end + 1 }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            if first == end || bytes[first] == UInt8(ascii: "#") { continue }
            guard let bar = bytes[first..<end].firstIndex(of: UInt8(ascii: "|")) else {
                throw LexiconError(source: "\(file):\(number)", problem: "no '|' between the phrase and its meaning")
            }
            let phrase = Self.phrase(bytes[first..<bar])
            guard !phrase.isEmpty else { throw LexiconError(source: "\(file):\(number)", problem: "an empty phrase") }
            entries.append(try entry(phrase, words(bytes[(bar + 1)..<end]), file: file, line: number))
        }
        return entries
    }

    /// The tokens' texts of a phrase's bytes (``Tokenizer/texts(_:)``).
    static func phrase(_ bytes: ArraySlice<UInt8>) -> [String] {
        Tokenizer.texts(String(decoding: bytes, as: UTF8.self))
    }

    /// The words of `bytes` between spaces and tabs (a carriage return ends a word too).
    static func words(_ bytes: ArraySlice<UInt8>) -> [String] {
        var words: [String] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
            let wordStart = index
            while index < bytes.endIndex, !isSpace(bytes[index]) { index += 1 }
            if wordStart < index { words.append(String(decoding: bytes[wordStart..<index], as: UTF8.self)) }
        }
        return words
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// The entry of `phrase` with the meaning and flags written after its `|`.
    static func entry(_ phrase: [String], _ rest: [String], file: String, line: Int) throws(LexiconError) -> LexiconEntry {
        var meanings: [Meaning] = []
        var cues: [Meaning] = []
        var strength = 2
        var negatable = false
        var atStart = false
        var alone = false
        for word in rest {
            switch word {
            case "weak": strength = 1
            case "strong": strength = 3
            case "negatable": negatable = true
            case "start": atStart = true
            case "alone": alone = true
            default:
                if word.hasPrefix("strength="), let value = Int(word.dropFirst(9)), (1...9).contains(value) {
                    strength = value
                } else if word.hasPrefix("cue="), let cue = Meaning(parsing: word.dropFirst(4)) {
                    cues.append(cue)
                } else if word.utf8.contains(UInt8(ascii: "=")), let meaning = Meaning(parsing: word[...]), !meaning.value.isEmpty {
                    meanings.append(meaning)
                } else {
                    throw LexiconError(source: "\(file):\(line)", problem: "'\(word)' is neither slot=value nor a flag")
                }
            }
        }
        guard !meanings.isEmpty else { throw LexiconError(source: "\(file):\(line)", problem: "no meaning (slot=value)") }
        return LexiconEntry(phrase: phrase, meanings: meanings, strength: strength, cues: cues, negatable: negatable,
                            atStart: atStart, alone: alone, file: file, line: line)
    }
}
