import CoachDomain

/// This program's export: plain CSV files that ``ImportReader`` reads back (and spreadsheets open).
/// - `weigh-ins.csv`: date, weight_kg
/// - `food.csv`: one row per food item: date, entry (its number within the day), description,
///   food, quantity, unit, kcal, protein_g, carbs_g, fat_g
/// - `workouts.csv`: one row per set: date, workout (its number within the day), description,
///   exercise, set, reps, weight_kg, duration_s, distance_m
/// - `daily-totals.csv`: date, kcal, protein_g, carbs_g, fat_g, source (`meals`, or the file
///   the totals were imported from; a day with both is their sum, `meals`)
///
/// Numbers are rounded: two decimals (what an import compares by), three for body weights.
public enum ExportWriter {
    /// The file names, in the order they are written.
    public static let fileNames = ["weigh-ins.csv", "food.csv", "workouts.csv", "daily-totals.csv"]

    /// The files' contents, by name.
    public static func files(weighIns: [WeighIn], meals: [MealEntry], sessions: [WorkoutSession],
                             totals: [DayTotals]) -> [(name: String, text: String)] {
        var weights = [["date", "weight_kg"]]
        for weighIn in weighIns { weights.append([weighIn.day.iso, number(weighIn.kg, decimals: 3)]) }

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
                                 set.reps.map(String.init) ?? "", set.weightKg.map { number($0) } ?? "",
                                 set.durationSeconds.map { number($0) } ?? "", set.distanceMeters.map { number($0) } ?? ""])
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
    /// Every field goes through ``cell(_:)``.
    static func text(_ rows: [[String]]) -> String {
        rows.map { row in row.map(cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The characters that make a spreadsheet read a cell as a formula when they start it (OWASP
    /// "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// One field as written: control characters (an escape sequence from a name) as spaces, so
    /// the file holds no ESC byte; a field that a spreadsheet would run as a formula (starting,
    /// after any spaces, with one of ``formulaStarts``; a plain number such as -5 excepted) gets a
    /// leading `'` and quotes, which ``CSVReader`` takes off again; quotes where RFC 4180 needs them.
    static func cell(_ raw: String) -> String {
        var field = raw
        if field.unicodeScalars.contains(where: { EntryText.isControl($0) && $0 != "\n" }) {
            field = String(String.UnicodeScalarView(field.unicodeScalars.map { EntryText.isControl($0) && $0 != "\n" ? " " : $0 }))
        }
        if runsAsFormula(field) {
            return "\"'" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Whether a spreadsheet would run `field` as a formula: it starts (after any spaces) with one
    /// of ``formulaStarts`` and is not a plain number.
    static func runsAsFormula(_ field: String) -> Bool {
        guard let first = field.unicodeScalars.first(where: { $0 != " " && $0 != "\n" }) else { return false }
        return formulaStarts.contains(first) && !isPlainNumber(field)
    }

    /// `-5`, `-0.25`: a number, which no spreadsheet runs.
    static func isPlainNumber(_ field: String) -> Bool {
        let digits = field.hasPrefix("-") ? field.dropFirst() : Substring(field)
        let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// `value` rounded to `decimals` places, in the shortest text that reads back as that rounded
    /// number, without a trailing ".0": 81.6, 143, 71.82 (never 71.82000000000001). Two places is
    /// what an import compares entries by (hundredths), so a re-import finds them identical; weights
    /// get three (a weigh-in matches within half a gram).
    static func number(_ value: Double, decimals: Int = 2) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<max(0, decimals) { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        let text = "\(rounded == 0 ? 0 : rounded)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
