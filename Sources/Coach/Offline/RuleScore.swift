/// How well one offline rule explains a line: the evidence it rests on, how much of the line it
/// accounts for, and whether the line's act is one the rule answers. The offline coach takes
/// the reading with the most ``points``; among equals, the one explaining more of the line, then
/// the one with more evidence, then the first in its lists (the tools in ``CoachTools`` order,
/// then the answers in ``OfflineAnswers`` order).
package struct RuleScore: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The summed strength of the lexicon spans the rule used (1 weak, 2 usual, 3 strong), plus
    /// a usual span's 2 for each thing one of the parsers read (a food, a set, a profile fact, a
    /// goal); a coaching keyword counts 1 (the library's words are hints, not requests).
    package let evidence: Int
    /// The line's content tokens (words and numbers; no punctuation, no openers such as "ok")
    /// the reading accounts for.
    package let explained: Int
    /// The line's content tokens.
    package let total: Int
    /// The line's act, said by its words ("what", "I had" or "suggest"), is one the rule answers.
    package let actFits: Bool

    package init(evidence: Int, explained: Int, total: Int, actFits: Bool) {
        self.evidence = max(0, evidence)
        self.explained = min(max(0, explained), max(total, 0))
        self.total = max(total, 0)
        self.actFits = actFits
    }

    /// No evidence at all: the fallback's score.
    package static let none = RuleScore(evidence: 0, explained: 0, total: 0, actFits: false)

    /// The evidence, plus up to 10 for the share of the line explained (all of it: 10), plus 3
    /// when the act fits. Coverage weighs most: a rule that accounts for the whole line beats one
    /// that found a stronger word in a corner of it.
    package var points: Int {
        let coverage = total == 0 ? 0 : (10 * explained + total / 2) / total
        return evidence + coverage + (actFits ? 3 : 0)
    }

    package static func < (lhs: RuleScore, rhs: RuleScore) -> Bool {
        (lhs.points, lhs.explained, lhs.evidence) < (rhs.points, rhs.explained, rhs.evidence)
    }

    package var description: String {
        "\(points) (evidence \(evidence), \(explained)/\(total) explained\(actFits ? ", act fits" : ""))"
    }
}
