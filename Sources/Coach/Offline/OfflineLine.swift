import CoachDomain
import CoachLanguage

/// One line of a message as the offline rules read it: the utterance (tokens, lexicon spans,
/// grammar entities and act, read once), what the rules read it against (the profile, the turn's
/// day, the field onboarding asked about) and the readers they use. Rules ask it for spans by
/// slot, never for words.
package struct OfflineLine: Sendable {
    package let utterance: Utterance
    package let profile: Profile
    /// The day of the turn.
    package let today: CalendarDay
    /// The profile field onboarding asked about last, if any.
    package let asked: String?
    package let readers: OfflineReaders
    /// The positions of the tokens that carry content: words and numbers, not punctuation nor
    /// the openers a clause may start with ("ok", "so").
    package let content: [Int]
    /// The day the line names at its start or its end, if any.
    package let day: LineDay?
    /// The coaching topic the line names, if any (`data/coaching.json`'s keywords).
    package let topic: LibraryMatch?
    /// The spans starting at each position, longest first (negated ones included).
    private let byStart: [[Span]]
    private let isContent: [Bool]

    init(text: String, profile: Profile, today: CalendarDay, asked: String?, readers: OfflineReaders) {
        let utterance = readers.language.read(text, context: asked.map { [Meaning("asked", $0)] } ?? [])
        self.utterance = utterance
        self.profile = profile
        self.today = today
        self.asked = asked
        self.readers = readers
        let count = utterance.tokens.count
        var byStart = Array(repeating: [Span](), count: count + 1)
        var opener = Array(repeating: false, count: count)
        for span in utterance.spans {
            byStart[span.range.lowerBound].append(span)
            if span.value(of: "opener") != nil { for position in span.range { opener[position] = true } }
        }
        self.byStart = byStart
        let isContent = utterance.tokens.indices.map { utterance.tokens[$0].kind != .symbol && !opener[$0] }
        self.isContent = isContent
        content = utterance.tokens.indices.filter { isContent[$0] }
        day = LineDay.find(in: utterance, content: content, byStart: byStart)
        topic = readers.library.match(utterance.words)
    }

    package var text: String { utterance.text }
    package var act: DialogueAct { utterance.act }
    package var year: Int { today.year }
    /// How many content tokens the line has.
    package var size: Int { content.count }

    /// Whether a word of the line says its act (not only its punctuation or the default).
    package var actIsSaid: Bool { utterance.spans.contains { $0.value(of: "act") != nil } }

    /// Whether the token at `position` carries content.
    package func isContent(_ position: Int) -> Bool { position >= 0 && position < isContent.count && isContent[position] }

    /// The longest span at `position` giving `slot` a value (that value, when given), not negated.
    package func span(at position: Int, _ slot: String, _ value: String? = nil) -> Span? {
        guard position >= 0, position < byStart.count else { return nil }
        return byStart[position].first { span in
            !span.negated && span.value(of: slot).map { value == nil || $0 == value } == true
        }
    }

    /// The spans giving `slot` a value, none overlapping another, not negated.
    package func spans(_ slot: String, _ value: String? = nil) -> [Span] {
        utterance.spans(slot, value).filter { !$0.negated }
    }

    /// The first content position at or after `position` (the end when there is none).
    package func nextContent(from position: Int) -> Int {
        var position = max(0, position)
        while position < isContent.count, !isContent[position] { position += 1 }
        return position
    }

    /// Where the line's own words start: its first content token, past a day said first
    /// ("yesterday I had ..." starts at "I").
    package var start: Int {
        if let day, day.atStart { return nextContent(from: day.range.upperBound) }
        return nextContent(from: 0)
    }

    /// Where the line's own words end: the token after the last, before a day said last
    /// (punctuation after the day is dropped with it).
    package var end: Int {
        if let day, !day.atStart { return day.range.lowerBound }
        return utterance.tokens.count
    }

    /// How many content tokens `ranges` cover, each counted once.
    package func explained(_ ranges: [Range<Int>]) -> Int {
        var seen = Set<Int>()
        for range in ranges { for position in range where isContent(position) { seen.insert(position) } }
        return seen.count
    }

    /// How many content tokens `range` holds.
    package func size(of range: Range<Int>) -> Int { explained([range]) }

    /// The score of a reading that rests on `spans` and on `found` things a parser read, and
    /// accounts for the content tokens of `spans` and `ranges` (the day it read, the text a parser
    /// read) plus `estimated` tokens a parser read without saying which; `acts`: the acts the
    /// rule answers.
    package func score(_ spans: [Span], found: Int = 0, explaining ranges: [Range<Int>] = [], estimated: Int = 0,
                       acts: Set<DialogueAct>) -> RuleScore {
        let evidence = spans.reduce(0) { $0 + $1.strength } + 2 * found
        let explained = explained(spans.map(\.range) + ranges) + estimated
        return RuleScore(evidence: evidence, explained: explained, total: size, actFits: actIsSaid && acts.contains(act))
    }

    /// The user's text over `range` of tokens, whitespace collapsed, without separators (`,` `;`
    /// `:` `-`) at either end (a minus sign before a number stays: "-5 eggs" is refused, never
    /// read as 5).
    package func text(_ range: Range<Int>) -> String {
        let tokens = utterance.tokens
        var range = range.clamped(to: 0..<tokens.count)
        while let first = range.first, tokens[first].kind == .symbol, Self.isSeparator(tokens[first]),
              !(tokens[first].text == "-" && first + 1 < tokens.count && tokens[first + 1].kind == .number
                && tokens[first + 1].isAttached) {
            range = range.dropFirst()
        }
        while let last = range.last, tokens[last].kind == .symbol, Self.isSeparator(tokens[last]) { range = range.dropLast() }
        return utterance.original(range).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `,` `;` `:` `-`: what joins a cut-off lead or day to the rest.
    static func isSeparator(_ token: Token) -> Bool {
        token.isSymbol(",") || token.isSymbol(";") || token.isSymbol(":") || token.isSymbol("-")
    }

    /// The content words of `range`, as the tokenizer wrote them (lowercased).
    package func words(_ range: Range<Int>) -> [String] {
        range.clamped(to: 0..<utterance.tokens.count).filter(isContent).map { utterance.tokens[$0].text }
    }

    /// The line's content words joined by spaces ("my goal is 2200 kcal a day").
    package var bare: String { words(0..<utterance.tokens.count).joined(separator: " ") }

    /// The day `reference` as a tool's `day` argument: nil for today, `yesterday`, `tomorrow`,
    /// a weekday's name, or YYYY-MM-DD.
    package func argument(_ reference: DayReference) -> String? {
        switch reference {
        case .relative(0): return nil
        case .relative(-1): return "yesterday"
        case .relative(1): return "tomorrow"
        case .relative(let days): return today.adding(days: days).iso
        case .weekday(let number, _): return Weekday(iso: number)?.fullName.lowercased()
        case .date(let year, let month, let day): return CalendarDay(year: year, month: month, day: day)?.iso
        }
    }
}
