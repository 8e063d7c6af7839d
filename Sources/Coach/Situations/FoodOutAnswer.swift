import CoachDomain
import CoachLanguage

/// "Can I have pizza tonight?" (or a burger and fries, or a beer): the
/// portion's kcal (the food list's usual portion of what is named) against what is left of
/// today's target, and how to fit it: have it, have less, or make it up over the next days,
/// never with a skipped meal.
struct FoodOutAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// It fits what is left today.
        case fits
        /// Over by at most ``SituationThresholds/makeUpPerDay``: one lighter meal tomorrow makes it up.
        case tight
        /// Over by more.
        case over
        /// No kcal target to measure it against.
        case noTarget = "no_target"
        /// No food of the list in what was named.
        case unknownFood = "unknown_food"
    }

    static let reads: [FactPart] = [.today]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    /// The answer for the food named as `food`, read by the nutrition parser as `parse`.
    init(facts: SituationFacts, food: String, parse: NutritionParse) {
        let words = SituationWords(unit: facts.unit)
        let today = facts.todayFacts
        guard !parse.items.isEmpty else {
            verdict = .unknownFood
            tone = .neutral
            let named = food.isEmpty ? "that" : "\"\(food)\""
            headline = "I don't know the numbers of \(named)."
            step = "Name it as a common food with an amount (\"2 slices of pizza\", \"a pint of beer\") and I'll measure "
                + "it against what's left of today."
            self.facts = facts.kcalLeft.map { [StatedFact("kcal left today", words.kcal($0), .today)] } ?? []
            body = facts.kcalLeft.map { [Self.leftSentence($0, words: words).uppercasingFirst + "."] } ?? []
            why = nil
            return
        }
        let portion = parse.totals.kcal
        let what = Format.list(parse.items.map(\.label))
        var stated = [StatedFact("portion", words.kcal(portion), .foodList)]
        guard let left = facts.kcalLeft, let target = today.targetKcal else {
            verdict = .noTarget
            tone = .neutral
            headline = "\(what) is about \(words.kcal(portion))."
            step = "Set up your profile (:onboard) or a target (\"my goal is 2200 kcal a day\") and I'll tell you how it fits your day."
            self.facts = stated
            body = []
            why = nil
            return
        }
        stated += [StatedFact("kcal left today", words.kcal(abs(left)) + (left < 0 ? " over" : ""), .today),
                   StatedFact("target today", words.kcal(target), .today)]
        self.facts = stated
        let after = left - portion
        let over = -after
        let half = portion / 2
        why = "It's measured against what's left of today's target of \(words.kcal(target)) (\(Format.integer(today.intakeKcal ?? 0)) "
            + "eaten so far). A day over is made up by at most \(Format.integer(SituationThresholds.makeUpPerDay)) kcal "
            + "less on a later day: more than that would mean skipping a meal."
        if after >= 0 {
            verdict = .fits
            tone = .good
            headline = "Yes: \(what) is about \(words.kcal(portion)), and \(Self.leftSentence(left, words: words))."
            body = ["That leaves \(words.kcal(after)) for the rest of the day."]
            step = "Have it, and log it when you do."
        } else if over <= SituationThresholds.makeUpPerDay {
            verdict = .tight
            tone = .neutral
            headline = "It's tight: \(what) is about \(words.kcal(portion)), and \(Self.leftSentence(left, words: words)), "
                + "so it would put you \(words.kcal(over)) over."
            body = ["Half would be about \(words.kcal(half))."]
            step = "Have it, and make tomorrow \(words.kcal(over)) lighter (a smaller lunch, or one snack fewer); no skipped meals."
        } else {
            verdict = .over
            tone = .concern
            headline = "It doesn't fit today: \(what) is about \(words.kcal(portion)), and \(Self.leftSentence(left, words: words)), "
                + "so it would put you \(words.kcal(over)) over."
            let days = SituationThresholds.makeUpDays(over)
            body = ["Made up over \(SituationWords.days(days)), that's about \(words.kcal(over / Double(days))) less a day."]
            step = half <= left
                ? "Have half (about \(words.kcal(half))): that fits what's left."
                : "If you have it, eat about \(words.kcal(over / Double(days))) less on each of the next \(SituationWords.days(days)) "
                    + "(no skipped meals), or keep it for a day with more room."
        }
    }

    /// "you have 505 kcal left today", "you're already 120 kcal over today's target".
    static func leftSentence(_ left: Double, words: SituationWords) -> String {
        left >= 0 ? "you have \(words.kcal(left)) left today" : "you're already \(words.kcal(-left)) over today's target"
    }
}
