import CoachDomain
import CoachLanguage

/// "I overate yesterday, what now?": that day's intake against the target it had, what it
/// weighs in the week, and the step: a normal day next, never a fast or a skipped meal.
struct BadDayAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// Over the day's target by more than ``SituationThresholds/onTargetShare``.
        case over
        /// Within it (or under): not the day it felt like.
        case fine
        /// Nothing logged that day.
        case notLogged = "not_logged"
        /// No target that day to measure against.
        case noTarget = "no_target"
    }

    static let reads: [FactPart] = [.yesterday, .days, .today]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    /// `daysAgo`: the day it was (1 yesterday, the default; 0 today).
    init(facts: SituationFacts, daysAgo: Int = 1) {
        let words = SituationWords(unit: facts.unit)
        let date = facts.today.adding(days: -max(0, daysAgo))
        let isToday = daysAgo <= 0
        let when = SituationWords.when(date, from: facts.today)
        let name = when.uppercasingFirst
        let command = isToday ? FactSource.today : .day(when.lowercased())
        let target = facts.todayFacts.targetKcal
        let normalDay = isToday
            ? "Leave it there for today, and eat your normal target tomorrow in regular meals: no fasting and no skipped meals."
            : "Eat your normal target today\(target.map { " (\(words.kcal($0)))" } ?? ""), in regular meals: "
                + "no fasting and no skipped meals."
        guard let day = facts.days.first(where: { $0.day == date }), let intake = day.intakeKcal else {
            verdict = .notLogged
            tone = .neutral
            headline = "Nothing is logged for \(when), so I can't weigh it; one day moves fat by very "
                + "little either way."
            body = ["Tell me what you had (\"\(isToday ? "" : "yesterday ")I had 3 slices of pizza and 2 beers\") and I'll "
                + "put it in its week."]
            why = nil
            step = normalDay
            self.facts = target.map { [StatedFact("target today", words.kcal($0), .today)] } ?? []
            return
        }
        var stated = [StatedFact("day's intake", words.kcal(intake), command)]
        guard let dayTarget = day.targetKcal else {
            verdict = .noTarget
            tone = .neutral
            headline = "\(name) you logged \(words.kcal(intake)), but you had no target to measure it against."
            body = []
            why = nil
            step = "Set up your profile (:onboard) or a target (\"my goal is 2200 kcal a day\"), and eat normally."
            self.facts = stated
            return
        }
        stated.append(StatedFact("day's target", words.kcal(dayTarget), command))
        let over = intake - dayTarget
        let intakeWeek = IntakeWeek(facts: facts)
        stated += intakeWeek.facts(words)
        if let target, !isToday { stated.append(StatedFact("target today", words.kcal(target), .today)) }
        self.facts = stated
        why = "A day counts as over when it is more than \(Format.integer(SituationThresholds.onTargetShare * 100))% above its "
            + "target. Fat takes about 7,700 kcal a kg, so most of the next morning's jump on the scale is water and food, "
            + "gone in a few days."
        step = normalDay
        let weekLine = intakeWeek.sentence(words).map { [$0] } ?? []
        let was = isToday ? "Today is at" : "\(name) was"
        if over > dayTarget * SituationThresholds.onTargetShare {
            verdict = .over
            tone = .concern
            headline = "\(was) \(words.kcal(intake)) against a target of \(Format.integer(dayTarget)): \(words.kcal(over)) over."
            let fat = words.unit.text(over / SituationThresholds.kcalPerKg)
            body = ["That's about \(fat) of body fat at most, and spread over the week about \(words.kcal(over / 7)) a day."] + weekLine
        } else {
            verdict = .fine
            tone = .good
            headline = "\(was) \(words.kcal(intake)) against a target of \(Format.integer(dayTarget)) "
                + "(\(words.difference(over))): not the day it felt like."
            body = weekLine
        }
    }
}
