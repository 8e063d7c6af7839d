import CoachDomain
import Foundation
import LLM

/// One line being read for profile facts: its words (lowercased, punctuation as words of its
/// own), which of them a fact has used, and the facts found so far. The phrase readers
/// (``BodyPhrases``, ``ChoicePhrases`` ...) work on it in turn.
struct ProfileScan {
    /// Lowercased words; `,` `;` `.` `!` `?` `:` are words of their own.
    let words: [String]
    /// The same words as typed (for names and free text).
    let originals: [String]
    private(set) var used: [Bool]
    /// The field a question asked for: its bare answers ("80", "three") are read as that field.
    let asked: String?
    let profile: Profile
    let context: ProfileContext
    /// Facts found, as canonical JSON by key (checked by the table afterwards).
    private(set) var candidates: [String: JSONValue] = [:]
    var cleared: Set<String> = []
    /// The line corrects what was said ("actually", "no, ..."): lists are replaced, not added to.
    var isCorrection = false
    /// "lose 5 kg": resolved against the current weight at the end.
    var weightChange: Double?
    /// The units the user wrote a weight or height in.
    var unitsSeen: UnitSystem?
    /// For each position (and the end), the first word of its clause: found in one pass, as
    /// walking back from every word made a long clause quadratic.
    private let clauseStarts: [Int]

    init(_ text: String, asked: String?, profile: Profile, context: ProfileContext) {
        let prepared = ProfileScan.prepare(text)
        originals = prepared
        words = prepared.map { $0.lowercased().replacingOccurrences(of: "'", with: "") }
        used = Array(repeating: false, count: prepared.count)
        var starts = [0]
        starts.reserveCapacity(words.count + 1)
        for word in words { starts.append(Self.boundaries.contains(word) ? starts.count : starts[starts.count - 1]) }
        clauseStarts = starts
        ParseWork.count(words.count)
        self.asked = asked
        self.profile = profile
        self.context = context
    }

    var count: Int { words.count }

    func word(_ index: Int) -> String { index >= 0 && index < words.count ? words[index] : "" }

    /// Whether `field` is the one asked for.
    func isAsked<V>(_ field: ProfileField<V>) -> Bool { asked == field.key }

    /// Whether a fact for `field` was found.
    func has<V>(_ field: ProfileField<V>) -> Bool { candidates[field.key] != nil }

    /// Proposes a value (the first one found for a field stands).
    mutating func propose<V>(_ field: ProfileField<V>, _ value: V) {
        if candidates[field.key] == nil { candidates[field.key] = value.json }
    }

    /// Proposes a value, replacing any found before.
    mutating func replace<V>(_ field: ProfileField<V>, _ value: V) { candidates[field.key] = value.json }

    /// Proposes canonical JSON for the field with `key`, replacing any found before.
    mutating func replace(key: String, json: JSONValue) { candidates[key] = json }

    /// A measure written in `system`: imperial, once seen, stays.
    mutating func saw(_ system: UnitSystem) {
        if unitsSeen != .imperial { unitsSeen = system }
    }

    mutating func use(_ range: Range<Int>) {
        for index in range where index >= 0 && index < used.count { used[index] = true }
    }

    func isUsed(_ index: Int) -> Bool { index >= 0 && index < used.count && used[index] }

    func isUnused(_ range: Range<Int>) -> Bool { range.allSatisfy { $0 >= 0 && $0 < count && !used[$0] } }

    /// Words that end a clause.
    static let boundaries: Set<String> = [",", ";", ".", "!", "?", "but", "and", "so", "because", "though", "also"]

    /// The first word of the clause holding `index`.
    func clauseStart(_ index: Int) -> Int {
        ParseWork.count()
        return index > 0 ? clauseStarts[min(index, count)] : index
    }

    /// Whether `phrase` (words) starts at `index`.
    func matches(_ phrase: [String], at index: Int) -> Bool {
        guard index >= 0, index + phrase.count <= count else { return false }
        for (offset, word) in phrase.enumerated() where words[index + offset] != word { return false }
        return true
    }

    /// Whether some phrase of `phrases` ends just before `index`, looking back at most over `window` words
    /// of the same clause.
    func preceded(by phrases: [[String]], at index: Int, window: Int = 4) -> Bool {
        let start = max(clauseStart(index), index - window)
        for end in stride(from: index, to: start, by: -1) {
            for phrase in phrases where end - phrase.count >= start && matches(phrase, at: end - phrase.count) { return true }
        }
        return false
    }

    /// Whether the word before `index` negates it ("no", "not", "dont" ... within three words).
    func isNegated(_ index: Int) -> Bool {
        preceded(by: Self.negations, at: index, window: 3)
    }

    static let negations: [[String]] = [["no"], ["not"], ["dont"], ["never"], ["without"], ["nor"], ["no", "longer"],
                                         ["do", "not"], ["cant"], ["cannot"], ["isnt"], ["arent"], ["wont"], ["except"]]

    /// Whether the line holds any of `phrases` anywhere.
    func contains(_ phrases: [[String]]) -> Bool {
        (0..<count).contains { index in phrases.contains { matches($0, at: index) } }
    }

    /// The unused words, in the user's casing, joined.
    var unusedText: String {
        (0..<count).filter { !used[$0] }.map { originals[$0] }.joined(separator: " ")
    }

    /// Whether any word that is not punctuation is left unused.
    var hasUnusedWords: Bool {
        (0..<count).contains { !used[$0] && !Self.punctuation.contains(words[$0]) && !Self.filler.contains(words[$0]) }
    }

    static let punctuation: Set<String> = [",", ";", ".", "!", "?", ":", "-", "/"]
    static let filler: Set<String> = ["and", "i", "im", "am", "a", "an", "the", "my", "is", "its", "it", "to", "of", "in",
                                      "on", "at", "be", "like", "with", "about", "around", "so", "also", "just", "really",
                                      "very", "um", "uh", "well", "yeah", "yes", "ok", "okay", "oh", "then", "too", "for"]

    // MARK: text preparation

    /// The rewriting rules of ``prepare(_:)``, compiled once.
    static let rules: [(NSRegularExpression, String)] = [
        (#"(\d+(?:\.\d+)?)\s*(?:'|ft\.?|feet|foot)\s*(\d{1,2}(?:\.\d+)?)\s*(?:"|''|in\b|inch(?:es)?\b)?"#, "$1 ft $2 in "),
        (#"(\d+(?:\.\d+)?)\s*'(?!\w)"#, "$1 ft "),
        (#"(\d+(?:\.\d+)?)\s*""#, "$1 in "),
        (#"(\d),(\d{3})(?!\d)"#, "$1$2"),
        (#"(\d),(\d{1,2})\s*(m|cm|kg)\b"#, "$1.$2 $3"),
        (#"(?i)(\d)(kgs?|kilos?|kilograms?|lbs?|pounds?|st|stones?|cm|m|ft|yo|yrs?|y/o|x|am|pm|k)(?![a-z0-9])"#, "$1 $2"),
        (#"(?i)(\d)(st|stones?)(\d)"#, "$1 $2 $3"),
        (#"(?i)\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?s?-(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)"#, "$1 to $3"),
        (#"([,;!?:()\[\]])"#, " $1 "),
        (#"\.(?!\d)"#, " . "),
    ].compactMap { pattern, template in (try? NSRegularExpression(pattern: pattern)).map { ($0, template) } }

    /// The line as words: typographic quotes made plain, feet and inches written out
    /// (`5'10"` -> `5 ft 10 in`), numbers split from units (`82kg` -> `82 kg`), thousands
    /// separators dropped, punctuation split off.
    static func prepare(_ text: String) -> [String] {
        var line = text
        for (from, to) in [("\u{2019}", "'"), ("\u{2018}", "'"), ("\u{2032}", "'"), ("\u{201C}", "\""), ("\u{201D}", "\""),
                           ("\u{2033}", "\""), ("\u{2013}", " - "), ("\u{2014}", " - "), ("&", " and "), ("\u{00BD}", ".5")] {
            line = line.replacingOccurrences(of: from, with: to)
        }
        for (regex, template) in rules {
            let range = NSRange(line.startIndex..., in: line)
            line = regex.stringByReplacingMatches(in: line, range: range, withTemplate: template)
        }
        return line.split(whereSeparator: { $0.isWhitespace }).map(String.init)
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"*()[]")) }
            .filter { !$0.isEmpty }
    }
}
