import CoachLanguage

/// Finds known names (foods, exercises) among a line's tokens: each name and alias is cut by the
/// language's ``Tokenizer`` once, when the list is indexed, so a name matches a line exactly
/// when their tokens agree ("pull-ups" and "pull ups" are both `pull ups`). A lookup is one
/// dictionary access per candidate phrase; the longest name wins, the rightmost on ties
/// ("chocolate milk" is chocolate milk, "a glass of milk" is milk).
struct PhraseIndex: Sendable {
    private var keys: [String: Int] = [:]
    /// The most tokens a name has.
    private(set) var longestKey = 1

    init() {}

    /// Indexes each record's phrases (its name and aliases) under the record's position.
    init(phrasesByRecord: [[String]]) {
        keys.reserveCapacity(phrasesByRecord.reduce(0) { $0 + $1.count })
        for (position, phrases) in phrasesByRecord.enumerated() {
            for phrase in phrases { add(phrase, index: position) }
        }
    }

    /// Adds `phrase` for the record at `index`; the first record keeps a key used twice. A name
    /// written with a dash between other marks ("7-up", "t-spine") is also found without it.
    package mutating func add(_ phrase: String, index: Int) {
        let words = Tokenizer.tokens(phrase).map(\.text)
        guard !words.isEmpty else { return }
        let plain = words.filter { $0 != "-" }
        for variant in [words, plain] where !variant.isEmpty {
            let key = variant.joined(separator: " ")
            if keys[key] == nil { keys[key] = index }
            longestKey = max(longestKey, variant.count)
        }
    }

    /// The record whose name is exactly `phrase` (or its singular).
    func exact(_ phrase: String) -> Int? {
        let words = Tokenizer.tokens(phrase).map(\.text)
        guard !words.isEmpty else { return nil }
        return record(words[...])
    }

    /// The record named by exactly `words` (or with the last one singular).
    func record(_ words: ArraySlice<String>) -> Int? {
        ParseWork.count()
        let key = words.joined(separator: " ")
        if let found = keys[key] { return found }
        guard let last = words.last else { return nil }
        let singular = TextTools.singular(last)
        guard singular != last else { return nil }
        return keys[words.dropLast().joined(separator: " ") + (words.count > 1 ? " " : "") + singular]
    }

    /// The longest known name inside `tokens` (each token's text), with the range it covers.
    func longestMatch(in tokens: [String]) -> (index: Int, range: Range<Int>)? {
        guard !tokens.isEmpty else { return nil }
        for length in stride(from: min(longestKey, tokens.count), through: 1, by: -1) {
            for start in stride(from: tokens.count - length, through: 0, by: -1) {
                if let index = record(tokens[start..<(start + length)]) {
                    return (index, start..<(start + length))
                }
            }
        }
        return nil
    }

    /// The length of the longest name starting at `start` of `tokens`, if one does.
    func longestName(startingAt start: Int, in tokens: [String]) -> Int? {
        guard start < tokens.count else { return nil }
        for length in stride(from: min(longestKey, tokens.count - start), through: 1, by: -1)
            where record(tokens[start..<(start + length)]) != nil {
            return length
        }
        return nil
    }
}
