import CoachDomain

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
    /// The mean of the kcal targets those logged days had, each its own day's (what the intake is
    /// measured against); nil when none had one.
    public var weekTargetKcal: Double?
    /// How the target in force was worked out ("expenditure 2,477 kcal learned from ..., - 550 for
    /// 0.5 kg a week = 1,927 kcal"); nil for a target set by hand.
    public var targetDerivation: String?
    /// True when the target in force was set by hand (it wins over the learned one).
    public var targetSetByHand: Bool
    /// The target the formula or the learned expenditure gives, hand-set targets aside, with its derivation.
    public var automaticKcal: Double?
    public var automaticDerivation: String?

    public init(day: CalendarDay, trend: TrendPoint?, expenditure: ExpenditureEstimate?, targetKcal: Double?,
                averageIntake: Double?, intakeDays: Int, targetDerivation: String? = nil, targetSetByHand: Bool = false,
                automaticKcal: Double? = nil, automaticDerivation: String? = nil, weekTargetKcal: Double? = nil) {
        self.day = day
        self.weekTargetKcal = weekTargetKcal
        self.trend = trend
        self.expenditure = expenditure
        self.targetKcal = targetKcal
        self.averageIntake = averageIntake
        self.intakeDays = intakeDays
        self.targetDerivation = targetDerivation
        self.targetSetByHand = targetSetByHand
        self.automaticKcal = automaticKcal
        self.automaticDerivation = automaticDerivation
    }

    /// Whether this check-in was shown to the user (a previous one that was not is "a week ago",
    /// never "the last check-in", and its numbers are said to be then's).
    public var shown = true

    /// Whether there is anything to check in on: a weigh-in or a food log in the week before it.
    public var hasData: Bool { trend != nil || intakeDays > 0 }
}

/// The weekly check-in: what changed since the last one, and why, in a few lines.
public enum WeeklyCheckIn {
    /// A weekly rate within this of the goal's is "on pace", kg a week.
    public static let paceTolerance = 0.15
    /// An expenditure change smaller than this is "about the same", kcal a day.
    public static let steadyExpenditure = 50.0

    /// The check-in's lines, comparing `current` with `previous` (a week before, if known).
    /// `goalRateKg` is the wanted weekly change (negative: lose). A target set by hand always wins
    /// over the learned one; the line says what the learned one would be.
    /// Weights, changes and rates are in `unit`, the user's.
    public static func lines(previous: CheckInSnapshot?, current: CheckInSnapshot, goalRateKg: Double?,
                             unit: WeightUnit = .kg) -> [String] {
        var lines = ["Check-in, \(current.day.longDescription)."]
        let since = previous?.shown == false ? "since a week ago" : "since the last check-in"
        if let weight = weightLine(previous: previous?.trend, current: current.trend, goalRateKg: goalRateKg, unit: unit, since: since) {
            lines.append(weight)
        }
        lines.append(intakeLine(current))
        lines.append(contentsOf: expenditureLines(previous: previous?.expenditure, current: current.expenditure,
                                                  previousShown: previous?.shown ?? true))
        lines.append(targetLine(previous: previous, current: current))
        return lines
    }

    static func weightLine(previous: TrendPoint?, current: TrendPoint?, goalRateKg: Double?, unit: WeightUnit = .kg,
                           since: String = "since the last check-in") -> String? {
        guard let current else {
            return "No weigh-ins yet: weigh in a few mornings a week (:weight \(unit == .lb ? "180" : "81.6"))."
        }
        var text = "Trend weight \(unit.text(current.kg))"
        if let previous {
            let change = current.kg - previous.kg
            text += abs(unit.value(ofKilograms: change)) < 0.05 ? ", the same as \(since == "since a week ago" ? "a week ago" : "at the last check-in")"
                : ", \(change < 0 ? "down" : "up") \(unit.text(abs(change))) \(since)"
        }
        if let rate = current.weeklyRate {
            text += " (\(signed(unit.value(ofKilograms: rate))) \(unit.rawValue) a week"
            if let goalRateKg {
                text += "; \(pace(rate: rate, goal: goalRateKg)) your goal of \(signed(unit.value(ofKilograms: goalRateKg))) \(unit.rawValue) a week"
            }
            text += ")"
        }
        return text + "."
    }

    /// `on pace for`, `faster than`, `slower than`, `away from` (a goal to hold steady).
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
        if let target = current.weekTargetKcal ?? current.targetKcal {
            let difference = average - target
            text += " against \(current.weekTargetKcal == nil ? "a target" : "those days' targets") of \(Format.integer(target))"
            if abs(difference) >= 1 { text += ", \(Format.integer(abs(difference))) \(difference < 0 ? "under" : "over")" }
        }
        return text + "."
    }

    static func expenditureLines(previous: ExpenditureEstimate?, current: ExpenditureEstimate?, previousShown: Bool = true) -> [String] {
        guard let current else { return ["Not enough data to estimate your expenditure yet."] }
        var text = "Your expenditure is about \(Format.integer(current.kcalPerDay)) kcal a day "
            + "(\(Format.integer(current.range.lowerBound))–\(Format.integer(current.range.upperBound)))"
        if let previous {
            let change = current.kcalPerDay - previous.kcalPerDay
            if abs(change) < steadyExpenditure {
                text += ", about the same as last week: your weight moved as your intake predicted"
            } else if change > 0 {
                text += ", up \(Format.integer(change)) from \(then(previous.kcalPerDay, shown: previousShown)): your weight went "
                    + "lower than your intake would predict, so you burn more than thought"
            } else {
                text += ", down \(Format.integer(-change)) from \(then(previous.kcalPerDay, shown: previousShown)): your weight went "
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

    static func targetLine(previous: CheckInSnapshot?, current: CheckInSnapshot) -> String {
        guard let target = current.targetKcal else {
            return "No daily target yet: your profile needs your weight, height and age (:targets says which are missing)."
        }
        if current.targetSetByHand {
            var text = "Your daily target stays \(Format.integer(target)) kcal: you set it yourself, and that wins"
            if let automatic = current.automaticKcal, let how = current.automaticDerivation {
                text += " (without it: \(Format.integer(automatic)) kcal, \(how); :targets reset returns to it)"
            }
            return text + "."
        }
        let why = current.targetDerivation.map { ": \($0)" } ?? ""
        if let old = previous?.targetKcal, abs(old - target) >= 1 {
            return "New daily target: \(Format.integer(target)) kcal (was \(Format.integer(old)))\(why)."
        }
        return "Daily target \(Format.integer(target)) kcal, unchanged\(why)."
    }

    /// A previous estimate: "2,578" when the last check-in showed it, else "2,578 a week ago".
    static func then(_ kcal: Double, shown: Bool) -> String { Format.integer(kcal) + (shown ? "" : " a week ago") }

    /// "+0.3", "−0.5".
    static func signed(_ value: Double) -> String {
        let text = Format.number(abs(value))
        return text == "0" ? "0" : (value < 0 ? "−" : "+") + text
    }
}
