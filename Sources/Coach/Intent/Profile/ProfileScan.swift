import CoachDomain
import CoachLanguage
import LLM

/// One line being read for profile facts: the language's reading of it (tokens, lexicon spans,
/// the grammar's numbers and quantities), which tokens a fact has used, and the facts found so
/// far. The phrase readers (``BodyPhrases``, ``ChoicePhrases`` ...) work on it in turn; they ask
/// it for slots and values of the lexicon (`data/lexicon/profile-*.lexicon`), never for words.
struct ProfileScan {
    /// The line as the language read it (with the field asked as context: `asked=FIELD`).
    let line: Utterance
    /// For values read on their own (a field named in the line: "change my height to 180").
    let language: Language
    /// The tokens' texts: lowercased, apostrophes dropped, punctuation a token of its own.
    let words: [String]
    private(set) var used: [Bool]
    /// The field a question asked for: its bare answers ("80", "three") are read as that field.
    let asked: String?
    /// The field the user gave a value for last: a bare number in a correction ("actually make
    /// that 145") is that field's.
    let lastGiven: String?
    let profile: Profile
    let context: ProfileContext
    /// Facts found, as canonical JSON by key (checked by the table afterwards).
    private(set) var candidates: [String: JSONValue] = [:]
    var cleared: Set<String> = []
    /// The line corrects what was said ("actually", "no, ..."): lists are replaced, not added to.
    var isCorrection = false
    /// "lose 5 kg": resolved against the current weight at the end, in kg.
    var weightChange: Double?
    /// The units the user wrote a weight or height in.
    var unitsSeen: UnitSystem?
    /// For each position (and the end), the first token of its clause: found in one pass.
    private let clauseStarts: [Int]

    /// `line` read for the facts it states; `asked` and `lastGiven` as the conversation stands.
    init(_ line: Utterance, asked: String?, lastGiven: String? = nil, profile: Profile, context: ProfileContext,
         language: Language) {
        self.line = line
        self.language = language
        words = line.words
        used = Array(repeating: false, count: line.tokens.count)
        var starts = [0]
        starts.reserveCapacity(line.tokens.count + 1)
        for index in line.tokens.indices {
            let boundary = line.isClauseBoundary(index) || line.covers(index, "fact_break")
            starts.append(boundary ? starts.count : starts[starts.count - 1])
        }
        clauseStarts = starts
        ParseWork.count(line.tokens.count)
        self.asked = asked
        self.lastGiven = lastGiven
        self.profile = profile
        self.context = context
    }

    /// `text` read with the field asked as the reader's context.
    init(_ text: String, asked: String?, lastGiven: String? = nil, profile: Profile, context: ProfileContext,
         language: Language) {
        self.init(language.read(text, context: Self.readingContext(asked: asked)), asked: asked, lastGiven: lastGiven,
                  profile: profile, context: context, language: language)
    }

    /// What the language is told besides the line: the field just asked (`asked=FIELD`), which
    /// the lexicon's weak answers (`cue=asked=FIELD`) ask for.
    static func readingContext(asked: String?) -> [Meaning] {
        asked.map { [Meaning("asked", $0)] } ?? []
    }

    var count: Int { words.count }

    func word(_ index: Int) -> String { index >= 0 && index < words.count ? words[index] : "" }

    /// The user's own text over `range` of tokens (their casing, spacing and spelling).
    func original(_ range: Range<Int>) -> String { line.original(range) }

    /// Whether `field` is the one asked for.
    func isAsked<V>(_ field: ProfileField<V>) -> Bool { asked == field.key }

    /// Whether a fact for `field` was found.
    func has<V>(_ field: ProfileField<V>) -> Bool { candidates[field.key] != nil }

    /// Proposes a value (the first one found for a field stands).
    mutating func propose<V: ProfileValue>(_ field: ProfileField<V>, _ value: V) {
        if candidates[field.key] == nil { candidates[field.key] = value.json }
    }

    /// Proposes a value, replacing any found before.
    mutating func replace<V: ProfileValue>(_ field: ProfileField<V>, _ value: V) { candidates[field.key] = value.json }

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

    /// The first token of the clause holding `index` (a clause ends at the language's clause
    /// marks and at `fact_break` words: "I'm 34 and I weigh 80").
    func clauseStart(_ index: Int) -> Int {
        ParseWork.count()
        return index > 0 ? clauseStarts[min(index, count)] : index
    }

    // MARK: the lexicon's spans

    /// The longest span at `index` giving `slot` a value (`value`, when given).
    func span(at index: Int, _ slot: String, _ value: String? = nil) -> Span? { line.span(at: index, slot, value) }

    /// Whether a span at `index` gives `slot` a value.
    func starts(_ slot: String, at index: Int) -> Bool { line.span(at: index, slot) != nil }

    /// The spans giving `slot` a value among the unused tokens, left to right, the longest first
    /// at each token, none overlapping another.
    func matches(_ slot: String) -> [Span] {
        var found: [Span] = []
        var index = 0
        while index < count {
            ParseWork.count()
            if let span = line.spans(startingAt: index).first(where: { $0.gives(slot) && isUnused($0.range) }) {
                found.append(span)
                index = span.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// The first of ``matches(_:)`` that is not negated.
    func first(_ slot: String) -> Span? { matches(slot).first { !$0.negated } }

    /// The nearest span giving `slot` a value that ends at or before `index`, at most `window`
    /// tokens back and in the same clause (the longest where several end at one token).
    func preceding(_ slot: String, _ value: String? = nil, at index: Int, window: Int = 4) -> Span? {
        let start = max(clauseStart(index), index - window)
        for end in stride(from: index, to: start, by: -1) {
            ParseWork.count()
            if let span = line.spans(endingAt: end).first(where: { $0.gives(slot, value) && $0.range.lowerBound >= start }) {
                return span
            }
        }
        return nil
    }

    /// Whether a span giving `slot` a value ends just before `index`, in the same clause.
    func preceded(by slot: String, _ value: String? = nil, at index: Int, window: Int = 4) -> Bool {
        preceding(slot, value, at: index, window: window) != nil
    }

    /// Whether the line holds a span giving `slot` a value anywhere.
    func contains(_ slot: String, _ value: String? = nil) -> Bool { line.spans.contains { $0.gives(slot, value) } }

    /// Whether a negation reaches `index` (the language's rule: within three tokens, same clause).
    func isNegated(_ index: Int) -> Bool { line.isNegated(at: index) }

    /// Whether `index` is past the line's end or ends a clause (a comma, "and", "but" ...).
    func isBreak(_ index: Int) -> Bool {
        index >= count || line.isClauseBoundary(index) || line.covers(index, "fact_break")
    }

    /// Whether the clause holding `index` reports something done ("walked 10k steps", "I did
    /// legs on Saturday"): a report is logged, it states no fact about the user.
    func isReport(at index: Int) -> Bool {
        let start = clauseStart(index)
        var end = index
        while end < count, !isBreak(end) { end += 1 }
        return (start..<end).contains { line.covers($0, "past") }
    }

    // MARK: numbers

    /// The number at `index` and how many tokens it takes: digits, words ("thirty-two"),
    /// "once"/"twice"; articles ("a", "half a") only with `articles`; never one with a minus.
    func number(at index: Int, articles: Bool = false) -> (value: Double, length: Int)? {
        guard index >= 0, index < count else { return nil }
        if let times = span(at: index, "times"), let value = times.value(of: "times").flatMap(Double.init) {
            return (value, times.range.count)
        }
        guard let reading = line.number(at: index), !reading.isNegative else { return nil }
        if !articles, reading.isArticle || starts("article", at: index) || starts("fraction", at: index) { return nil }
        return (reading.value, reading.range.count)
    }

    /// The number at `index` when it is written in digits (a token of its own).
    func digits(at index: Int) -> Double? {
        guard index >= 0, index < count, line.tokens[index].kind == .number else { return nil }
        return line.tokens[index].number
    }

    /// The grammar's entity starting at `index`.
    func entity(at index: Int) -> Entity? { line.entity(startingAt: index) }
}
