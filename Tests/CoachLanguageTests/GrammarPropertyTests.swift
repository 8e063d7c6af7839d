import CoachLanguage
import Testing

/// Properties over many generated lines: every number spelled out reads back as itself, every
/// unit of the lexicon joins the number before it, and no line breaks the reader.
@Suite struct GrammarPropertyTests {
    static let ones = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
    static let teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    /// English words for 1...999, written independently of the grammar.
    static func spelled(_ n: Int) -> String {
        var parts: [String] = []
        if n >= 100 { parts += [ones[n / 100], "hundred"] }
        let rest = n % 100
        if rest > 0, n >= 100 { parts.append("and") }
        if rest >= 20 {
            parts.append(tens[rest / 10])
            if rest % 10 > 0 { parts.append(ones[rest % 10]) }
        } else if rest >= 10 {
            parts.append(teens[rest - 10])
        } else if rest > 0 {
            parts.append(ones[rest])
        }
        return parts.joined(separator: " ")
    }

    @Test func everySpelledNumberReadsBack() {
        for n in 1...999 {
            let line = LanguageFixture.read(Self.spelled(n))
            #expect(line.entities.map(\.value) == [.number(Double(n))], "\(Self.spelled(n))")
        }
    }

    @Test func everyUnitJoinsItsNumber() {
        var generator = SeededGenerator(seed: 7)
        let units = LanguageFixture.lexicon.entries(slot: "unit").filter { $0.value(of: "multiplier") == nil }
        #expect(units.count > 60)
        for entry in units {
            let amount = Double(Int.random(in: 1...900, using: &generator)) / 4
            let written = amount == amount.rounded() ? String(Int(amount)) : String(amount)
            let line = LanguageFixture.read("about \(written) \(entry.key) today")
            let quantity = line.entities.compactMap { $0.amount() }.first
            #expect(quantity?.value == amount, "\(written) \(entry.key)")
            #expect(quantity?.unit == entry.value(of: "unit"), "\(written) \(entry.key)")
        }
    }

    @Test func digitsReadAsWritten() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let whole = Int.random(in: 0...99_999, using: &generator)
            let tenths = Int.random(in: 0...9, using: &generator)
            let line = LanguageFixture.read("\(whole).\(tenths)")
            #expect(line.entities.first?.number == Double(whole) + Double(tenths) / 10)
        }
    }

    @Test func anyWordsReadWithoutTrouble() {
        var generator = SeededGenerator(seed: 23)
        let words = LanguageFixture.lexicon.entries.map(\.key) + ["eggs", "7", "1/2", "-", ",", "?", "x", "5'10", "and", "a"]
        for _ in 0..<1_500 {
            let line = (0..<Int.random(in: 1...12, using: &generator)).map { _ in words.randomElement(using: &generator) ?? "" }
                .joined(separator: " ")
            let read = LanguageFixture.read(line)
            var end = 0
            for entity in read.entities {
                #expect(entity.range.lowerBound >= end)
                #expect(entity.range.upperBound <= read.tokens.count)
                end = entity.range.upperBound
            }
        }
    }
}
