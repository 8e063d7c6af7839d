import CoachLanguage

/// The day a line names at its start or its end, as the grammar read it: "yesterday I had pizza",
/// "pizza for dinner last night"; "on Monday I ran 5 km"; "squat 3x5 100kg on 2026-11-20";
/// "Yesterday morning: oatmeal". A weekday opening the line counts only after "on", "last" or
/// "this" ("Sunday roast" is a food); the line must hold more than the day.
package struct LineDay: Sendable, Hashable {
    package let reference: DayReference
    /// The tokens that say it (an "on" before a date and a part of the day after it included).
    package let range: Range<Int>
    /// Whether it opens the line (else it ends it).
    package let atStart: Bool

    /// The day at the start or the end of `utterance`, if it names one there.
    static func find(in utterance: Utterance, content: [Int], byStart: [[Span]]) -> LineDay? {
        guard let first = content.first, let last = content.last, content.count > 1 else { return nil }
        let days = utterance.days
        func span(_ position: Int, _ slot: String) -> Span? {
            guard position >= 0, position < byStart.count else { return nil }
            return byStart[position].first { !$0.negated && $0.value(of: slot) != nil }
        }
        // At the start: a day entity there, or "on" before one (a date).
        var opening = days.first { $0.range.lowerBound == first }
        var lower = first
        if opening == nil, span(first, "relation") != nil, let after = days.first(where: { $0.range.lowerBound == first + 1 }) {
            opening = after
        }
        if let opening, !Self.isBareWeekday(opening.day, at: first, opening: opening.range) {
            var upper = opening.range.upperBound
            if let part = span(upper, "daypart") { upper = part.range.upperBound }
            lower = min(lower, opening.range.lowerBound)
            if upper <= last { return LineDay(reference: opening.day, range: lower..<upper, atStart: true) }
        }
        // At the end: a day entity ending the line, perhaps with "on" before it or a part of the
        // day after it ("yesterday morning").
        var ending = days.last { $0.range.upperBound == last + 1 }
        var upper = last + 1
        if ending == nil, span(last, "daypart") != nil {
            ending = days.last { $0.range.upperBound == last }
        }
        guard let ending else { return nil }
        var start = ending.range.lowerBound
        if span(start - 1, "relation")?.value(of: "relation") == "on", case .date = ending.day { start -= 1 }
        // One to four words ("the day before yesterday"), after something else.
        guard start > first, content.lazy.filter({ $0 >= start && $0 < upper }).count <= 4 else { return nil }
        upper = utterance.tokens.count
        return LineDay(reference: ending.day, range: start..<upper, atStart: false)
    }

    /// A weekday said alone at the start ("Sunday roast"): no day.
    static func isBareWeekday(_ day: DayReference, at position: Int, opening: Range<Int>) -> Bool {
        if case .weekday(_, let relation) = day, relation == nil, opening.lowerBound == position { return true }
        return false
    }
}
