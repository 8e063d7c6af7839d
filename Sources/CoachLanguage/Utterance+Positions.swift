/// What a reader asks of one place in a line: the spans that start or end there, the number
/// read there (whatever entity holds it), and whether a negation reaches it. Each answer is a
/// lookup in tables made once per line, so a reader walking a line asks them at every token
/// and stays linear.
extension Utterance {
    /// The longest span starting at `position` that gives `slot` a value (`value`, when given),
    /// negated or not.
    public func span(at position: Int, _ slot: String, _ value: String? = nil) -> Span? {
        guard position >= 0, position < positions.starting.count else { return nil }
        return positions.starting[position].first { $0.gives(slot, value) }
    }

    /// The longest span ending just before `end` (its last token is `end - 1`) that gives
    /// `slot` a value (`value`, when given), negated or not.
    public func span(endingAt end: Int, _ slot: String, _ value: String? = nil) -> Span? {
        guard end > 0, end < positions.ending.count else { return nil }
        return positions.ending[end].first { $0.gives(slot, value) }
    }

    /// Whether a span giving `slot` a value (`value`, when given) covers token `position`.
    public func covers(_ position: Int, _ slot: String, _ value: String? = nil) -> Bool {
        guard position >= 0, position < positions.covering.count else { return false }
        return positions.covering[position].contains { $0.gives(slot, value) }
    }

    /// The number the grammar reads at `position`, as it reads one anywhere: digits, words ("five
    /// foot *ten*", "thirty-two"), "a dozen", "half a"; also where it is the first part of a
    /// larger entity (the 5 of "5 ft 10"). Nil when none starts there.
    public func number(at position: Int) -> NumberAt? {
        guard let reading = positions.input.number(at: position) else { return nil }
        return NumberAt(value: reading.value, range: position..<reading.end, isArticle: reading.isArticle,
                        isNegative: positions.input.isNegative(position))
    }

    /// Whether a negation reaches `position` as the matcher's negations do: a `negation` span at
    /// most three tokens before it, with no clause boundary between. (A span of a `negatable`
    /// entry knows it already: ``Span/negated``; this is for words the lexicon does not hold.)
    public func isNegated(at position: Int) -> Bool {
        guard position > 0, position <= tokens.count else { return false }
        var end = position
        while end > 0, position - end <= Matcher.negationReach {
            if positions.ending[end].contains(where: { $0.value(of: "negation") != nil }) { return true }
            end -= 1
            if positions.boundary[end] { return false }
        }
        return false
    }

    /// Whether token `position` ends a clause (a `clause` span covers it).
    public func isClauseBoundary(_ position: Int) -> Bool {
        position >= 0 && position < positions.boundary.count && positions.boundary[position]
    }
}

/// A number read at one place of a line.
public struct NumberAt: Sendable, Hashable {
    public let value: Double
    /// The tokens it takes.
    public let range: Range<Int>
    /// It is only an article ("a", "an") read as one.
    public let isArticle: Bool
    /// A minus sign touches it ("-5"): a value below zero, never the number without its sign.
    public let isNegative: Bool
}

extension Span {
    /// Whether it gives `slot` a value (`value`, when given).
    public func gives(_ slot: String, _ value: String? = nil) -> Bool {
        guard let given = self.value(of: slot) else { return false }
        return value == nil || given == value
    }
}

/// The spans of a line by where they start, end and what they cover, longest first; which
/// tokens end a clause; and the grammar's view of the line (for numbers at any position).
struct SpanPositions: Sendable {
    let starting: [[Span]]
    let ending: [[Span]]
    let covering: [[Span]]
    let boundary: [Bool]
    let entityStarting: [Entity?]
    let input: GrammarInput

    init(tokens: [Token], spans: [Span], entities: [Entity]) {
        var starting = Array(repeating: [Span](), count: tokens.count)
        var ending = Array(repeating: [Span](), count: tokens.count + 1)
        var covering = Array(repeating: [Span](), count: tokens.count)
        var boundary = Array(repeating: false, count: tokens.count)
        for span in spans where span.range.upperBound <= tokens.count {
            starting[span.range.lowerBound].append(span)
            ending[span.range.upperBound].append(span)
            for position in span.range {
                covering[position].append(span)
                if span.value(of: "clause") != nil { boundary[position] = true }
            }
        }
        let longest: (Span, Span) -> Bool = { $0.range.count > $1.range.count }
        self.starting = starting.map { $0.sorted(by: longest) }
        self.ending = ending.map { $0.sorted(by: longest) }
        self.covering = covering
        self.boundary = boundary
        var entityStarting = [Entity?](repeating: nil, count: tokens.count)
        for entity in entities where entity.range.lowerBound < tokens.count { entityStarting[entity.range.lowerBound] = entity }
        self.entityStarting = entityStarting
        input = GrammarInput(tokens: tokens, spans: spans)
    }
}

extension Utterance {
    /// Every span starting at `position`, longest first.
    public func spans(startingAt position: Int) -> [Span] {
        position >= 0 && position < positions.starting.count ? positions.starting[position] : []
    }

    /// Every span ending just before `end`, longest first.
    public func spans(endingAt end: Int) -> [Span] {
        end > 0 && end < positions.ending.count ? positions.ending[end] : []
    }

    /// The entity starting at token `position`.
    public func entity(startingAt position: Int) -> Entity? {
        position >= 0 && position < positions.entityStarting.count ? positions.entityStarting[position] : nil
    }
}
