@testable import Coach
@testable import CoachDomain
import Foundation
import Testing
import TestThreads

/// `TextTools.normalize` is one pass over the scalars; it must give exactly what the eleven
/// `replacingOccurrences` calls it replaced gave, kept here as the reference.
@Suite("Text normalisation")
struct TextNormalizeTests {
    /// The former implementation: lowercase, eleven replacements, whitespace collapsed.
    static func reference(_ text: String) -> String {
        var out = text.lowercased()
        for (from, to) in [("\u{2019}", ""), ("'", ""), ("\u{2018}", ""), ("\u{201C}", "\""), ("\u{201D}", "\""),
                           ("\u{00D7}", "x"), ("\u{2013}", "-"), ("\u{2014}", " - "), ("\u{00BD}", " 1/2"),
                           ("\u{00BC}", " 1/4"), ("\u{00BE}", " 3/4")] {
            out = out.replacingOccurrences(of: from, with: to)
        }
        return out.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Scalars random strings are drawn from: ASCII, the replaced characters, every kind of
    /// whitespace, Latin-1 and accented capitals, and scalars that join characters (combining
    /// marks, a joiner, a prepended mark, regional indicators, an emoji, Greek capitals).
    static let alphabet: [Unicode.Scalar] = {
        var scalars = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        scalars += ["\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{2028}",
                    "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\u{200B}"]
        scalars += ["\u{2019}", "\u{2018}", "\u{201C}", "\u{201D}", "\u{00D7}", "\u{2013}", "\u{2014}", "\u{00BD}", "\u{00BC}",
                    "\u{00BE}"]
        scalars += ["\u{C9}", "\u{E9}", "\u{C0}", "\u{D6}", "\u{DF}", "\u{130}", "\u{178}", "\u{1C5}", "\u{AD}", "\u{7F}"]
        scalars += ["\u{301}", "\u{308}", "\u{200D}", "\u{FE0F}", "\u{600}", "\u{1F1FA}", "\u{1F1F8}", "\u{1F44D}",
                    "\u{3A3}", "\u{39F}", "\u{410}", "\u{1100}", "\u{1161}"]
        return scalars
    }()

    @Test("random strings normalise exactly as before", .ownThread)
    func randomStrings() {
        var random = SeededGenerator(state: 8_675_309)
        for round in 0..<20_000 {
            var text = String.UnicodeScalarView()
            let length = Int.random(in: 0...24, using: &random)
            // Most rounds draw only ASCII and the replaced characters (the fast path); the
            // rest draw from everything.
            let pool = round % 3 == 0 ? Self.alphabet : Array(Self.alphabet.prefix(95 + 16 + 10))
            for _ in 0..<length { text.append(pool.randomElement(using: &random)!) }
            let input = String(text)
            let got = TextTools.normalize(input)
            let want = Self.reference(input)
            if got != want {
                Issue.record("\(input.unicodeScalars.map { String($0.value, radix: 16) }): \(got.debugDescription) != \(want.debugDescription)")
                return
            }
        }
    }

    @Test("every food and exercise name and alias normalises exactly as before", .ownThread)
    func realNames() throws {
        let resources = try Fixtures.loaded.get()
        let names = resources.foods.records.flatMap { [$0.name] + $0.aliases }
            + resources.exercises.records.flatMap { [$0.name] + $0.aliases }
        #expect(names.count > 100)
        for name in names {
            #expect(TextTools.normalize(name) == Self.reference(name), "\(name)")
            let dressed = "  \(name.uppercased())\u{2019}s \u{2014} \u{00BD}\t\(name)\u{00D7}2 "
            #expect(TextTools.normalize(dressed) == Self.reference(dressed), "\(dressed)")
        }
    }

    @Test("hand-written cases")
    func examples() {
        #expect(TextTools.normalize("  I\u{2019}ve had 2\u{00D7} Eggs\u{2014}and\ttoast ") == "ive had 2x eggs - and toast")
        #expect(TextTools.normalize("\u{00BD} cup \u{201C}Greek\u{201D} yoghurt") == "1/2 cup \"greek\" yoghurt")
        #expect(TextTools.normalize("Caf\u{C9} Cr\u{E8}me") == "caf\u{E9} cr\u{E8}me")
        #expect(TextTools.normalize("e\u{301}\u{2019}s") == "e\u{301}s", "a combining mark takes the character path")
        #expect(TextTools.normalize("a \u{301}b") == "a b", "whitespace with a mark on it is still whitespace")
        #expect(TextTools.normalize("") == "")
        #expect(TextTools.normalize(" \n\t ") == "")
    }
}
