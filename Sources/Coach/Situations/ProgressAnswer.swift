import CoachDomain

/// "I'm not losing weight, why?" (too fast? on track?): the trend's
/// weekly rate against the rate the goal plans, and why, from the week's intake against its
/// targets; the step is the daily kcal the gap is worth (or first to eat to the target, or to
/// log and weigh in).
struct ProgressAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// Within ``SituationThresholds/paceTolerance`` of the plan.
        case onPace = "on_pace"
        /// Changing faster than planned.
        case faster
        /// Changing slower than planned (or holding steady).
        case slower
        /// Moving against the goal.
        case wrongWay = "wrong_way"
        /// Moving away from a weight to keep.
        case drifting
        /// Too few weigh-ins, or over too few days, to judge.
        case tooEarly = "too_early"
        /// No goal to measure against.
        case noGoal = "no_goal"
    }

    static let reads: [FactPart] = [.plan, .trend, .days, .today]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    init(facts: SituationFacts, asked: Situation) {
        let words = SituationWords(unit: facts.unit)
        let trend = facts.weight.trend
        let span = facts.weight.spanDays
        var stated: [StatedFact] = []
        if let trend {
            stated.append(StatedFact("trend weight", words.weight(trend.kg), .weight))
            if let rate = trend.weeklyRate { stated.append(StatedFact("trend rate", words.rateSize(rate), .weight)) }
        }
        if let plan = facts.plannedRate, plan != 0 { stated.append(StatedFact("planned rate", words.planned(plan), .targets)) }
        let intake = IntakeWeek(facts: facts)
        stated += intake.facts(words)
        let target = facts.todayFacts.targetKcal ?? intake.target

        guard let plan = facts.plannedRate else {
            verdict = .noGoal
            tone = .neutral
            if facts.goal != nil, trend == nil {
                // A goal without a weight: the plan's rate is a share of the body weight.
                headline = "Your goal is set, but without your weight there is no pace to measure yet."
                step = "Weigh in (\"I weigh 80 kg\", or :weight 80) and I'll work out your pace and judge it."
            } else {
                headline = "You haven't set a weight goal for me to measure your pace against"
                    + (trend?.weeklyRate.map { "; your trend is \(words.trend($0))." } ?? ".")
                step = "Tell me your goal (\"I want to lose weight\", or a target weight) and I'll judge your pace against it."
            }
            self.facts = stated
            body = intake.sentence(words).map { [$0] } ?? []
            why = nil
            return
        }
        guard let trend, let rate = trend.weeklyRate, trend.weighIns >= SituationThresholds.paceWeighIns,
              span >= SituationThresholds.paceSpanDays else {
            verdict = .tooEarly
            tone = .neutral
            let count = trend?.weighIns ?? 0
            let sofar = trend?.weeklyRate.map { " So far it shows \(words.trend($0)), but that's still mostly water." } ?? ""
            headline = "It's too early to judge your pace: your trend rests on \(count) weigh-in\(count == 1 ? "" : "s")"
                + (count > 1 ? " over \(SituationWords.days(span))." : ".") + sofar
            let more = max(SituationThresholds.paceSpanDays - span, 1)
            step = "Weigh in most mornings for the next \(SituationWords.days(more)): a verdict needs "
                + "\(SituationThresholds.paceWeighIns) weigh-ins spanning \(SituationThresholds.paceSpanDays) days."
            self.facts = stated
            body = intake.sentence(words).map { [$0] } ?? []
            why = nil
            return
        }
        let gap = rate - plan
        let verdict: Verdict
        if abs(gap) <= SituationThresholds.paceTolerance {
            verdict = .onPace
        } else if plan == 0 {
            verdict = .drifting
        } else if rate * plan < 0, abs(rate) >= SituationThresholds.steadyRate {
            verdict = .wrongWay
        } else {
            verdict = abs(rate) > abs(plan) ? .faster : .slower
        }
        self.verdict = verdict
        self.facts = stated
        // "I'm not losing" while the trend goes down: say first that they are.
        let losing = asked == .notLosing && rate <= -SituationThresholds.steadyRate
        let planned = "and you planned to \(words.plan(plan))"
        switch verdict {
        case .onPace:
            tone = .good
            headline = "\(losing ? "You are losing weight, on pace" : "You're on pace"): your trend is \(words.trend(rate)), \(planned)."
        case .faster:
            tone = .concern
            headline = (losing ? "You are losing weight: \(words.rateSize(rate))" : "You're \(words.trend(rate))")
                + " on the trend, faster than the \(words.planned(plan)) you planned."
        case .slower, .wrongWay, .drifting:
            tone = .concern
            headline = (losing ? "You are losing weight, just slower than planned: your" : "Your")
                + " trend is \(words.trend(rate)), \(planned)."
        case .tooEarly, .noGoal:
            tone = .neutral
            headline = ""
        }
        body = ["Your trend weight is \(words.weight(trend.kg))."] + (intake.sentence(words).map { [$0] } ?? [])
        let worth = SituationThresholds.dailyKcal(forRateGap: gap)
        why = "On pace means within \(words.planned(SituationThresholds.paceTolerance)) of the plan. The trend is a fit through \(trend.weighIns) weigh-ins over "
            + "\(SituationWords.days(span)), so a day's water barely moves it; a gap of \(words.rateSize(gap)) is about "
            + "\(Format.integer(worth)) kcal a day (7,700 kcal a kg)."
        step = Self.step(verdict, gap: gap, worth: worth, intake: intake, target: target, words: words)
    }

    /// The one step: keep going; log first when the week's intake cannot tell; eat to the target
    /// when intake is off it in the direction of the gap; else change the daily kcal by the gap's worth.
    static func step(_ verdict: Verdict, gap: Double, worth: Double, intake: IntakeWeek, target: Double?,
                     words: SituationWords) -> String {
        if verdict == .onPace {
            return "Keep going: eat to your target\(target.map { " of \(words.kcal($0))" } ?? "") and keep weighing in."
        }
        // A trend below the plan (losing faster, gaining slower) calls for more energy; above it, for less.
        let more = gap < 0
        guard intake.days >= SituationThresholds.loggedDaysForIntake, let average = intake.average, let mean = intake.target else {
            return "Log what you eat every day this week: with \(intake.days) of 7 days logged I can't tell whether "
                + "it's what you eat or what you burn."
        }
        let off = (average - mean) / mean
        if more, off < -SituationThresholds.onTargetShare {
            return "Eat your full target\(target.map { " of \(words.kcal($0))" } ?? ""): you've averaged "
                + "\(Format.integer(mean - average)) under it."
        }
        if !more, off > SituationThresholds.onTargetShare {
            return "Bring your intake to your target\(target.map { " of \(words.kcal($0))" } ?? ""): you've averaged "
                + "\(Format.integer(average - mean)) over it."
        }
        let instead = target.map { " (about \(Format.integer($0 + (more ? worth : -worth))) instead of \(Format.integer($0)))" } ?? ""
        return "Eat about \(Format.integer(worth)) kcal a day \(more ? "more" : "less")\(instead)."
    }
}

/// The seven days' intake against their targets, as `:week`'s average row shows it.
struct IntakeWeek {
    let days: Int
    let average: Double?
    let target: Double?

    init(facts: SituationFacts) {
        days = facts.loggedDays.count
        average = facts.averageIntake
        target = facts.averageTarget
    }

    func facts(_ words: SituationWords) -> [StatedFact] {
        guard let average else { return [] }
        var facts = [StatedFact("days logged", "\(days) of 7", .week), StatedFact("average intake", words.kcal(average), .week)]
        if let target { facts.append(StatedFact("average target", words.kcal(target), .week)) }
        return facts
    }

    /// "Over the last seven days you logged food on 5 days, 1,950 kcal a day on average against
    /// those days' targets of 1,800 (150 over)."
    func sentence(_ words: SituationWords) -> String? {
        guard let average else { return "You haven't logged food in the last seven days." }
        var text = "Over the last seven days you logged food on \(SituationWords.days(days)), \(words.kcal(average)) a day on average"
        if let target { text += " against those days' targets of \(Format.integer(target)) (\(words.difference(average - target)))" }
        return text + "."
    }
}
