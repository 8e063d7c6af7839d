import CoachDomain

/// This program's export: plain CSV files that ``ImportReader`` reads back (and spreadsheets open).
/// - `weigh-ins.csv`: date, weight_kg
/// - `food.csv`: one row per food item: date, entry (its number within the day), description,
///   food, quantity, unit, kcal, protein_g, carbs_g, fat_g
/// - `workouts.csv`: one row per set: date, workout (its number within the day), description,
///   exercise, set, reps, weight_kg, duration_s, distance_m
/// - `daily-totals.csv`: date, kcal, protein_g, carbs_g, fat_g, source, meals_kcal. A day's rows
///   add up to its intake: a row with source `meals` is the sum of the day's entries in
///   `food.csv` (for spreadsheets; an import never stores it, the food comes from `food.csv`); a
///   row with another source is a total imported from that file, and `meals_kcal` the kcal of the
///   meals the day had beside it (0: none).
/// - `goals.csv`: kind, target, unit: the targets set by hand.
/// - `targets.csv`: the targets in force from each day they changed: date, kcal, protein_g,
///   carbs_g, fat_g, fibre_g, workouts_per_week, and what they rested on: weight_kg,
///   expenditure_kcal, expenditure_learned (yes/no), goal, weekly_rate_kg, set_by_hand (kinds,
///   separated by spaces).
/// - `check-ins.csv`: week (its Monday), date (the day it was shown), target_kcal.
///
/// Numbers are exact (``number(_:)``).
public enum ExportWriter {
    /// The file names, in the order they are written.
    public static let fileNames = ExportFile.allCases.map(\.rawValue)

    /// The files' contents, by name.
    public static func files(weighIns: [WeighIn], meals: [MealEntry], sessions: [WorkoutSession], totals: [DayTotals],
                             goals: [Goal] = [], targets: [TargetRecord] = [],
                             checkIns: [CheckInEntry] = []) -> [(name: String, text: String)] {
        var weights = [ExportColumn.header([.date, .weightKg])]
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
                                 set.reps.map(String.init) ?? "", set.weightKg.map { number($0) } ?? "",
                                 set.durationSeconds.map { number($0) } ?? "", set.distanceMeters.map { number($0) } ?? "",
                                 set.steps.map(String.init) ?? ""])
            }
        }
        return [(ExportFile.weighIns.rawValue, text(weights)), (ExportFile.food.rawValue, text(food)),
                (ExportFile.workouts.rawValue, text(workouts)),
                (ExportFile.dailyTotals.rawValue, text(dailyTotals(meals: meals, totals: totals))),
                (ExportFile.goals.rawValue, text(goalRows(goals))), (ExportFile.targets.rawValue, text(targetRows(targets))),
                (ExportFile.checkIns.rawValue, text(checkInRows(checkIns)))]
    }

    /// `daily-totals.csv`: per day, the meals' sum (source `meals`) and each imported total with
    /// the kcal of the meals beside it.
    static func dailyTotals(meals: [MealEntry], totals: [DayTotals]) -> [[String]] {
        var rows = [AirfitTotalsColumns.header]
        let mealIntake = DailyIntake.byDay(meals: meals, totals: [])
        let totalsByDay = Dictionary(grouping: totals, by: \.day)
        for day in Set(mealIntake.keys).union(totalsByDay.keys).sorted() {
            let mealsKcal = mealIntake[day]?.kcal ?? 0
            if let macros = mealIntake[day] {
                rows.append([day.iso] + macroCells(macros) + ["meals", number(mealsKcal)])
            }
            for total in totalsByDay[day] ?? [] {
                rows.append([day.iso] + macroCells(total.macros) + [total.source, number(mealsKcal)])
            }
        }
        return rows
    }

    static func macroCells(_ macros: Macros) -> [String] {
        [number(macros.kcal), number(macros.protein), number(macros.carbs), number(macros.fat)]
    }

    static func goalRows(_ goals: [Goal]) -> [[String]] {
        [GoalColumns.header] + goals.map { [$0.kind.rawValue, number($0.target), $0.unit] }
    }

    static func targetRows(_ records: [TargetRecord]) -> [[String]] {
        [TargetColumns.header] + records.map { record in
            [record.day.iso] + record.numbers.map { $0.map { number($0) } ?? "" }
                + [record.basis.weightKg.map { number($0) } ?? "", record.basis.expenditureKcal.map { number($0) } ?? "",
                   record.basis.learned ? "yes" : "no", record.basis.goal ?? "",
                   record.basis.weeklyRateKg.map { number($0) } ?? "", record.basis.setByHand.joined(separator: " ")]
        }
    }

    static func checkInRows(_ checkIns: [CheckInEntry]) -> [[String]] {
        [CheckInColumns.header] + checkIns.map { [$0.week.iso, $0.day.iso, $0.targetKcal.map { number($0) } ?? ""] }
    }

    /// RFC 4180: fields with a comma, quote or line break in quotes (quotes doubled), CRLF lines.
    /// Every field goes through ``cell(_:)``.
    static func text(_ rows: [[String]]) -> String {
        rows.map { row in row.map(cell).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// The characters that make a spreadsheet read a cell as a formula when they start it (OWASP
    /// "CSV injection"): `=`, `+`, `-`, `@`, tab and carriage return.
    static let formulaStarts = Set("=+-@\t\r".unicodeScalars)

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

    /// `value` exactly, in the shortest text that reads back as the same number, without a
    /// trailing ".0": 81.6, 143, 14.649999999999999. A backup restores what the home showed to the
    /// last digit (a sum of rounded items can round otherwise); an import compares entries by
    /// hundredths, so noise in the last digits never makes a re-import a new entry.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let text = "\(value == 0 ? 0 : value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
