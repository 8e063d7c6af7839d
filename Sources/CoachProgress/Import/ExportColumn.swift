/// The columns of this program's CSV files, as their header names them: one typed list per
/// file, written by ``ExportWriter`` and recognised by ``ImportFormat`` (compared as
/// ``HeaderName`` does: `protein_g` is `proteing`).
enum ExportColumn: String, CaseIterable {
    case date, entry, description, food, quantity, unit, kcal
    case proteinG = "protein_g"
    case carbsG = "carbs_g"
    case fatG = "fat_g"
    case fibreG = "fibre_g"
    case workout, exercise, set, reps
    case weightKg = "weight_kg"
    case durationS = "duration_s"
    case distanceM = "distance_m"
    case steps, source
    case mealsKcal = "meals_kcal"
    case kind, target
    case workoutsPerWeek = "workouts_per_week"
    case expenditureKcal = "expenditure_kcal"
    case expenditureLearned = "expenditure_learned"
    case goal
    case weeklyRateKg = "weekly_rate_kg"
    case setByHand = "set_by_hand"
    case week
    case targetKcal = "target_kcal"

    /// The name as ``HeaderName/normalize(_:)`` makes it, for finding the column in a header.
    var key: String { HeaderName.normalize(rawValue) }

    /// A header row of `columns`.
    static func header(_ columns: [ExportColumn]) -> [String] { columns.map(\.rawValue) }
}

/// The files of an export, in the order they are written.
enum ExportFile: String, CaseIterable {
    case weighIns = "weigh-ins.csv"
    case food = "food.csv"
    case workouts = "workouts.csv"
    case dailyTotals = "daily-totals.csv"
    case goals = "goals.csv"
    case targets = "targets.csv"
    case checkIns = "check-ins.csv"
}
