import CoachDomain

/// `:weight` (the weigh-ins with their trend) and `:weight --chart` (the trend over time).
public enum WeightReport {
    /// The weigh-ins, oldest first, and the latest trend with its weekly rate.
    public static func list(_ entries: [TrendedWeighIn], total: Int, unit: WeightUnit) -> [String] {
        guard let last = entries.last else {
            return ["No weigh-ins yet. Log one with :weight 81.6 (\(unit.rawValue)), :weight 180lb, or "
                + ":weight 82.0 --date 2026-11-20 for an earlier day."]
        }
        var lines = [total > entries.count ? "The last \(entries.count) of \(total) weigh-ins:" : "Weigh-ins:"]
        var rows = [["date", "weight", "trend"]]
        for entry in entries {
            rows.append([entry.weighIn.day.iso, unit.text(entry.weighIn.kg), entry.trend.map { unit.text($0.kg) } ?? "-"])
        }
        lines += Columns.table(rows, rightAligned: [1, 2])
        lines.append(summary(last.trend, unit: unit))
        return lines
    }

    /// "Trend 81.9 kg, losing 0.4 kg a week." (or why there is no rate yet).
    package static func summary(_ trend: TrendPoint?, unit: WeightUnit) -> String {
        guard let trend else { return "No trend yet." }
        var text = "Trend \(unit.text(trend.kg))"
        if let rate = trend.weeklyRate {
            let amount = unit.text(abs(rate))
            text += abs(rate) < 0.05 ? ", holding steady" : ", \(rate < 0 ? "losing" : "gaining") \(amount) a week"
        } else {
            text += " (a weekly rate needs \(TrendWeight.rateMinimumWeighIns) weigh-ins spanning a week)"
        }
        return text + "."
    }

    /// The trend over the `days` days ending on `today`: a column chart (rich) or one row a week
    /// with a bar (plain).
    public static func chart(_ entries: [TrendedWeighIn], days: Int, today: CalendarDay, unit: WeightUnit,
                             style: ReportStyle) -> [String] {
        let points = entries.compactMap(\.trend)
        guard let firstPoint = points.first, let lastPoint = points.last else {
            return ["No weigh-ins in the last \(days) days to chart. Log one with :weight 81.6."]
        }
        let first = max(today.adding(days: 1 - days), firstPoint.day)
        let daily = interpolated(points, from: first, through: lastPoint.day)
        let values = daily.compactMap { $0 }.map(unit.value(ofKilograms:))
        let low = (values.min() ?? 0) - 0.3
        let high = (values.max() ?? 0) + 0.3
        var lines = [style.paint("Trend weight, \(firstPoint.day.iso) to \(lastPoint.day.iso) (\(unit.rawValue))", .bold)]
        if style.rich {
            let axis = 8
            let columns = Chart.fit(daily.map { $0.map(unit.value(ofKilograms:)) }, to: style.width - axis)
            lines += Chart.columns(columns, low: low, high: high, height: 8, axisWidth: axis,
                                   label: { Format.number($0) }, style: style)
            let footer = first.iso + String(repeating: " ", count: max(1, columns.count - 2 * first.iso.count)) + lastPoint.day.iso
            lines.append(String(repeating: " ", count: axis) + style.paint(footer, .dim))
        } else {
            // One row per week: the trend at its last weigh-in, as a bar from the chart's low end.
            var rows: [[String]] = []
            var weekEnd = today
            var weekly: [(CalendarDay, Double)] = []
            while weekEnd >= first {
                if let point = points.last(where: { $0.day <= weekEnd && $0.day > weekEnd.adding(days: -7) }) {
                    weekly.append((point.day, unit.value(ofKilograms: point.kg)))
                }
                weekEnd = weekEnd.adding(days: -7)
            }
            for (day, value) in weekly.reversed() {
                let bar = String(repeating: "#", count: max(1, Int(((value - low) / (high - low) * 40).rounded())))
                rows.append([day.iso, "\(Format.number(value)) \(unit.rawValue)", bar])
            }
            lines += Columns.table(rows, rightAligned: [1])
            lines.append("(one row a week: the trend at its last weigh-in; bars from \(Format.number(low)) \(unit.rawValue))")
        }
        lines.append(summary(lastPoint, unit: unit))
        return lines
    }

    /// The trend each day from `first` through `last`, linear between the points (nil before the
    /// first point and after the last).
    static func interpolated(_ points: [TrendPoint], from first: CalendarDay, through last: CalendarDay) -> [Double?] {
        var values: [Double?] = []
        var next = 0
        var day = first
        while day <= last {
            while next < points.count, points[next].day < day { next += 1 }
            if next < points.count, points[next].day == day {
                values.append(points[next].kg)
            } else if next > 0, next < points.count {
                let before = points[next - 1]
                let after = points[next]
                let share = Double(day.daysSinceEpoch - before.day.daysSinceEpoch)
                    / Double(after.day.daysSinceEpoch - before.day.daysSinceEpoch)
                values.append(before.kg + (after.kg - before.kg) * share)
            } else {
                values.append(nil)
            }
            day = day.adding(days: 1)
        }
        return values
    }
}
