import CoachDomain
import CoachProgress

/// "I lost 3 pounds this week!", "I'm up 2 kg since Monday": the change on the scale (as said,
/// or between the weigh-ins a week apart) in the light of the trend's change over the same week:
/// what the trend does not share is water.
struct ScaleChangeAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// The trend moved about as much: a real change.
        case real
        /// The trend moved less (or the other way) by more than ``SituationThresholds/waterMarginKg``.
        case mostlyWater = "mostly_water"
        /// No trend a week back to compare with.
        case tooEarly = "too_early"
        /// No weigh-ins in the last two weeks, and no change said.
        case noWeighIns = "no_weigh_ins"
    }

    static let reads: [FactPart] = [.weighIns, .trend, .plan, .days, .today]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    /// `statedKg`: the change the user said (negative: down), if they gave a number.
    init(facts: SituationFacts, statedKg: Double?) {
        let words = SituationWords(unit: facts.unit)
        let recent = facts.weight.recent
        var stated: [StatedFact] = []
        // The scale's own change: the latest weigh-in against the last one a week or more before it.
        var scale: Double?
        var onScale: String?
        if let latest = recent.last {
            let before = recent.last { $0.day <= latest.day.adding(days: -7) } ?? recent.first
            if let before, before.day < latest.day {
                scale = latest.kg - before.kg
                onScale = "On the scale: \(words.weight(before.kg)) on \(before.day.iso) and \(words.weight(latest.kg)) on \(latest.day.iso)."
                stated += [StatedFact("weigh-in on \(latest.day.iso)", words.weight(latest.kg), .weight),
                           StatedFact("weigh-in on \(before.day.iso)", words.weight(before.kg), .weight)]
            }
        }
        let change = statedKg ?? scale
        let changeText = change.map { "\($0 < 0 ? "down" : "up") \(words.weight(abs($0)))" }
        guard let change, let changeText else {
            verdict = .noWeighIns
            tone = .neutral
            headline = "I have no weigh-ins from the last two weeks to see that change in."
            body = []
            why = nil
            step = "Log your weigh-ins (\":weight \(facts.unit == .lb ? "180" : "81.6")\", or \"I weigh ...\") and "
                + "I'll show you what the trend makes of them."
            self.facts = stated
            return
        }
        guard let trendChange = facts.weight.weekChange else {
            verdict = .tooEarly
            tone = .neutral
            headline = "The scale says \(changeText), but there's no trend from a week ago to compare it with."
            body = ["From one weigh-in to the next, water and food in you can move the scale by a kilo or two."]
            why = nil
            step = "Weigh in most mornings for two weeks and judge by the trend (:weight), not a single weigh-in."
            self.facts = stated
            return
        }
        stated.append(StatedFact("trend change this week", "\(trendChange < 0 ? "down" : "up") \(words.weight(abs(trendChange)))",
                                 .week))
        let scaleLine = onScale.map { [$0] } ?? []
        let trendText = abs(trendChange) < 0.05 ? "hasn't moved" : "is \(trendChange < 0 ? "down" : "up") \(words.weight(abs(trendChange)))"
        let water = change - trendChange
        let wanted = (facts.plannedRate ?? 0) * change > 0
        why = "The trend is a fit through the weigh-ins of six weeks, so water barely moves it. A change the trend doesn't share "
            + "by more than \(words.weight(SituationThresholds.waterMarginKg)) is counted as water: salt, carbs, a hard session, "
            + "the time of day."
        if abs(water) > SituationThresholds.waterMarginKg {
            verdict = .mostlyWater
            tone = .neutral
            headline = "The scale says \(changeText), but your trend \(trendText) this week: the other "
                + "\(words.weight(abs(water))) is water, and it \(wanted ? "can come back" : "will pass")."
            body = scaleLine
            self.facts = stated
            step = wanted ? "Keep weighing in and judge by the trend (:weight), not one weigh-in; nothing to change."
                : "Don't change anything for it: eat to your target and keep weighing in."
        } else {
            verdict = .real
            tone = wanted ? .good : .neutral
            headline = "It's real: the scale says \(changeText), and your trend \(trendText) this week as well."
            let pace = ProgressAnswer(facts: facts, asked: .onTrack)
            let judged = pace.verdict != .tooEarly && pace.verdict != .noGoal
            body = scaleLine + (judged ? [pace.headline] : [])
            // The pace's numbers, when its judgement is said.
            self.facts = stated + (judged ? pace.facts.filter { $0.name == "trend rate" || $0.name == "planned rate" } : [])
            step = [.faster, .slower, .wrongWay, .drifting].contains(pace.verdict) ? pace.step
                : "Keep doing what you're doing, and keep weighing in."
        }
    }
}
