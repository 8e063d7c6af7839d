import CoachDomain

/// `:today` and `:day DATE`: meals with their items, totals against the targets, what is left,
/// workouts with their volume, and the day's weigh-in.
public enum DayReport {
    public static func lines(_ overview: DayOverview, today: CalendarDay, unit: WeightUnit, style: ReportStyle) -> [String] {
        let title = overview.day == today ? "Today, \(overview.day.longDescription)" : overview.day.longDescription
        var lines = [style.paint(title, .bold)]
        guard overview.intake != nil || !overview.sessions.isEmpty || overview.weighIn != nil else {
            lines.append("Nothing logged. Log with :food 2 eggs and toast, :workout \(unit.liftExample), :weight \(unit.weighInExample)"
                + (overview.day == today ? "" : " (add --date \(overview.day.iso))") + ".")
            return lines + targetLines(overview.targets, eaten: .zero)
        }
        if let imported = overview.importedTotals {
            lines.append("Imported daily total (\(imported.source)): \(imported.macros.summary)")
        }
        if !overview.meals.isEmpty {
            lines.append(overview.importedTotals == nil ? "Meals:" : "Meals logged here (added to the imported total):")
            // Numbered as `:remove meal N` counts them.
            for (number, meal) in zip(1..., overview.meals) {
                lines.append("  \(number). \(meal.description): \(Format.integer(meal.totals.kcal)) kcal")
                let rows = meal.items.map { item in
                    ["    " + item.label + (item.isEstimate ? " (estimate)" : ""), "\(Format.integer(item.kcal)) kcal",
                     "\(Format.number(item.protein)) g protein", "\(Format.number(item.carbs)) g carbs",
                     "\(Format.number(item.fat)) g fat"]
                }
                lines += Columns.table(rows, rightAligned: [1, 2, 3, 4])
            }
        }
        lines += targetLines(overview.targets, eaten: overview.intake ?? .zero)
        if !overview.sessions.isEmpty {
            lines.append("Workouts:")
            for (number, session) in zip(1..., overview.sessions) {
                let volume = session.volumeKg > 0 ? " (volume \(unit.volume(session.volumeKg)))" : ""
                lines.append("  \(number). " + session.sets.map { $0.label(in: unit) }.joined(separator: "; ") + volume)
            }
        }
        if let weighIn = overview.weighIn {
            let trend = overview.trend.map { " (trend \(unit.text($0.kg)))" } ?? ""
            lines.append("Weigh-in: \(unit.text(weighIn.kg))\(trend)")
        }
        return lines
    }

    /// The eaten / target / left table (only the eaten row when there are no targets).
    static func targetLines(_ targets: DayTargets, eaten: Macros) -> [String] {
        let goals = [targets.kcal, targets.protein, targets.carbs, targets.fat]
        let values = [eaten.kcal, eaten.protein, eaten.carbs, eaten.fat]
        func cell(_ value: Double?, _ index: Int) -> String {
            guard let value else { return "-" }
            return index == 0 ? Format.integer(value) : "\(Format.number(value)) g"
        }
        var rows = [["", "kcal", "protein", "carbs", "fat"], ["eaten"] + values.enumerated().map { cell($1, $0) }]
        guard goals.contains(where: { $0 != nil }) else {
            return Columns.table(rows, rightAligned: [1, 2, 3, 4])
                + ["(no targets set: tell the coach \"my goal is 2200 kcal a day\" or \"150 g protein a day\")"]
        }
        rows.append(["target"] + goals.enumerated().map { cell($1, $0) })
        rows.append(["left"] + goals.enumerated().map { index, goal in
            guard let goal else { return "-" }
            let left = goal - values[index]
            return left >= 0 ? cell(left, index) : cell(-left, index) + " over"
        })
        return Columns.table(rows, rightAligned: [1, 2, 3, 4])
    }
}
