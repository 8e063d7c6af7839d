import CoachDomain
import CoachLanguage

/// "I slept badly, should I still train?" (or sore, or a cold): today's session
/// against how the user is, and the days trained in a row. Illness below the neck (fever, flu,
/// chest, stomach) and a fourth day in a row with something wrong mean rest; poor sleep, a cold
/// or very sore muscles mean the session, lighter; ordinary soreness means the session, warmed up.
struct ReadinessAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        case rest
        case lighter
        /// Train as planned (ordinary soreness).
        case asPlanned = "as_planned"
        /// No session today anyway.
        case restDay = "rest_day"
    }

    static let reads: [FactPart] = [.training, .workouts, .reported]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    /// `conditions`: what the line says (with what was said recently, in the facts).
    init(facts: SituationFacts, conditions: [Condition]) {
        let all = Set(conditions + facts.reported)
        let inARow = facts.daysTrainedInARow
        let session = facts.training?.today
        let next = facts.training?.next
        var stated: [StatedFact] = []
        if inARow > 0 { stated.append(StatedFact("days trained in a row", "\(inARow)", .week)) }
        if let session { stated.append(StatedFact("session today", session.name, .planToday)) }
        self.facts = stated
        let what = Self.describe(all)
        let sessionName = session?.name ?? "your session"
        let ill = all.contains(.illness)
        let tired = inARow >= SituationThresholds.daysInARowBeforeRest && !all.isEmpty
        let lighter = !all.isDisjoint(with: [.poorSleep, .mildIllness, .verySore])
        why = "The neck check: a cold above the neck allows easy training; fever, flu, chest or stomach trouble means rest. "
            + "Poor sleep lowers what you can lift and raises how hard it feels, so the same session costs more. After "
            + "\(SituationThresholds.daysInARowBeforeRest) days in a row, a rest day is due anyway."
        let inARowText = inARow > 1 ? "You've trained \(inARow) days in a row." : ""
        if session == nil, facts.training != nil {
            verdict = .restDay
            tone = .good
            headline = "Today is a rest day in your plan anyway: with \(what), rest is the right call."
            body = next.map { ["Next is \($0.name) \(SituationWords.on($0.day, from: facts.today))."] } ?? []
            step = "Rest today: sleep, eat your protein, and take a walk if you feel like it."
        } else if ill || tired {
            verdict = .rest
            // Being ill is no failing to fix: plain words, not reassurance.
            tone = ill ? .neutral : .concern
            headline = ill ? "Rest today: with \(what), training only slows your recovery."
                : "Rest today: \(what) after \(inARow) days of training in a row is your body asking for a day off."
            var lines: [String] = []
            if ill, inARow > 1 { lines.append("You've trained \(inARow) days in a row.") }
            if session != nil, let next {
                lines.append("\(next.name.uppercasingFirst) moves on to \(SituationWords.when(next.day, from: facts.today)) (the plan keeps its order).")
            }
            body = lines
            step = ill ? "Rest until the fever or the chest symptoms are gone, and see a doctor if they last or get worse."
                : "Rest today, and pick the plan up again \(next.map { SituationWords.on($0.day, from: facts.today) } ?? "next time")."
        } else if lighter {
            verdict = .lighter
            tone = .neutral
            headline = "Train, but lighter: with \(what), do \(sessionName) at less than full effort."
            body = inARowText.isEmpty ? [] : [inARowText]
            step = "Do \(sessionName) with one set fewer per exercise, and stop each set 1–2 reps earlier than usual."
        } else {
            verdict = .asPlanned
            tone = .good
            headline = "Train as planned: ordinary soreness isn't a reason to skip \(sessionName)."
            body = inARowText.isEmpty ? [] : [inARowText]
            step = "Warm up for 10 minutes and do a light set of each lift first; the soreness usually eases as you go."
        }
    }

    /// "poor sleep", "a cold and sore muscles".
    static func describe(_ conditions: Set<Condition>) -> String {
        let said = Condition.allCases.filter(conditions.contains).map(\.words)
        return said.isEmpty ? "how you feel" : Format.list(said)
    }
}

extension Condition {
    /// How an answer names it: "poor sleep", "a cold".
    var words: String {
        switch self {
        case .poorSleep: "poor sleep"
        case .sore: "sore muscles"
        case .verySore: "very sore muscles"
        case .mildIllness: "a cold"
        case .illness: "an illness like that"
        }
    }
}
