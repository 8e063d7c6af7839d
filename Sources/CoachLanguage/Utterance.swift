/// One line, read once: its tokens, the lexicon's spans, the grammar's entities and its act.
/// Everything the coach's rules ask of a line they ask of this.
public struct Utterance: Sendable {
    /// The line as the user wrote it.
    public let text: String
    public let tokens: [Token]
    /// Every lexicon span, in line order, the longer first at a position (they may overlap).
    public let spans: [Span]
    /// The grammar's values, left to right, none overlapping.
    public let entities: [Entity]
    public let act: DialogueAct
    /// What the reader knew besides the line (``Language/read(_:context:)``): a reader needing
    /// another context reads the text again, one with the same does not.
    public let context: [Meaning]
    /// The spans by position, for the questions a reader asks of one place in the line.
    let positions: SpanPositions

    public init(text: String, tokens: [Token], spans: [Span], entities: [Entity], act: DialogueAct, context: [Meaning] = []) {
        self.text = text
        self.context = context
        self.tokens = tokens
        self.spans = spans
        self.entities = entities
        self.act = act
        positions = SpanPositions(tokens: tokens, spans: spans, entities: entities)
    }

    /// The tokens' texts.
    public var words: [String] { tokens.map(\.text) }

    /// The words joined by single spaces (symbols included).
    public var key: String { words.joined(separator: " ") }

    public var isEmpty: Bool { tokens.isEmpty }

    /// The spans giving `slot` a value, none overlapping another: at each position the longest,
    /// left to right. With `value`, only those giving it that value.
    public func spans(_ slot: String, _ value: String? = nil) -> [Span] {
        var kept: [Span] = []
        var end = 0
        for span in spans where span.range.lowerBound >= end {
            guard let given = span.value(of: slot), value == nil || given == value else { continue }
            kept.append(span)
            end = span.range.upperBound
        }
        return kept
    }

    /// Whether a span that is not negated gives `slot` a value (that value, when given).
    public func has(_ slot: String, _ value: String? = nil) -> Bool {
        spans.contains { !$0.negated && $0.value(of: slot) != nil && (value == nil || $0.value(of: slot) == value) }
    }

    /// The value of the first span giving `slot` one that is not negated.
    public func value(_ slot: String) -> String? {
        spans(slot).first { !$0.negated }?.value(of: slot)
    }

    /// The strongest span giving `slot` a value, not negated (the first among equals).
    public func strongest(_ slot: String) -> Span? {
        spans(slot).filter { !$0.negated }.max { $0.strength < $1.strength }
    }

    /// The user's own text over `range` of tokens (their casing and spelling).
    public func original(_ range: Range<Int>) -> String {
        let clamped = range.clamped(to: 0..<tokens.count)
        guard let first = clamped.first, let last = clamped.last else { return "" }
        return String(text[tokens[first].range.lowerBound..<tokens[last].range.upperBound])
    }

    /// The user's text after the tokens up to `position` (the rest of the line, as typed).
    public func original(from position: Int) -> String { original(position..<tokens.count) }

    // MARK: entities

    /// The quantities of `quantity` (`mass`, `length`, `duration` ...), with their token ranges.
    public func amounts(of quantity: String) -> [(value: Double, unit: String, range: Range<Int>)] {
        entities.compactMap { entity in entity.amount(of: quantity).map { ($0.value, $0.unit, entity.range) } }
    }

    /// The numbers that stand alone (no unit), articles left out unless `articles`.
    public func numbers(articles: Bool = false) -> [Entity] {
        entities.filter { $0.number != nil && (articles || !$0.isArticle) }
    }

    /// The days the line names.
    public var days: [(day: DayReference, range: Range<Int>)] {
        entities.compactMap { entity in entity.day.map { ($0, entity.range) } }
    }

    /// The unit a bare number at `position` carries over from the line before it: the unit of
    /// the last quantity of `quantity` written before it ("225 lbs, then ... 135" is 135 lb).
    public func carriedUnit(at position: Int, of quantity: String) -> String? {
        entities.last { $0.range.upperBound <= position && $0.amount(of: quantity) != nil }?.amount(of: quantity)?.unit
    }

    /// The entity covering token `position`.
    public func entity(at position: Int) -> Entity? {
        entities.first { $0.range.contains(position) }
    }
}

/// The coach's language: the lexicon compiled into its matcher, and the grammar. Reading a
/// line is one tokenizer pass, one matcher pass and one grammar pass.
public struct Language: Sendable {
    public let lexicon: Lexicon
    let matcher: Matcher
    let grammar = Grammar()

    public init(lexicon: Lexicon) {
        self.lexicon = lexicon
        matcher = Matcher(lexicon: lexicon)
    }

    /// `text` read. `context`: what the reader knows besides the line (the field the coach just
    /// asked about, as `asked=FIELD`), which lexicon cues may ask for.
    public func read(_ text: String, context: [Meaning] = []) -> Utterance {
        let tokens = Tokenizer.tokens(text)
        let spans = matcher.spans(in: tokens, context: context)
        return Utterance(text: text, tokens: tokens, spans: spans, entities: grammar.entities(in: tokens, spans: spans),
                         act: DialogueAct.of(spans, tokens: tokens), context: context)
    }
}
