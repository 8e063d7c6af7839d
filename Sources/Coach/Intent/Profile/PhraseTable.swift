/// Phrases that name a value ("tough love" -> `.toughLove`). Strong phrases count anywhere;
/// weak ones ("short", "numbers") only where the question asked for that field.
struct PhraseTable<Value: Sendable>: Sendable {
    struct Match {
        let value: Value
        let range: Range<Int>
        /// Whether "no", "not", "dont" ... comes just before it.
        let negated: Bool
    }

    private let phrases: [(words: [String], value: Value, weak: Bool)]
    /// The phrases by their first word, longest first.
    private let byFirstWord: [String: [(words: [String], value: Value, weak: Bool)]]

    /// `strong` and `weak` as (phrase, value); a phrase is words separated by spaces.
    init(_ strong: [(String, Value)], weak: [(String, Value)] = []) {
        let all = strong.map { ($0.0, $0.1, false) } + weak.map { ($0.0, $0.1, true) }
        phrases = all.map { (words: $0.0.split(separator: " ").map(String.init), value: $0.1, weak: $0.2) }
            .sorted { $0.words.count > $1.words.count }
        byFirstWord = Dictionary(grouping: phrases) { $0.words.first ?? "" }
    }

    /// Every match among the unused words, left to right, the longest phrase first at each
    /// word; weak phrases only with `weak`.
    func matches(in scan: ProfileScan, weak: Bool) -> [Match] {
        var found: [Match] = []
        var index = 0
        while index < scan.count {
            var matched = false
            for phrase in byFirstWord[scan.word(index)] ?? [] where (weak || !phrase.weak) && scan.matches(phrase.words, at: index) {
                let range = index..<(index + phrase.words.count)
                guard scan.isUnused(range) else { continue }
                found.append(Match(value: phrase.value, range: range, negated: scan.isNegated(index)))
                index = range.upperBound
                matched = true
                break
            }
            if !matched { index += 1 }
        }
        return found
    }

    /// The first match that is not negated.
    func first(in scan: ProfileScan, weak: Bool) -> Match? {
        matches(in: scan, weak: weak).first { !$0.negated }
    }

    /// Whether any phrase matches `text` exactly (all its words).
    func value(exactly words: [String]) -> Value? {
        phrases.first { $0.words == words }?.value
    }
}
