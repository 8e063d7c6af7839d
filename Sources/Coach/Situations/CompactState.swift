import CoachDomain

/// Where the user stands, in a few lines for a model's system prompt (`{{state}}`): the trend
/// and its rate against the plan, the week's intake against its days' targets, what is left
/// today, and the training week. A model's answer then rests on the numbers the offline
/// situations read; the tools give it the rest.
public enum CompactState {
    /// The lines of `facts`.
    public static func lines(_ facts: SituationFacts) -> [String] {
        let words = SituationWords(unit: facts.unit)
        return [trend(facts, words), week(facts, words), today(facts, words), training(facts)]
    }

    /// The lines as the prompt shows them ("- " each).
    public static func text(_ facts: SituationFacts) -> String { lines(facts).map { "- \($0)" }.joined(separator: "\n") }

    static func trend(_ facts: SituationFacts, _ words: SituationWords) -> String {
        guard let trend = facts.weight.trend else { return "Trend weight: no weigh-ins in the last six weeks." }
        var text = "Trend weight \(words.weight(trend.kg))"
        if let rate = trend.weeklyRate {
            text += ", \(words.trend(rate))"
        } else {
            text += " (no weekly rate yet)"
        }
        text += "; \(trend.weighIns) weigh-in\(trend.weighIns == 1 ? "" : "s") over \(SituationWords.days(facts.weight.spanDays))"
        if let plan = facts.plannedRate {
            text += "; plan: \(words.plan(plan))"
            let pace = ProgressAnswer(facts: facts, asked: .onTrack).verdict
            text += " (\(Self.pace(pace)))"
        } else {
            text += "; no weight goal"
        }
        return text + " (:weight)."
    }

    static func pace(_ verdict: ProgressAnswer.Verdict) -> String {
        switch verdict {
        case .onPace: "on pace"
        case .faster: "faster than planned"
        case .slower: "slower than planned"
        case .wrongWay: "moving against the goal"
        case .drifting: "drifting from the weight to keep"
        case .tooEarly: "too early to judge: fewer than \(SituationThresholds.paceWeighIns) weigh-ins over "
            + "\(SituationThresholds.paceSpanDays) days"
        case .noGoal: "no goal"
        }
    }

    static func week(_ facts: SituationFacts, _ words: SituationWords) -> String {
        let intake = IntakeWeek(facts: facts)
        guard let average = intake.average else { return "Last seven days: no food logged (:week)." }
        var text = "Last seven days: food logged on \(intake.days) of 7, \(words.kcal(average)) a day on average"
        if let target = intake.target { text += " against those days' targets of \(Format.integer(target)) (\(words.difference(average - target)))" }
        text += "; \(facts.daysOnTarget.count) of the logged days within \(Format.integer(SituationThresholds.onTargetShare * 100))% of their target"
        if let yesterday = facts.yesterday, let kcal = yesterday.intakeKcal {
            text += "; yesterday \(Format.integer(kcal))" + (yesterday.targetKcal.map { " of \(Format.integer($0))" } ?? "")
        }
        return text + " (:week)."
    }

    static func today(_ facts: SituationFacts, _ words: SituationWords) -> String {
        let today = facts.todayFacts
        guard let left = facts.kcalLeft, let target = today.targetKcal else {
            return "Today: \(Format.integer(today.intakeKcal ?? 0)) kcal eaten; no kcal target (:day)."
        }
        var text = "Left today: " + (left >= 0 ? words.kcal(left) : "\(words.kcal(-left)) over") + " of \(Format.integer(target))"
        if let protein = facts.proteinLeft, let proteinTarget = today.targetProtein {
            text += ", protein " + (protein >= 0 ? "\(Format.integer(protein)) g" : "\(Format.integer(-protein)) g over")
                + " of \(Format.integer(proteinTarget)) g"
        }
        return text + " (:day)."
    }

    static func training(_ facts: SituationFacts) -> String {
        guard let training = facts.training else { return "Training plan: none made yet." }
        var parts: [String] = []
        if let session = training.today {
            parts.append("today \(session.name)" + (training.doneToday(facts.today) ? " (logged)" : " (not logged yet)"))
        } else {
            parts.append("no session today")
        }
        // Before today's session is logged, the next one depends on it: only today's is named.
        if let next = training.next, training.today == nil || training.doneToday(facts.today) {
            parts.append("next \(next.name) \(SituationWords.on(next.day, from: facts.today))")
        }
        parts.append("\(training.doneDays.count) of \(training.sessions.count) sessions done this week")
        let inARow = facts.daysTrainedInARow
        if inARow > 1 { parts.append("trained \(inARow) days in a row") }
        return "Training: " + parts.joined(separator: "; ") + " (:plan)."
    }
}
