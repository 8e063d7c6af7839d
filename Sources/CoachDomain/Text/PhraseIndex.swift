/// Finds known names (foods, exercises) in text: exact lookups and the longest name that occurs
/// as consecutive words, preferring the rightmost on ties ("chocolate milk" -> milk).
struct PhraseIndex: Sendable {
    private var keys: [String: Int] = [:]
    private(set) var longestKey = 1

    init() {}

    /// Indexes each record's phrases (its name and aliases) under the record's position.
    init(phrasesByRecord: [[String]]) {
        for (position, phrases) in phrasesByRecord.enumerated() {
            for phrase in phrases { add(phrase, index: position) }
        }
    }

    /// Adds `phrase` (already normalised) for the record at `index`; the first record keeps a duplicate key.
    package mutating func add(_ phrase: String, index: Int) {
        let clean = TextTools.tokens(TextTools.normalize(phrase)).joined(separator: " ")
        guard !clean.isEmpty else { return }
        for variant in [clean, clean.replacingOccurrences(of: "-", with: " ")] where keys[variant] == nil {
            keys[variant] = index
            longestKey = max(longestKey, variant.split(separator: " ").count)
        }
    }

    /// The record whose name is exactly `phrase` (or its singular).
    func exact(_ phrase: String) -> Int? {
        let clean = TextTools.tokens(TextTools.normalize(phrase)).joined(separator: " ")
        return keys[clean] ?? keys[TextTools.singularPhrase(clean)]
    }

    /// The longest known name inside `tokens`, with the range of words it covers.
    func longestMatch(in tokens: [String]) -> (index: Int, range: Range<Int>)? {
        guard !tokens.isEmpty else { return nil }
        for length in stride(from: min(longestKey, tokens.count), through: 1, by: -1) {
            for start in stride(from: tokens.count - length, through: 0, by: -1) {
                let phrase = tokens[start..<(start + length)].joined(separator: " ")
                if let index = keys[phrase] ?? keys[TextTools.singularPhrase(phrase)] {
                    return (index, start..<(start + length))
                }
            }
        }
        return nil
    }
}
