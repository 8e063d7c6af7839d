import Foundation

/// Small, deterministic text helpers shared by the parsers.
package enum TextTools {
    /// Lowercased, typographic quotes and apostrophes removed, `×` as `x`, whitespace collapsed.
    ///
    /// One pass over the scalars: each is lowercased, replaced from ``replacements`` or, when
    /// it is whitespace, folded into the single space written before the next word. Below
    /// U+0300 every scalar is a character of its own, so this is exactly the replacement of
    /// characters. A scalar that could join its neighbour into one character (a combining
    /// mark, a joiner, anything from U+0300 up that is neither whitespace nor replaced) sends
    /// the text to the former, character-matching path, so the result never differs.
    package static func normalize(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var pendingSpace = false
        func emit(_ scalar: Unicode.Scalar) {
            if pendingSpace, !out.isEmpty { out.append(" ") }
            pendingSpace = false
            out.append(scalar)
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                switch value {
                case 0x09...0x0D, 0x20: pendingSpace = true
                case 0x27: break  // '
                case 0x41...0x5A: emit(Unicode.Scalar(UInt8(value + 0x20)))
                default: emit(scalar)
                }
            } else if let replacement = replacements[scalar] {
                for piece in replacement.unicodeScalars {
                    if piece == " " { pendingSpace = true } else { emit(piece) }
                }
            } else if scalar.properties.isWhitespace {
                pendingSpace = true
            } else if value < 0x300 {
                for piece in scalar.properties.lowercaseMapping.unicodeScalars { emit(piece) }
            } else {
                return normalizeByCharacter(text)
            }
        }
        return String(out)
    }

    /// The replacements ``normalize(_:)`` makes (after lowercasing), in the order the former
    /// path applies them.
    static let orderedReplacements: [(from: Unicode.Scalar, to: String)] = [
        ("\u{2019}", ""), ("'", ""), ("\u{2018}", ""), ("\u{201C}", "\""), ("\u{201D}", "\""), ("\u{00D7}", "x"),
        ("\u{2013}", "-"), ("\u{2014}", " - "), ("\u{00BD}", " 1/2"), ("\u{00BC}", " 1/4"), ("\u{00BE}", " 3/4"),
    ]

    /// ``orderedReplacements`` as a lookup.
    static let replacements: [Unicode.Scalar: String] = Dictionary(uniqueKeysWithValues: orderedReplacements.map { ($0.from, $0.to) })

    /// ``normalize(_:)`` for text holding a scalar that may join its neighbours (a combining
    /// mark, a joiner, a letter of another script): the eleven replacements and the split on
    /// whitespace characters, whose matching around such scalars (a joiner after `’` still
    /// lets it match, a combining mark does not) the one pass does not model.
    private static func normalizeByCharacter(_ text: String) -> String {
        var out = text.lowercased()
        for (from, to) in orderedReplacements {
            out = out.replacingOccurrences(of: String(from), with: to)
        }
        return collapse(out)
    }

    /// Runs of whitespace as one space, trimmed.
    package static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Words, with surrounding punctuation trimmed (`toast.` is `toast`); keeps `1.5`, `1/2`, `2%` and `pull-ups` whole.
    package static func tokens(_ text: String) -> [String] {
        let edge = CharacterSet(charactersIn: ",.!?;:()[]{}\"*")
        ParseWork.count(1 + text.utf8.count / 4)
        return text.split(whereSeparator: { $0.isWhitespace })
            .map { String($0).trimmingCharacters(in: edge) }
            .filter { !$0.isEmpty }
    }

    /// A naive English singular: berries -> berry, tomatoes -> tomato, eggs -> egg, glass stays.
    package static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// Whether `phrase` occurs in `text` on word boundaries. To ask about many phrases, split
    /// the text once (``PhraseText``) and ask it.
    static func containsPhrase(_ text: String, _ phrase: String) -> Bool {
        PhraseText.memoised(text).contains(phrase)
    }
}
