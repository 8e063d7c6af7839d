import CoachDomain
import CoachLanguage

/// The part of a line that describes an entry to log (a meal, a workout): its tokens without
/// the day said at the start or the end, the report lead that opens it ("I had", "did" or "ran"),
/// and the day.
package struct EntryPart: Sendable {
    /// The tokens of the entry, the lead included.
    package let range: Range<Int>
    /// The report lead at its start (`report=...`), if any.
    package let lead: Span?
    /// The day the line names, when the entry is read without it.
    package let day: LineDay?

    /// What the lead says: `food`, `workout`, `activity`, `any`; nil without a lead.
    package var kind: String? { lead?.value(of: "report") }
}

extension OfflineLine {
    /// The ways to read the line as an entry, in order: without the day it names at its start or
    /// its end (and on that day), then the whole line (today).
    /// An entry ends before a clause that asks about it ("I had pizza, was that ok?" logs the
    /// pizza and the reply says so).
    package var entryParts: [EntryPart] {
        var parts: [EntryPart] = []
        if let day {
            let range = start..<askingClause(in: start..<end)
            parts.append(EntryPart(range: range, lead: span(at: range.lowerBound, "report"), day: day))
        }
        let whole = 0..<askingClause(in: 0..<utterance.tokens.count)
        parts.append(EntryPart(range: whole, lead: span(at: nextContent(from: 0), "report"), day: nil))
        return parts
    }

    /// Where the first clause of `range` after its first that opens with a question's word
    /// (`act=question`) starts, at its boundary; the end of `range` when none does.
    func askingClause(in range: Range<Int>) -> Int {
        for position in range where span(at: position, "clause") != nil {
            if span(at: nextContent(from: position + 1), "act", "question") != nil { return position }
        }
        return range.upperBound
    }

    /// The tokens of `part` after its lead (all of it without one).
    package func rest(of part: EntryPart) -> Range<Int> {
        guard let lead = part.lead else { return part.range }
        return min(lead.range.upperBound, part.range.upperBound)..<part.range.upperBound
    }

    /// The day of `part` as a tool's `day` argument (nil: today).
    package func dayArgument(_ part: EntryPart) -> String? { part.day.flatMap { argument($0.reference) } }

    /// The tokens `part`'s day takes.
    package func dayRange(_ part: EntryPart) -> [Range<Int>] { part.day.map { [$0.range] } ?? [] }

    /// How many content tokens of `range` a parser read, when it could not read `unread` (parts
    /// of the text it quotes back): each unread word is one token it did not explain.
    package func read(_ range: Range<Int>, unread: [String]) -> Int {
        let missed = unread.reduce(0) { $0 + $1.split(whereSeparator: \.isWhitespace).count }
        return max(0, size(of: range) - missed)
    }

    /// Whether `range` opens with an amount ("2 eggs", "200g chicken"), not an article.
    package func opensWithAmount(_ range: Range<Int>) -> Bool {
        guard let entity = utterance.entity(at: nextContent(from: range.lowerBound)) else { return false }
        return !entity.isArticle && (entity.number != nil || entity.amount() != nil)
    }
}
