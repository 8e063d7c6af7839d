import Coach
import CoachDomain
import CoachMeals
import CoachProgress

/// `:meals` and `airfit meals`: the day's plan as a table, each food and each meal with its
/// kcal, protein, fat, carbs and fibre, then the day's totals against the targets and what missed.
enum MealPlanReport {
    static func lines(_ plan: DayPlan, fits: String, today: CalendarDay, style: ReportStyle) -> [String] {
        let when = plan.day == today ? "today, \(plan.day.longDescription)" : plan.day.longDescription
        var lines = [style.paint("Meal plan for \(when)", .bold) + (fits == FoodFilter().summary ? "" : " — \(fits)")]
        var rows = [["", "amount", "kcal", "protein", "fat", "carbs", "fibre"]]
        func numbers(_ n: Nutrients) -> [String] {
            [Format.integer(n.kcal)] + [n.protein, n.fat, n.carbs, n.fibre].map { Format.number(($0 * 10).rounded() / 10) + " g" }
        }
        var mealRows: Set<Int> = []
        for meal in plan.meals {
            mealRows.insert(rows.count)
            rows.append([meal.slot.rawValue.capitalized, ""] + numbers(meal.totals))
            for item in meal.items { rows.append(["  " + item.food.name, item.amount] + numbers(item.nutrients)) }
        }
        let totalRow = rows.count
        rows.append(["Total", ""] + numbers(plan.totals))
        rows.append(["Target", ""] + [Format.integer(plan.targets.kcal)] + [plan.targets.protein, plan.targets.fat,
                                                                          plan.targets.carbs].map { Format.integer($0) + " g" }
                    + ["≥ " + Format.integer(plan.targets.fibre * 0.8) + " g"])
        let table = Columns.table(rows, rightAligned: [2, 3, 4, 5, 6])
        for (index, line) in table.enumerated() {
            lines.append(mealRows.contains(index) || index == totalRow || index == 0 ? style.paint(line, .bold) : line)
        }
        if plan.misses.isEmpty {
            lines.append(style.paint("On target: energy within 5%, protein 10%, fat and carbs 15%, fibre at least 80%.", .good))
        }
        lines += plan.notes.map { style.paint($0, $0.hasPrefix("The closest plan") ? .over : .dim) }
        return lines
    }

    /// The day a plan is asked for: today, tomorrow, yesterday, a weekday (the last one) or YYYY-MM-DD.
    static func day(_ text: String?, today: CalendarDay) throws -> CalendarDay {
        guard let text, !text.isEmpty else { return today }
        if text.lowercased() == "tomorrow" { return today.adding(days: 1) }
        guard let day = DayArgument.day(text, today: today) else {
            throw CommandUsageError("'\(text)' is not a day: YYYY-MM-DD, today, tomorrow, yesterday or a weekday")
        }
        return day
    }
}
