import CoachDomain
import Foundation

/// `:week`: each of the seven days (kcal against target, protein, training), the averages, the
/// trend weight and its change, and bars of kcal against the target.
public enum WeekReport {
    public static func lines(_ week: WeekOverview, unit: WeightUnit, style: ReportStyle) -> [String] {
        guard let first = week.days.first?.day, let last = week.days.last?.day else { return [] }
        var lines = [style.paint("Week \(first.iso) to \(last.iso)", .bold)]
        var rows = [["day", "kcal", "target", "protein", "training"]]
        for day in week.days {
            rows.append([label(day.day), day.intake.map { Format.integer($0.kcal) } ?? "-",
                         day.targets.kcal.map(Format.integer) ?? "-",
                         day.intake.map { "\(Format.number($0.protein)) g" } ?? "-", training(day, unit: unit)])
        }
        let average = week.averageIntake
        let training = week.trainingDays
        rows.append(["average", average.map { Format.integer($0.kcal) } ?? "-", week.averageKcalTarget.map(Format.integer) ?? "-",
                     average.map { "\(Format.number($0.protein)) g" } ?? "-",
                     "\(training) training day\(training == 1 ? "" : "s")"])
        lines += Columns.table(rows, rightAligned: [1, 2, 3])
        let logged = week.loggedDays.count
        if logged == 0 {
            lines.append("(no food logged this week)")
        } else if logged < 7 {
            lines.append("(averages over the \(logged) day\(logged == 1 ? "" : "s") with food logged)")
        }
        lines.append(trendLine(week, unit: unit))
        if logged > 0 { lines += [""] + bars(week, style: style) }
        return lines
    }

    /// The week in a few sentences, from the same numbers as the table: for a question about the week.
    public static func sentences(_ week: WeekOverview, unit: WeightUnit) -> [String] {
        guard let first = week.days.first?.day, let last = week.days.last?.day else { return [] }
        var sentences: [String] = []
        let logged = week.loggedDays.count
        let span = "\(label(first)) to \(label(last))"
        if let average = week.averageIntake {
            var text = "Over the last seven days (\(span)) you logged food on \(logged) day\(logged == 1 ? "" : "s"): "
                + "\(Format.integer(average.kcal)) kcal a day on average"
            if let target = week.averageKcalTarget {
                let difference = average.kcal - target
                text += " against a target of \(Format.integer(target))"
                text += abs(difference) < 1 ? " (right on it)"
                    : " (\(Format.integer(abs(difference))) \(difference > 0 ? "over" : "under"))"
            }
            text += ", and \(Format.number(average.protein)) g protein."
            sentences.append(text)
            let onTarget = week.loggedDays.filter { day in
                guard let kcal = day.intake?.kcal, let target = day.targets.kcal else { return false }
                return kcal <= target
            }.count
            if week.loggedDays.contains(where: { $0.targets.kcal != nil }) {
                sentences.append("\(onTarget) of the \(logged) logged day\(logged == 1 ? " was" : "s were") at or under the target.")
            }
        } else {
            sentences.append("No food logged in the last seven days (\(span)).")
        }
        let training = week.trainingDays
        sentences.append("\(training) training day\(training == 1 ? "" : "s").")
        sentences.append(trendLine(week, unit: unit))
        return sentences
    }

    /// "Wed 18 Nov".
    static func label(_ day: CalendarDay) -> String {
        let weekday = Weekday.allCases[(day.weekday - 1) % 7].title
        return "\(weekday) \(day.day < 10 ? " " : "")\(day.day) \(monthNames[(day.month - 1) % 12])"
    }

    /// `Jan` to `Dec`, as the POSIX locale writes them (never the machine's language).
    static let monthNames: [String] = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar.shortMonthSymbols
    }()

    static func training(_ day: WeekDay, unit: WeightUnit) -> String {
        guard !day.sessions.isEmpty else { return "-" }
        let count = day.sessions.count == 1 ? "1 workout" : "\(day.sessions.count) workouts"
        return day.volumeKg > 0 ? "\(count), \(unit.volume(day.volumeKg))" : count
    }

    static func trendLine(_ week: WeekOverview, unit: WeightUnit) -> String {
        guard let after = week.trendAfter else { return "Trend weight: no weigh-ins yet (:weight 81.6)." }
        var text = "Trend weight \(unit.text(after.kg))"
        if let first = week.days.first?.day, after.day < first {
            return text + " as of the last weigh-in, \(after.day.iso): weigh in to see this week's change."
        }
        if let change = week.trendChange {
            let amount = unit.text(abs(change))
            text += abs(change) < 0.05 ? ", unchanged this week" : ", \(change < 0 ? "down" : "up") \(amount) this week"
        }
        if let rate = after.weeklyRate { text += " (trend rate \(rate < 0 ? "−" : "+")\(unit.text(abs(rate))) a week)" }
        return text + "."
    }

    /// One bar a day of kcal against the target.
    static func bars(_ week: WeekOverview, style: ReportStyle) -> [String] {
        let scale = week.days.flatMap { [$0.intake?.kcal ?? 0, $0.targets.kcal ?? 0] }.max() ?? 0
        guard scale > 0 else { return [] }
        let width = max(10, style.width - 26)
        let legend = style.rich ? "kcal against target (│ marks an unmet target; over it in another colour):"
            : "kcal against target (# up to the target, + over it, | an unmet target):"
        var lines = [legend]
        for day in week.days {
            let kcal = day.intake?.kcal ?? 0
            let bar = Chart.bar(value: kcal, target: day.targets.kcal, scale: scale * 1.05, width: width, style: style)
            let value = day.intake.map { Format.integer($0.kcal) } ?? "-"
            let line = "\(label(day.day))  \(Columns.right(value, 6))  \(bar)"
            lines.append(bar.isEmpty ? String(line.dropLast(2)) : line)
        }
        return lines
    }
}
