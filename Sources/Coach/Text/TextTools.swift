import Foundation

/// Small, deterministic text helpers shared by the parsers.
enum TextTools {
    /// Lowercased, typographic quotes and apostrophes removed, `×` as `x`, whitespace collapsed.
    static func normalize(_ text: String) -> String {
        var out = text.lowercased()
        for (from, to) in [("\u{2019}", ""), ("'", ""), ("\u{2018}", ""), ("\u{201C}", "\""), ("\u{201D}", "\""),
                           ("\u{00D7}", "x"), ("\u{2013}", "-"), ("\u{2014}", " - "), ("\u{00BD}", " 1/2"),
                           ("\u{00BC}", " 1/4"), ("\u{00BE}", " 3/4")] {
            out = out.replacingOccurrences(of: from, with: to)
        }
        return collapse(out)
    }

    /// Runs of whitespace as one space, trimmed.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Words, with surrounding punctuation trimmed ("toast." -> "toast"); keeps "1.5", "1/2", "2%", "pull-ups".
    static func tokens(_ text: String) -> [String] {
        let edge = CharacterSet(charactersIn: ",.!?;:()[]{}\"*")
        return text.split(whereSeparator: { $0.isWhitespace })
            .map { String($0).trimmingCharacters(in: edge) }
            .filter { !$0.isEmpty }
    }

    /// A naive English singular: berries -> berry, tomatoes -> tomato, eggs -> egg, glass stays.
    static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }

    /// The phrase with its last word made singular.
    static func singularPhrase(_ phrase: String) -> String {
        var words = phrase.split(separator: " ").map(String.init)
        guard let last = words.last else { return phrase }
        words[words.count - 1] = singular(last)
        return words.joined(separator: " ")
    }

    /// Whether `text` starts with a question word or contains "?".
    static func isQuestion(_ text: String) -> Bool {
        if text.contains("?") { return true }
        let first = tokens(text).first ?? ""
        return ["how", "what", "whats", "why", "when", "where", "which", "should", "can", "could", "would", "is", "are",
                "do", "does", "will", "any", "tips", "advice"].contains(first)
    }

    /// Whether `phrase` occurs in `text` on word boundaries.
    static func containsPhrase(_ text: String, _ phrase: String) -> Bool {
        let padded = " " + tokens(text).joined(separator: " ") + " "
        return padded.contains(" " + phrase + " ")
    }
}

/// Numbers written as digits, fractions or words.
enum NumberWords {
    static let words: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "single": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "dozen": 12,
        "half": 0.5, "quarter": 0.25, "couple": 2, "few": 3, "double": 2, "some": 1,
    ]

    /// "2" -> 2, "1.5" -> 1.5, "1/2" -> 0.5, "two" -> 2; nil otherwise.
    static func value(_ token: String) -> Double? {
        if let number = Double(token), number.isFinite, number >= 0 { return number }
        let parts = token.split(separator: "/")
        if parts.count == 2, let top = Double(parts[0]), let bottom = Double(parts[1]), bottom > 0 {
            return top / bottom
        }
        return words[token]
    }

    /// Whether the token is written in digits (not a word like "a").
    static func isNumeric(_ token: String) -> Bool {
        guard let first = token.first else { return false }
        return first.isNumber && value(token) != nil
    }
}
