import CoachDomain
import CoachLanguage

/// "I skipped the gym today", "I missed yesterday's workout": the plan's rule (a missed session
/// moves on to the next training day, the week keeps its order, a new week starts afresh) read
/// for this week: what moves where, and what is next.
struct MissedSessionAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// The missed session moves on to the next training day.
        case movesOn = "moves_on"
        /// The week ends before it fits: the next week starts afresh.
        case dropped
        /// Nothing was due: the day was a rest day.
        case restDay = "rest_day"
        /// No training plan to move anything in.
        case noPlan = "no_plan"
    }

    static let reads: [FactPart] = [.training]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    /// `daysAgo`: when the session was missed (0 today, 1 yesterday).
    init(facts: SituationFacts, daysAgo: Int = 0) {
        tone = .neutral
        guard let training = facts.training else {
            verdict = .noPlan
            headline = "You have no training plan yet, so nothing has to move: train the next day you can."
            body = []
            why = nil
            step = "Ask me for a plan (\"make me a workout plan\", or :plan) and I'll keep your week in order when you miss a day."
            self.facts = []
            return
        }
        let today = facts.today
        let done = training.doneDays.count
        var stated = [StatedFact("sessions done this week", "\(done) of \(training.sessions.count)", .week)]
        why = "A missed session isn't skipped: it moves on to your next training day and the week keeps its order "
            + "(\(training.sessions.map(\.name).joined(separator: ", "))); a new week starts from its first session."
        // Missed yesterday: today's session is the one that moved; missed today: the next one is.
        let missed = daysAgo > 0 ? nil : training.today
        let next = daysAgo > 0 ? training.today ?? training.next : training.next
        guard let next else {
            verdict = .dropped
            headline = "This week has no training day left for it, so it's dropped: next week starts afresh."
            body = []
            step = "Rest, and start next week with \(training.sessions.first?.name ?? "its first session") (:plan shows it)."
            self.facts = stated
            return
        }
        let when = SituationWords.when(next.day, from: today)
        stated.append(StatedFact("next session", "\(next.name) \(SituationWords.on(next.day, from: today))", .plan))
        self.facts = stated
        step = "Do \(next.name) \(SituationWords.on(next.day, from: today)); `:plan today` shows its loads on the day."
        if daysAgo == 0, missed == nil {
            verdict = .restDay
            headline = "Nothing was due today in your plan, so nothing is missed: next is \(next.name) \(SituationWords.on(next.day, from: today))."
            body = []
        } else if let missed, next.name != missed.name, next.day.startOfWeek > today.startOfWeek {
            verdict = .dropped
            headline = "\(missed.name.uppercasingFirst) doesn't fit in what's left of this week, so it's dropped: next week starts afresh "
                + "with \(next.name) \(SituationWords.on(next.day, from: today))."
            body = []
        } else {
            verdict = .movesOn
            if let missed {
                headline = "No problem: \(missed.name) moves on to \(when)" + (next.name == missed.name ? "." : ", and \(next.name) follows.")
            } else if next.moved != nil {
                headline = "No problem: \(next.name) moves on to \(when)."
            } else {
                // Missed before the plan began: nothing of it moved; say what comes next.
                headline = "No problem: your plan carries on with \(next.name) \(SituationWords.on(next.day, from: today))."
            }
            body = ["You've done \(done) of this week's \(training.sessions.count) sessions."]
        }
    }
}
