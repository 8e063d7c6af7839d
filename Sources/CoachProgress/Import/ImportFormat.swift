import CoachDomain
import CoachLanguage
import Foundation

/// What a CSV file holds, recognised from its header row.
enum ImportFormat: Hashable {
    /// A date and a weight and/or an energy column: scale exports (Withings, Renpho, Garmin,
    /// Fitbit) and daily nutrition summaries (Cronometer, MyFitnessPal, this program's).
    case measurements(MeasurementColumns)
    /// This program's `food.csv`.
    case food(FoodColumns)
    /// This program's `workouts.csv`.
    case workouts(WorkoutColumns)
    /// This program's `daily-totals.csv`.
    case dailyTotals(AirfitTotalsColumns)
    /// This program's `goals.csv`, `targets.csv` and `check-ins.csv`.
    case goals(GoalColumns)
    case targets(TargetColumns)
    case checkIns(CheckInColumns)

    /// The format of a file whose header is `header`, or nil; other apps' column names are
    /// `lexicon`'s (import.lexicon).
    static func recognize(_ header: [String], lexicon: Lexicon) -> ImportFormat? {
        let names = header.map(HeaderName.normalize)
        func column(_ candidates: [String]) -> Int? {
            for candidate in candidates { if let index = names.firstIndex(of: candidate) { return index } }
            return nil
        }
        if let food = FoodColumns(column) { return .food(food) }
        if let workouts = WorkoutColumns(column) { return .workouts(workouts) }
        if let targets = TargetColumns(column) { return .targets(targets) }
        if let totals = AirfitTotalsColumns(column) { return .dailyTotals(totals) }
        if let goals = GoalColumns(column) { return .goals(goals) }
        if let checkIns = CheckInColumns(column) { return .checkIns(checkIns) }
        return MeasurementColumns(names: names, lexicon: lexicon).map(ImportFormat.measurements)
    }
}

/// Header names compared without case, spaces, brackets or underscores: "Weight (kg)" is
/// "weightkg", "protein_g" is "proteing".
enum HeaderName {
    static func normalize(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }
}

/// The columns of a date-and-measurements file.
struct MeasurementColumns: Hashable {
    var date: Int
    /// A separate time column (Renpho writes date and time apart).
    var time: Int?
    var weight: Int?
    /// The unit the weight header names; nil: each value's suffix, else the default unit.
    var weightUnit: WeightUnit?
    var kcal: Int?
    var protein: Int?
    var carbs: Int?
    var fat: Int?
    /// A meal column (MyFitnessPal: one row per meal, summed per day).
    var meal: Int?

    /// The columns of a header as import.lexicon names them (`column`, `column_unit`,
    /// `column_time`), the strongest name of each column, the first among equals; nil
    /// without a date, or with neither a weight nor an energy column.
    init?(names: [String], lexicon: Lexicon) {
        var best: [String: (index: Int, strength: Int, entry: LexiconEntry)] = [:]
        var timeColumn: Int?
        for (index, name) in names.enumerated() {
            for entry in lexicon.entries(named: name, slot: "column") {
                guard let column = entry.value(of: "column") else { continue }
                if entry.value(of: "column_time") != nil, timeColumn == nil { timeColumn = index }
                if best[column].map({ entry.strength > $0.strength }) ?? true { best[column] = (index, entry.strength, entry) }
            }
        }
        guard let date = best["date"]?.index else { return nil }
        self.date = date
        if let timeColumn, timeColumn != date { time = timeColumn }
        weight = best["weight"]?.index
        weightUnit = best["weight"]?.entry.value(of: "column_unit").flatMap(WeightUnit.init(rawValue:))
        kcal = best["kcal"]?.index
        guard weight != nil || kcal != nil else { return nil }
        guard kcal != nil else { return }   // a scale's "Fat" is body fat, not food
        protein = best["protein"]?.index
        carbs = best["carbs"]?.index
        fat = best["fat"]?.index
        meal = best["meal"]?.index
    }
}

/// The columns of this program's `food.csv`.
struct FoodColumns: Hashable {
    static let header = ExportColumn.header([.date, .entry, .description, .food, .quantity, .unit, .kcal, .proteinG, .carbsG, .fatG])
    var date, entry, description, food, quantity, unit, kcal, protein, carbs, fat: Int

    init?(_ column: ([String]) -> Int?) {
        guard let date = column(["date"]), let entry = column(["entry"]), let description = column(["description"]),
              let food = column(["food"]), let quantity = column(["quantity"]), let unit = column(["unit"]),
              let kcal = column(["kcal"]), let protein = column(["proteing"]), let carbs = column(["carbsg"]),
              let fat = column(["fatg"]) else { return nil }
        (self.date, self.entry, self.description, self.food, self.quantity) = (date, entry, description, food, quantity)
        (self.unit, self.kcal, self.protein, self.carbs, self.fat) = (unit, kcal, protein, carbs, fat)
    }
}

/// The columns of this program's `workouts.csv`.
struct WorkoutColumns: Hashable {
    static let header = ExportColumn.header([.date, .workout, .description, .exercise, .set, .reps, .weightKg, .durationS,
                                             .distanceM, .steps])
    var date, workout, description, exercise, set, reps, weight, duration, distance: Int
    /// Steps (`v13-workout-steps`; older exports have no such column).
    var steps: Int?

    init?(_ column: ([String]) -> Int?) {
        guard let date = column(["date"]), let workout = column(["workout"]), let description = column(["description"]),
              let exercise = column(["exercise"]), let set = column(["set"]), let reps = column(["reps"]),
              let weight = column(["weightkg"]), let duration = column(["durations"]),
              let distance = column(["distancem"]) else { return nil }
        (self.date, self.workout, self.description, self.exercise, self.set) = (date, workout, description, exercise, set)
        (self.reps, self.weight, self.duration, self.distance) = (reps, weight, duration, distance)
        steps = column([ExportColumn.steps.key])
    }
}

/// Numbers as exports write them: `81.6`, `81,6` (decimal comma), `1,050` (thousands), with a
/// unit after (`80.4 kg`, `180 lbs`, `20%`); a dash or nothing is no value.
enum NumberCell {
    /// The number and the unit word after it, or nil.
    static func parse(_ text: String) -> (value: Double, unit: String)? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Also 1e-05, as exports may write; never hexadecimal (0x50), inf or nan, which Double reads too.
        if trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(trimmed), value.isFinite {
            return (value, "")
        }
        let numberPart = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "," || $0 == "-" || $0 == "+" }
        let unit = trimmed.dropFirst(numberPart.count).trimmingCharacters(in: .whitespaces)
        var digits = String(numberPart)
        guard digits.contains(where: \.isNumber) else { return nil }
        if digits.contains(",") {
            if digits.contains(".") || isGroupedThousands(digits) {
                digits = digits.replacingOccurrences(of: ",", with: "")      // 1,050.5 and 1,050
            } else if digits.filter({ $0 == "," }).count == 1 {
                digits = digits.replacingOccurrences(of: ",", with: ".")     // 81,6
            } else {
                return nil
            }
        }
        guard let value = Double(digits), value.isFinite else { return nil }
        return (value, unit)
    }

    /// "1,050" and "12,345": one to three digits then groups of three. ("81,6" is not.)
    static func isGroupedThousands(_ text: String) -> Bool {
        let groups = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let first = groups.first?.drop(while: { $0 == "-" || $0 == "+" }), (1...3).contains(first.count),
              groups.count > 1 else { return false }
        return groups.dropFirst().allSatisfy { $0.count == 3 }
    }
}
