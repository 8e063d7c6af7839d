/// This program's export: plain CSV files that ``ImportReader`` reads back (and spreadsheets open).
/// - `weigh-ins.csv`: date, weight_kg
/// - `food.csv`: one row per food item: date, entry (its number within the day), description,
///   food, quantity, unit, kcal, protein_g, carbs_g, fat_g
/// - `workouts.csv`: one row per set: date, workout (its number within the day), description,
///   exercise, set, reps, weight_kg, duration_s, distance_m
/// - `daily-totals.csv`: date, kcal, protein_g, carbs_g, fat_g, source (`meals`, or the file
///   the totals were imported from)
public enum ExportWriter {
    /// The file names, in the order they are written.
    public static let fileNames = ["weigh-ins.csv", "food.csv", "workouts.csv", "daily-totals.csv"]

    /// The files' contents, by name.
    public static func files(weighIns: [WeighIn], meals: [MealEntry], sessions: [WorkoutSession],
                             totals: [DayTotals]) -> [(name: String, text: String)] {
        var weights = [["date", "weight_kg"]]
        for weighIn in weighIns { weights.append([weighIn.day.iso, number(weighIn.kg)]) }

        var food = [FoodColumns.header]
        var entry = 0
        var previousDay: CalendarDay?
        for meal in meals {
            entry = meal.day == previousDay ? entry + 1 : 1
            previousDay = meal.day
            for item in meal.items {
                food.append([meal.day.iso, String(entry), meal.description, item.name, number(item.quantity), item.unit,
                             number(item.kcal), number(item.protein), number(item.carbs), number(item.fat)])
            }
        }

        var workouts = [WorkoutColumns.header]
        var workout = 0
        previousDay = nil
        for session in sessions {
            workout = session.day == previousDay ? workout + 1 : 1
            previousDay = session.day
            for set in session.sets.flatMap(\.performedSets) {
                workouts.append([session.day.iso, String(workout), session.description, set.exercise, String(set.setNumber),
                                 set.reps.map(String.init) ?? "", set.weightKg.map(number) ?? "",
                                 set.durationSeconds.map(number) ?? "", set.distanceMeters.map(number) ?? ""])
            }
        }

        var daily = [["date", "kcal", "protein_g", "carbs_g", "fat_g", "source"]]
        let intake = DailyIntake.byDay(meals: meals, totals: totals)
        let sources = Dictionary(totals.map { ($0.day, $0.source) }, uniquingKeysWith: { first, _ in first })
        let mealDays = Set(meals.map(\.day))
        for day in intake.keys.sorted() {
            guard let macros = intake[day] else { continue }
            daily.append([day.iso, number(macros.kcal), number(macros.protein), number(macros.carbs), number(macros.fat),
                          mealDays.contains(day) ? "meals" : sources[day] ?? ""])
        }
        return [("weigh-ins.csv", text(weights)), ("food.csv", text(food)), ("workouts.csv", text(workouts)),
                ("daily-totals.csv", text(daily))]
    }

    /// RFC 4180: fields with a comma, quote or line break in quotes (quotes doubled), CRLF lines.
    static func text(_ rows: [[String]]) -> String {
        rows.map { row in
            row.map { field in
                guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
                return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
            }.joined(separator: ",")
        }.joined(separator: "\r\n") + "\r\n"
    }

    /// The shortest text that reads back as exactly the same number (so re-imported values match
    /// the food list's to the last bit), without a trailing ".0": 81.6, 143, 12.5625.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
