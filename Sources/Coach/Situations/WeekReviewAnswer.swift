import CoachDomain
import CoachLanguage

/// "How am I doing this week?": the seven days of `:week`, each against the target in force that
/// day, the heavy days among them, and the trend against the plan; one verdict and one step.
struct WeekReviewAnswer: SituationAnswer {
    enum Verdict: String, Sendable, Hashable, CaseIterable {
        /// Intake on target and the trend on pace (or too early to judge).
        case onTrack = "on_track"
        /// The mean intake above the mean target by more than ``SituationThresholds/onTargetShare``.
        case overTarget = "over_target"
        /// Below it by more than that.
        case underTarget = "under_target"
        /// Intake on target, the trend off pace.
        case offPace = "off_pace"
        /// Fewer than ``SituationThresholds/loggedDaysForIntake`` days logged.
        case notLogging = "not_logging"
    }

    static let reads: [FactPart] = [.days, .today, .trend, .plan, .training]

    let verdict: Verdict
    let facts: [StatedFact]
    let tone: SituationTone
    let headline: String
    let body: [String]
    let why: String?
    let step: String

    init(facts: SituationFacts) {
        let words = SituationWords(unit: facts.unit)
        let intake = IntakeWeek(facts: facts)
        let pace = ProgressAnswer(facts: facts, asked: .onTrack)
        let heavy = facts.loggedDays.filter { day in
            guard let over = day.kcalOver, let target = day.targetKcal else { return false }
            return over > target * SituationThresholds.heavyDayShare
        }
        var stated = intake.facts(words)
        for day in heavy {
            stated.append(StatedFact("\(Self.weekday(day.day)) intake", words.kcal(day.intakeKcal ?? 0), .week))
        }
        stated += pace.facts.filter { $0.name == "trend weight" || $0.name == "trend rate" }
        if let change = facts.weight.weekChange {
            stated.append(StatedFact("trend change this week", "\(change < 0 ? "down" : "up") \(words.weight(abs(change)))", .week))
        }
        // The headline gives the average; the body, the days behind it.
        let onTarget = facts.daysOnTarget
        var lines: [String] = []
        let within = "\(Format.integer(SituationThresholds.onTargetShare * 100))% of that day's target."
        if intake.days >= SituationThresholds.loggedDaysForIntake {
            lines.append("You logged food on \(intake.days) of the 7 days, \(onTarget.count) of them within " + within)
        } else if intake.days > 0 {
            // Too few days to judge: the headline has said how many were logged.
            let share = Format.integer(SituationThresholds.onTargetShare * 100)
            lines.append(intake.days == 1 ? "That day was \(onTarget.isEmpty ? "not " : "")within \(share)% of its target."
                : "\(onTarget.count) of those \(intake.days) days were within " + within)
        }
        if intake.days > 0 {
            stated.append(StatedFact("days on target", "\(onTarget.count)", .week))
        }
        if !heavy.isEmpty {
            let days = heavy.map { "\(Self.weekday($0.day)) \(Format.integer($0.intakeKcal ?? 0))" }
            let targets = Set(heavy.compactMap { $0.targetKcal.map(Format.integer) })
            lines.append("The heavy \(heavy.count == 1 ? "day was" : "days were") \(Format.list(days))"
                + (targets.count == 1 ? " against \(targets.first ?? "")." : "."))
        }
        if let trend = facts.weight.trend {
            var text = "Your trend weight is \(words.weight(trend.kg))"
            if let change = facts.weight.weekChange {
                text += abs(change) < 0.05 ? ", unchanged this week" : ", \(change < 0 ? "down" : "up") \(words.weight(abs(change))) this week"
            }
            if let rate = trend.weeklyRate { text += " (\(words.trend(rate)))" }
            lines.append(text + ".")
        }
        body = lines
        why = "A day is heavy when it is more than \(Format.integer(SituationThresholds.heavyDayShare * 100))% over its target, "
            + "and the week is on target when its average is within \(Format.integer(SituationThresholds.onTargetShare * 100))% "
            + "of those days' targets. Each day is measured against the target it had then."
        let target = facts.todayFacts.targetKcal ?? intake.target
        let targetText = target.map { " of \(words.kcal($0))" } ?? ""
        guard intake.days >= SituationThresholds.loggedDaysForIntake, let average = intake.average, let mean = intake.target else {
            verdict = .notLogging
            tone = .neutral
            headline = "I can't judge this week yet: you logged food on \(intake.days) of the last 7 days."
            step = "Log everything you eat for the rest of the week, the big meals too: a week is judged from at least "
                + "\(SituationThresholds.loggedDaysForIntake) logged days."
            self.facts = stated
            return
        }
        let off = (average - mean) / mean
        if off > SituationThresholds.onTargetShare {
            verdict = .overTarget
            tone = .concern
            headline = "Over your target this week: \(words.kcal(average)) a day on average against \(Format.integer(mean)), "
                + "\(Format.integer(average - mean)) over."
            let weekend = !heavy.isEmpty && heavy.allSatisfy { $0.day.weekday >= 6 }
            step = weekend ? "Keep your weekdays as they are and plan the weekend ahead: fit the meal out into the day "
                + "(ask me \"can I have pizza tonight?\") instead of eating past it."
                : "Eat to your target\(targetText) every day this week; log before you eat, not after."
        } else if off < -SituationThresholds.onTargetShare {
            verdict = .underTarget
            tone = .concern
            headline = "Under your target this week: \(words.kcal(average)) a day on average against \(Format.integer(mean)), "
                + "\(Format.integer(mean - average)) under."
            step = "Eat your full target\(targetText): eating far under it is hard to keep up and costs muscle."
        } else if [.faster, .slower, .wrongWay, .drifting].contains(pace.verdict) {
            verdict = .offPace
            tone = .neutral
            headline = "Your eating is on target this week (\(words.kcal(average)) against \(Format.integer(mean))), "
                + "but your weight is off pace: \(pace.headline.lowercasingFirst)"
            step = pace.step
            stated += pace.facts.filter { $0.name == "planned rate" }
        } else {
            verdict = .onTrack
            tone = .good
            headline = "A good week: \(words.kcal(average)) a day on average against \(Format.integer(mean))"
                + (pace.verdict == .onPace ? ", and your trend is on pace." : ".")
            step = "Keep it up: the same again next week."
        }
        self.facts = stated
    }

    /// "Sat".
    static func weekday(_ day: CalendarDay) -> String { String(day.longDescription.prefix(3)) }
}
