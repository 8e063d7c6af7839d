import CoachDomain
import CoachProgress

/// What `:food`, `:workout` and `:weight` say after logging.
public enum LogReport {
    /// "Logged for today: 215 kcal, ..." with one row per item, and what was not recognised.
    public static func meal(_ meal: MealEntry, unrecognized: [UnrecognizedPart], avoided: [String] = [],
                            today: CalendarDay) -> [String] {
        var lines = ["Logged for \(dayText(meal.day, today: today)): \(meal.totals.summary)"]
        let rows = meal.items.map { item in
            ["  " + item.label, "\(Format.integer(item.kcal)) kcal", "\(Format.number(item.protein)) g protein"]
        }
        lines += Columns.table(rows, rightAligned: [1, 2])
        lines += notRecognised(unrecognized)
        if !avoided.isEmpty { lines.append("Heads-up — " + avoided.joined(separator: "; ") + ".") }
        return lines
    }

    /// "Logged for today: back squat 3×5 @ 100 kg (volume 1,500 kg)".
    public static func workout(_ session: WorkoutSession, unrecognized: [UnrecognizedPart], unit: WeightUnit,
                               today: CalendarDay) -> [String] {
        let volume = session.volumeKg > 0 ? " (volume \(unit.volume(session.volumeKg)))" : ""
        return ["Logged for \(dayText(session.day, today: today)): "
            + session.sets.map { $0.label(in: unit) }.joined(separator: "; ") + volume] + notRecognised(unrecognized)
    }

    /// "Logged 81.6 kg for today; trend 81.9 kg, losing 0.4 kg a week." and what it replaced.
    public static func weighIn(_ logged: WeighInLogged, unit: WeightUnit, today: CalendarDay) -> [String] {
        var first = "Logged \(unit.text(logged.weighIn.kg)) for \(dayText(logged.weighIn.day, today: today))"
        if let replaced = logged.replaced { first += " (replacing \(unit.text(replaced.kg)))" }
        if logged.profileUpdated { first += "; your profile's body weight is now \(unit.text(logged.weighIn.kg))" }
        return [first + ".", WeightReport.summary(logged.trend, unit: unit)]
    }

    static func notRecognised(_ parts: [UnrecognizedPart]) -> [String] {
        parts.isEmpty ? [] : ["Not recognised: " + parts.map { "\"\($0.text)\" (\($0.reason))" }.joined(separator: ", ")]
    }

    /// The day in words: today, yesterday, or its long date (Friday 20 November 2026).
    static func dayText(_ day: CalendarDay, today: CalendarDay) -> String {
        if day == today { return "today" }
        if day == today.adding(days: -1) { return "yesterday (\(day.iso))" }
        return day.longDescription
    }
}

extension LogReport {
    /// "Removed meal 2 of today: "2 eggs" (143 kcal, ...)."; no number: "the latest meal".
    public static func removed(_ entry: LoggedEntry, number: Int?, unit: WeightUnit, today: CalendarDay) -> [String] {
        func which(_ kind: String) -> String { number.map { "\(kind) \($0)" } ?? "the latest \(kind)" }
        switch entry {
        case .meal(let meal):
            return ["Removed \(which("meal")) of \(dayText(meal.day, today: today)): \"\(meal.description)\" (\(meal.totals.summary))."]
        case .workout(let session):
            return ["Removed \(which("workout")) of \(dayText(session.day, today: today)): "
                + session.sets.map { $0.label(in: unit) }.joined(separator: "; ") + "."]
        }
    }

    /// "Removed the weigh-in of today (81.4 kg)", and when it was the latest, what the
    /// profile's body weight (the latest weigh-in's) is now.
    public static func removedWeighIn(_ removed: WeighIn, latest: WeighIn?, unit: WeightUnit, today: CalendarDay) -> [String] {
        var line = "Removed the weigh-in of \(dayText(removed.day, today: today)) (\(unit.text(removed.kg)))"
        if let latest {
            if latest.day < removed.day {
                line += "; your profile's body weight is now \(unit.text(latest.kg)), the weigh-in of \(dayText(latest.day, today: today))"
            }
        } else {
            line += "; no weigh-ins are left"
        }
        return [line + "."]
    }
}
