import CoachLanguage
import Testing

@Suite struct TokenizerTests {
    static let cases: [(String, [String])] = [
        ("I had 2 eggs", ["i", "had", "2", "eggs"]),
        ("I didn't eat THAT", ["i", "didnt", "eat", "that"]),
        ("I’m 82kg", ["im", "82", "kg"]),
        ("squat 5x5 100kg", ["squat", "5", "x", "5", "100", "kg"]),
        ("bench 60 × 8", ["bench", "60", "x", "8"]),
        ("5'10\"", ["5", "ft", "10", "inch"]),
        ("5′10″", ["5", "ft", "10", "inch"]),
        ("6'", ["6", "ft"]),
        ("1,200 kcal", ["1200", "kcal"]),
        ("8,8,7", ["8", ",", "8", ",", "7"]),
        ("1.5 cups", ["1.5", "cups"]),
        ("1/2 cup", ["1/2", "cup"]),
        ("1½ bananas", ["1.5", "bananas"]),
        ("½ avocado", ["1/2", "avocado"]),
        ("pull-ups", ["pull", "ups"]),
        ("2-3 days", ["2", "-", "3", "days"]),
        ("-5 kg", ["-", "5", "kg"]),
        ("2026-11-20", ["2026", "-", "11", "-", "20"]),
        ("20/11/2026", ["20", "/", "11", "/", "2026"]),
        ("7:30pm", ["7", ":", "30", "pm"]),
        ("ok, what now?", ["ok", ",", "what", "now", "?"]),
        ("1h30", ["1", "h", "30"]),
        ("10k steps", ["10", "k", "steps"]),
        ("“quoted” words", ["quoted", "words"]),
        ("café crème", ["café", "crème"]),
        ("  spaced   out  ", ["spaced", "out"]),
        ("2% milk", ["2", "%", "milk"]),
        ("squat @ rpe 8", ["squat", "@", "rpe", "8"]),
    ]

    @Test(arguments: cases)
    func cutsLines(_ line: String, _ expected: [String]) {
        #expect(Tokenizer.tokens(line).map(\.text) == expected)
    }

    @Test func numbersCarryTheirValues() {
        let values = Tokenizer.tokens("2 1.5 1/2 1,200 1½ ¾").compactMap(\.number)
        #expect(values == [2, 1.5, 0.5, 1200, 1.5, 0.75])
    }

    @Test func attachmentIsKept() {
        let tokens = Tokenizer.tokens("82kg and 5 x")
        #expect(tokens.map(\.isAttached) == [false, true, false, false, false])
    }

    @Test func rangesPointIntoTheLine() {
        let line = "Marco here, 27 yo"
        let tokens = Tokenizer.tokens(line)
        #expect(tokens.map { String(line[$0.range]) } == ["Marco", "here", ",", "27", "yo"])
    }

    /// `texts` (the names' and the lexicon's fast path for plain lowercase words) and `key` cut
    /// every text as `tokens` does: lines of the cases, random text over a small alphabet, and
    /// plain words with runs of spaces, tabs and line ends.
    @Test func textsAndKeysAreTheTokensTexts() {
        var generator = SeededGenerator(seed: 22)
        let mixed = Array("ab 12.,/'\"-x×½é?!:%\t\n😀AZ")
        let plain = Array("abz  \t\r\n")
        var lines = Self.cases.map(\.0) + ["", " ", "a", "a b", " a  b ", "a\tb\nc", "ab cd ef"]
        for alphabet in [mixed, plain] {
            for _ in 0..<1_000 {
                lines.append(String((0..<Int.random(in: 0...16, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
            }
        }
        for line in lines {
            let texts = Tokenizer.tokens(line).map(\.text)
            #expect(Tokenizer.texts(line) == texts, "\(line.debugDescription)")
            #expect(Tokenizer.key(line) == texts.joined(separator: " "), "\(line.debugDescription)")
        }
    }

    /// Whatever the text, the tokenizer ends, each token is non-empty and lies in the line, in order.
    @Test func anyTextIsCutSafely() {
        var generator = SeededGenerator(seed: 19)
        let alphabet = Array("ab 12.,/'\"-x×½é?!:%\u{0301}\u{200D}\t\n😀")
        for _ in 0..<2_000 {
            let line = String((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let tokens = Tokenizer.tokens(line)
            var previous = line.startIndex
            for token in tokens {
                #expect(!token.text.isEmpty)
                #expect(token.range.lowerBound >= previous)
                previous = token.range.upperBound
            }
        }
    }
}

/// A small deterministic generator for property tests.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
