/// Where the user stood at a check-in: what the weekly check-in compares week to week.
public struct CheckInSnapshot: Sendable, Hashable {
    /// The check-in's day.
    public var day: CalendarDay
    public var trend: TrendPoint?
    public var expenditure: ExpenditureEstimate?
    /// The daily kcal target in force (whatever set it).
    public var targetKcal: Double?
    /// The past seven days' logged intake: mean kcal over the days with a log, and how many.
    public var averageIntake: Double?
    public var intakeDays: Int

    public init(day: CalendarDay, trend: TrendPoint?, expenditure: ExpenditureEstimate?, targetKcal: Double?,
                averageIntake: Double?, intakeDays: Int) {
        self.day = day
        self.trend = trend
        self.expenditure = expenditure
        self.targetKcal = targetKcal
        self.averageIntake = averageIntake
        self.intakeDays = intakeDays
    }
}

/// The weekly check-in: what changed since the last one, and why, in a few lines.
public enum WeeklyCheckIn {
    /// A weekly rate within this of the goal's is "on pace", kg a week.
    public static let paceTolerance = 0.15
    /// An expenditure change smaller than this is "about the same", kcal a day.
    public static let steadyExpenditure = 50.0

    /// The check-in's lines, comparing `current` with `previous` (the last check-in, if any).
    /// `goalRateKg` is the wanted weekly change (negative: lose); `handSetKcal` a target the user
    /// set by hand, which always wins over a learned one.
    public static func lines(previous: CheckInSnapshot?, current: CheckInSnapshot, goalRateKg: Double?,
                             handSetKcal: Double?) -> [String] {
        var lines = ["Check-in, \(current.day.longDescription)."]
        if let weight = weightLine(previous: previous?.trend, current: current.trend, goalRateKg: goalRateKg) { lines.append(weight) }
        lines.append(intakeLine(current))
        lines.append(contentsOf: expenditureLines(previous: previous?.expenditure, current: current.expenditure))
        lines.append(targetLine(current, goalRateKg: goalRateKg, handSetKcal: handSetKcal))
        return lines
    }

    static func weightLine(previous: TrendPoint?, current: TrendPoint?, goalRateKg: Double?) -> String? {
        guard let current else { return "No weigh-ins yet: weigh in a few mornings a week (:weight 81.6)." }
        var text = "Trend weight \(Format.number(current.kg)) kg"
        if let previous {
            let change = current.kg - previous.kg
            text += abs(change) < 0.05 ? ", the same as at the last check-in"
                : ", \(change < 0 ? "down" : "up") \(Format.number(abs(change))) kg since the last check-in"
        }
        if let rate = current.weeklyRate {
            text += " (\(signed(rate)) kg a week"
            if let goalRateKg {
                text += "; \(pace(rate: rate, goal: goalRateKg)) your goal of \(signed(goalRateKg)) kg a week"
            }
            text += ")"
        }
        return text + "."
    }

    /// "on pace for", "faster than", "slower than", "away from" (a goal to hold steady).
    static func pace(rate: Double, goal: Double) -> String {
        if abs(rate - goal) <= paceTolerance { return "on pace for" }
        if goal == 0 { return "away from" }
        return (goal < 0 ? rate < goal : rate > goal) ? "faster than" : "slower than"
    }

    static func intakeLine(_ current: CheckInSnapshot) -> String {
        guard let average = current.averageIntake, current.intakeDays > 0 else {
            return "No food logged this week: the estimate needs what you eat (:food, or just tell me)."
        }
        var text = "Food logged on \(current.intakeDays) of 7 days, \(Format.integer(average)) kcal a day on average"
        if let target = current.targetKcal { text += " against a target of \(Format.integer(target))" }
        return text + "."
    }

    static func expenditureLines(previous: ExpenditureEstimate?, current: ExpenditureEstimate?) -> [String] {
        guard let current else { return ["Not enough data to estimate your expenditure yet."] }
        var text = "Your expenditure is about \(Format.integer(current.kcalPerDay)) kcal a day "
            + "(\(Format.integer(current.range.lowerBound))–\(Format.integer(current.range.upperBound)))"
        if let previous {
            let change = current.kcalPerDay - previous.kcalPerDay
            if abs(change) < steadyExpenditure {
                text += ", about the same as last week: your weight moved as your intake predicted"
            } else if change > 0 {
                text += ", up \(Format.integer(change)) from \(Format.integer(previous.kcalPerDay)): your weight went "
                    + "lower than your intake would predict, so you burn more than thought"
            } else {
                text += ", down \(Format.integer(-change)) from \(Format.integer(previous.kcalPerDay)): your weight went "
                    + "higher than your intake would predict, so you burn less than thought"
            }
        }
        var lines = [text + "."]
        if let missing = LearnedTarget.missing(current) {
            lines.append("It rests on \(current.intakeDays) days of food logs and \(current.weighIns) weigh-ins; "
                + "targets follow it after \(missing).")
        }
        return lines
    }

    static func targetLine(_ current: CheckInSnapshot, goalRateKg: Double?, handSetKcal: Double?) -> String {
        let learned: LearnedTarget.Suggestion? = current.expenditure.flatMap { estimate in
            guard LearnedTarget.isEnough(estimate), let goalRateKg else { return nil }
            return LearnedTarget.dailyKcal(expenditure: estimate.kcalPerDay, weeklyRateKg: goalRateKg)
        }
        if let handSetKcal {
            let tail = learned.map { " The learned one would be \(Format.integer($0.kcal)) kcal (\($0.derivation))." } ?? ""
            return "Your daily target stays \(Format.integer(handSetKcal)) kcal: you set it yourself, and that wins.\(tail)"
        }
        guard let learned else {
            return goalRateKg == nil && current.expenditure.map(LearnedTarget.isEnough) == true
                ? "Tell me a goal rate (\"lose 0.5 kg a week\") and your target will follow your expenditure."
                : "Your daily target is unchanged."
        }
        if let old = current.targetKcal, abs(old - learned.kcal) >= 1 {
            return "New daily target: \(Format.integer(learned.kcal)) kcal (was \(Format.integer(old))): \(learned.derivation)."
        }
        return "Daily target \(Format.integer(learned.kcal)) kcal: \(learned.derivation)."
    }

    /// "+0.3", "−0.5".
    static func signed(_ value: Double) -> String {
        let text = Format.number(abs(value))
        return text == "0" ? "0" : (value < 0 ? "−" : "+") + text
    }
}
