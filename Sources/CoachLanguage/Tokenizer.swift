/// Cuts a line into ``Token``s, in one pass over its scalars, with no Foundation.
///
/// - Letters make words, lowercased; apostrophes inside a word are dropped ("didn't" `didnt`);
///   a hyphen between letters joins two words ("pull-ups" is `pull` `ups`, the second attached).
/// - Digits make numbers: `1.5`, `1/2`, `1,200` (1200), `1½` (1.5), `½`. Letters after digits
///   are a word of their own ("82kg" is `82` `kg`, "5x5" is `5` `x` `5`).
/// - A foot or inch mark after a number is the word `ft` or `inch` ("5'10\"" is `5` `ft` `10`
///   `inch`); `×` is `x`.
/// - Anything else that is not whitespace is a symbol of one character (`,` `?` `-` `%` ...).
public enum Tokenizer {
    /// The tokens of `line`.
    public static func tokens(_ line: String) -> [Token] {
        var reader = Reader(line)
        return reader.read()
    }

    /// The normalised words of `phrase` joined by single spaces (how the lexicon keys phrases).
    public static func key(_ phrase: String) -> String {
        if isPlainKey(phrase) { return phrase }
        return texts(phrase).joined(separator: " ")
    }

    /// The tokens' texts of `phrase`: what lists of names and the lexicon key phrases by. A
    /// phrase of lowercase ASCII letters and whitespace (most names) is cut at its whitespace,
    /// which is what ``tokens(_:)`` makes of it, at a small part of the cost.
    public static func texts(_ phrase: String) -> [String] {
        var words: [String] = []
        var start: String.Index?
        let utf8 = phrase.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                if start == nil { start = index }
            } else if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                if let wordStart = start { words.append(String(phrase[wordStart..<index])) }
                start = nil
            } else {
                return tokens(phrase).map(\.text)
            }
            index = utf8.index(after: index)
        }
        if let wordStart = start { words.append(String(phrase[wordStart...])) }
        return words
    }

    /// Whether `phrase` is already a key: lowercase ASCII words, each after one space.
    static func isPlainKey(_ phrase: String) -> Bool {
        var previous = UInt8(ascii: " ")
        for byte in phrase.utf8 {
            if byte == UInt8(ascii: " ") {
                if previous == UInt8(ascii: " ") { return false }
            } else if byte < UInt8(ascii: "a") || byte > UInt8(ascii: "z") {
                return false
            }
            previous = byte
        }
        return previous != UInt8(ascii: " ")
    }
}

/// The state of one pass.
private struct Reader {
    let line: String
    let scalars: String.UnicodeScalarView
    var index: String.Index
    var tokens: [Token] = []
    /// Whether whitespace came since the last token.
    var spaced = true

    init(_ line: String) {
        self.line = line
        scalars = line.unicodeScalars
        index = scalars.startIndex
        tokens.reserveCapacity(line.utf8.count / 3 + 1)
    }

    mutating func read() -> [Token] {
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Scalars.isSpace(scalar) {
                spaced = true
                index = scalars.index(after: index)
            } else if Scalars.isDigit(scalar) || Scalars.fraction(scalar) != nil
                        || scalar == "." && next(isDigit: 1) && !lastIsNumber {
                readNumber()
            } else if Scalars.isLetter(scalar) {
                readWord()
            } else {
                readSymbol(scalar)
            }
        }
        return tokens
    }

    var lastIsNumber: Bool { tokens.last?.kind == .number && !spaced }

    func scalar(at offset: Int) -> Unicode.Scalar? {
        var position = index
        for _ in 0..<offset {
            guard position < scalars.endIndex else { return nil }
            position = scalars.index(after: position)
        }
        return position < scalars.endIndex ? scalars[position] : nil
    }

    func next(isDigit offset: Int) -> Bool { scalar(at: offset).map(Scalars.isDigit) ?? false }

    mutating func emit(_ kind: Token.Kind, _ text: String, number: Double? = nil, from start: String.Index) {
        tokens.append(Token(kind: kind, text: text, number: number, range: start..<index, isAttached: !spaced && !tokens.isEmpty))
        spaced = false
    }

    mutating func advance() { index = scalars.index(after: index) }

    // MARK: numbers

    mutating func readNumber() {
        let start = index
        var digits = String.UnicodeScalarView()
        if let fraction = Scalars.fraction(scalars[index]) {
            advance()
            emit(.number, fraction.text, number: fraction.value, from: start)
            return
        }
        readDigits(into: &digits)
        // "1,200": a comma before exactly three digits separates thousands.
        while index < scalars.endIndex, scalars[index] == ",", next(isDigit: 1), next(isDigit: 2), next(isDigit: 3),
              !next(isDigit: 4) {
            advance()
            readDigits(into: &digits)
        }
        if index < scalars.endIndex, scalars[index] == ".", next(isDigit: 1) {
            digits.append(".")
            advance()
            readDigits(into: &digits)
        }
        var text = String(digits)
        var value = Double(text) ?? 0
        let afterSlash = !spaced && tokens.last?.text == "/"
        if index < scalars.endIndex, scalars[index] == "/", next(isDigit: 1), !text.contains("."), !afterSlash {
            var bottom = String.UnicodeScalarView()
            let slash = index
            advance()
            readDigits(into: &bottom)
            // "20/11/2026" is no fraction: a second slash makes it a date's parts.
            let dated = index < scalars.endIndex && scalars[index] == "/" && next(isDigit: 1)
            if !dated, let denominator = Double(String(bottom)), denominator > 0 {
                value /= denominator
                text += "/" + String(bottom)
            } else {
                index = slash
            }
        }
        if index < scalars.endIndex, let fraction = Scalars.fraction(scalars[index]) {
            advance()
            value += fraction.value
            text = Self.plain(value)
        }
        emit(.number, text, number: value, from: start)
        readMarks()
    }

    mutating func readDigits(into digits: inout String.UnicodeScalarView) {
        while index < scalars.endIndex, Scalars.isDigit(scalars[index]) {
            digits.append(scalars[index])
            advance()
        }
    }

    /// A foot or inch mark right after a number: `5'10"`, `6′`, `10''`.
    mutating func readMarks() {
        guard index < scalars.endIndex else { return }
        let mark = scalars[index]
        let start = index
        if Scalars.isApostrophe(mark) {
            advance()
            if index < scalars.endIndex, Scalars.isApostrophe(scalars[index]) {
                advance()
                emit(.word, "inch", from: start)
            } else {
                emit(.word, "ft", from: start)
            }
        } else if Scalars.isDoubleQuote(mark) {
            advance()
            emit(.word, "inch", from: start)
        }
    }

    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    // MARK: words and symbols

    mutating func readWord() {
        let start = index
        var text = String.UnicodeScalarView()
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Scalars.isLetter(scalar) {
                Scalars.appendLowercased(scalar, to: &text)
                advance()
            } else if Scalars.isApostrophe(scalar), let after = self.scalar(at: 1), Scalars.isLetter(after) {
                advance()   // "don't", "i'm": the apostrophe is dropped
            } else {
                break
            }
        }
        emit(.word, String(text), from: start)
        // "pull-ups", "low-fat": a hyphen between letters joins the next word to this one.
        if index < scalars.endIndex, Scalars.isHyphen(scalars[index]), let after = scalar(at: 1), Scalars.isLetter(after) {
            advance()
            spaced = false
        }
    }

    mutating func readSymbol(_ scalar: Unicode.Scalar) {
        let start = index
        advance()
        if scalar == "\u{00D7}" {
            emit(.word, "x", from: start)
        } else if Scalars.isApostrophe(scalar) || Scalars.isDoubleQuote(scalar) {
            // Quotes around words carry nothing.
        } else if Scalars.isHyphen(scalar) {
            emit(.symbol, "-", from: start)
        } else {
            emit(.symbol, String(Character(scalar)), from: start)
        }
    }
}

/// What the tokenizer asks of a scalar.
enum Scalars {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x80 ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        if value == 0xD7 || value == 0xF7 { return false }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.generalCategory == .nonspacingMark
            || properties.generalCategory == .spacingMark || value == 0x200D
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{2018}" || scalar == "\u{2032}" || scalar == "`"
    }

    static func isDoubleQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\u{201C}" || scalar == "\u{201D}" || scalar == "\u{2033}"
    }

    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2010}" || scalar == "\u{2011}" || scalar == "\u{2012}" || scalar == "\u{2013}"
            || scalar == "\u{2014}" || scalar == "\u{2212}"
    }

    /// `½`, `¼`, `¾`, `⅓`, `⅔`.
    static func fraction(_ scalar: Unicode.Scalar) -> (text: String, value: Double)? {
        switch scalar {
        case "\u{00BD}": ("1/2", 0.5)
        case "\u{00BC}": ("1/4", 0.25)
        case "\u{00BE}": ("3/4", 0.75)
        case "\u{2153}": ("1/3", 1.0 / 3)
        case "\u{2154}": ("2/3", 2.0 / 3)
        default: nil
        }
    }

    static func appendLowercased(_ scalar: Unicode.Scalar, to text: inout String.UnicodeScalarView) {
        let value = scalar.value
        if value < 0x80 {
            text.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
        } else {
            text.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
        }
    }
}
