import CoachLanguage

/// A line read by the ``Language``, indexed for the log parsers' questions: the spans starting
/// at a position, what a position is covered by, the entity starting there. Built once per
/// parse, in one pass over the spans and one over the entities.
package struct ReadLine: Sendable {
    package let utterance: Utterance
    /// The tokens' texts.
    package let words: [String]
    /// Spans not negated, by their first token, longest first.
    private let starting: [Int: [Span]]
    /// The positions each slot's spans cover.
    private let coverage: [String: Set<Int>]
    private let entities: [Int: Entity]

    package init(_ utterance: Utterance) {
        self.utterance = utterance
        words = utterance.words
        var starting: [Int: [Span]] = [:]
        var coverage: [String: Set<Int>] = [:]
        for span in utterance.spans where !span.negated {
            starting[span.range.lowerBound, default: []].append(span)
            for meaning in span.entry.meanings { coverage[meaning.slot, default: []].formUnion(span.range) }
        }
        self.starting = starting.mapValues { $0.sorted { $0.range.count > $1.range.count } }
        self.coverage = coverage
        var entities: [Int: Entity] = [:]
        for entity in utterance.entities { entities[entity.range.lowerBound] = entity }
        self.entities = entities
        ParseWork.count(words.count)
    }

    package var tokens: [Token] { utterance.tokens }

    /// The longest span starting at `position` that gives `slot` a value.
    package func span(at position: Int, _ slot: String) -> Span? {
        starting[position]?.first { $0.value(of: slot) != nil }
    }

    /// Whether a span giving `slot` a value covers `position`.
    package func covered(_ position: Int, by slot: String) -> Bool {
        coverage[slot]?.contains(position) ?? false
    }

    /// The grammar's entity starting at `position`.
    package func entity(startingAt position: Int) -> Entity? { entities[position] }

    /// Whether `position` is a word that is part of a number (two, dozen, a couple).
    package func isNumberWord(_ position: Int) -> Bool {
        covered(position, by: "number") || covered(position, by: "multiplier") || covered(position, by: "fraction")
            || covered(position, by: "article") || covered(position, by: "plus")
    }

    /// Whether `position` is a unit of food measured by mass or volume (g, cups, fl oz).
    package func isFoodMeasure(_ position: Int) -> Bool {
        guard covered(position, by: "unit") else { return false }
        var start = position
        while start >= 0 {
            if let unit = span(at: start, "unit"), unit.range.contains(position) {
                let quantity = unit.value(of: "quantity")
                return quantity == "mass" || quantity == "volume"
            }
            start -= 1
        }
        return false
    }

    /// Whether the token at `position` is a minus sign touching the number after it.
    package func isMinusSign(_ position: Int) -> Bool {
        guard position + 1 < tokens.count, tokens[position].isSymbol("-") else { return false }
        return entities[position + 1]?.isNegative ?? false
    }

    /// A number below zero in `range`, as written ("-5", "-100kg"), if any.
    package func negative(in range: Range<Int>) -> String? {
        for position in range where isMinusSign(position) {
            var end = position + 1
            while end + 1 < range.upperBound, tokens[end + 1].isAttached, tokens[end + 1].kind != .symbol { end += 1 }
            return shown(position..<(end + 1))
        }
        return nil
    }

    /// The tokens' texts over `range`, joined by a space unless a token touched the one before.
    package func shown(_ range: Range<Int>) -> String { LogPhrases.shown(range, in: utterance) }
}
