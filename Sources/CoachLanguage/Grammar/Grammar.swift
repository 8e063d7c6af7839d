/// The one grammar, Duckling's way: one set of rules per dimension, each over the tokens and
/// the lexicon's spans, writing typed ``Entity`` values. Its words are the lexicon's:
///
/// - numbers: digits, fractions, `number` (one ... ninety, a couple), `multiplier` (hundred,
///   dozen, k), `fraction` (half), `article` (a, an), `plus` ("and a half");
/// - ranges: `range` ("to", "or"; "between" ... "and");
/// - quantities: a number and a `unit` span (whose `quantity` facet names what it measures;
///   `subunit` and `per` let "5 ft 10" and "1h30" read as one amount);
/// - days: `day` (relative), `weekday` with a `relation`, "N days ago" (`ago`), YYYY-MM-DD;
/// - times of day: a number and a `meridiem` ("7pm"), "at 7:30".
public struct Grammar: Sendable {
    public init() {}

    /// Every entity of `tokens`, given their `spans`, left to right; none overlaps another.
    public func entities(in tokens: [Token], spans: [Span]) -> [Entity] {
        let input = GrammarInput(tokens: tokens, spans: spans)
        var found: [Entity] = []
        var position = 0
        while position < tokens.count {
            if let entity = input.day(at: position) ?? input.time(at: position) ?? input.amount(at: position) {
                found.append(entity)
                position = max(entity.range.upperBound, position + 1)
            } else {
                position += 1
            }
        }
        return found
    }
}

/// The tokens and spans the rules read, with lookups by position.
struct GrammarInput {
    let tokens: [Token]
    /// The spans starting at each position, longest first.
    let byStart: [[Span]]

    init(tokens: [Token], spans: [Span]) {
        self.tokens = tokens
        var byStart = Array(repeating: [Span](), count: tokens.count + 1)
        for span in spans where !span.negated { byStart[span.range.lowerBound].append(span) }
        self.byStart = byStart.map { $0.sorted { $0.range.count > $1.range.count } }
    }

    /// The longest span at `position` giving `slot` a value.
    func span(at position: Int, _ slot: String) -> Span? {
        guard position >= 0, position < tokens.count else { return nil }
        return byStart[position].first { $0.value(of: slot) != nil }
    }

    /// The value `slot` has in the longest span at `position`, as a number.
    func number(at position: Int, _ slot: String) -> (value: Double, end: Int)? {
        guard let span = span(at: position, slot), let value = span.value(of: slot).flatMap(Double.init) else { return nil }
        return (value, span.range.upperBound)
    }

    func token(_ position: Int) -> Token? { position >= 0 && position < tokens.count ? tokens[position] : nil }

    func isSymbol(_ position: Int, _ character: Character) -> Bool { token(position)?.isSymbol(character) ?? false }

    /// Whether the token at `position` touches the one before.
    func isAttached(_ position: Int) -> Bool { token(position)?.isAttached ?? false }
}
