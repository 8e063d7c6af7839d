/// The values a log may hold, whoever supplies them (a typed line, a model's tool call or food
/// estimate, an imported file). A value outside is a typo, a wrong unit or a hostile source: it
/// is refused with the reason, never stored.
public enum LogBounds {
    /// The earliest day a log may be dated: 1970-01-01. No app logged anything before it, and a
    /// mistyped year (1900, 0026) lands before it.
    public static let earliestDay = CalendarDay(daysSinceEpoch: 0)
    /// The most one food item may weigh, in grams (a whole large pizza is about 1 kg).
    public static let maxItemGrams = 5_000.0
    /// The most energy one food item may hold, in kcal.
    public static let maxItemKcal = 10_000.0
    /// The most energy a day may hold, in kcal.
    public static let maxDayKcal = 20_000.0
    /// The most of one macronutrient a day may hold, in grams.
    public static let maxDayMacroGrams = 3_000.0
    /// The longest name or description of an entry, in characters (`log_food`'s own limit).
    public static let maxTextLength = 2_000
    /// The most meals one day may hold (each turn reads the day's meals, and the system prompt lists them).
    public static let maxMealsPerDay = 50
    /// The most workouts one day may hold.
    public static let maxWorkoutsPerDay = 20
    /// The most steps one activity may log (a hundred-mile day is about 200,000 steps).
    public static let maxSteps = 200_000
    /// Energy per gram no food exceeds (fat: 9 kcal/g), with room for rounding.
    static let maxKcalPerGram = 9.5

    /// Why `day` cannot hold a log (before ``earliestDay`` or after `today`), or nil.
    public static func problem(day: CalendarDay, today: CalendarDay) -> String? {
        if day > today { return "\(day.iso) is in the future" }
        if day < earliestDay { return "\(day.iso) is before \(earliestDay.iso)" }
        return nil
    }

    /// Why `item` cannot be logged, or nil: a name too long, an amount that is not more than 0 g
    /// or more than 5 kg (or 5,000 of its unit), negative or non-finite numbers, more energy than its weight can hold,
    /// macros heavier than the food, or macros holding more energy than it states.
    public static func problem(of item: FoodItem) -> String? {
        let name = EntryText.clipped(item.name)
        if item.name.count > maxTextLength { return "\(name): a name longer than \(maxTextLength) characters" }
        let values = [item.grams, item.quantity, item.kcal, item.protein, item.carbs, item.fat]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return "\(name): a negative or missing amount" }
        if item.grams > maxItemGrams { return "\(name): \(Format.integer(item.grams)) g is more than one food item weighs" }
        if item.quantity > maxItemGrams { return "\(name): \(Format.integer(item.quantity)) \(EntryText.clipped(item.unit, limit: 20)) is not a plausible amount" }
        if item.kcal > maxItemKcal { return "\(name): \(Format.integer(item.kcal)) kcal is more than one food item holds" }
        if item.grams > 0 {
            if item.kcal > item.grams * maxKcalPerGram + 5 {
                return "\(name): \(Format.integer(item.kcal)) kcal in \(Format.integer(item.grams)) g is more than food holds"
            }
            if item.protein + item.carbs + item.fat > item.grams * 1.02 + 1 {
                return "\(name): \(Format.integer(item.protein + item.carbs + item.fat)) g of macros in \(Format.integer(item.grams)) g of food"
            }
        }
        return energyProblem(item.macros).map { "\(name): \($0)" }
    }

    /// Why a day's totals cannot be logged, or nil: negative numbers, more than 20,000 kcal or
    /// 3 kg of one macro, or macros holding more energy than the day states.
    public static func problem(ofDay macros: Macros) -> String? {
        let values = [macros.kcal, macros.protein, macros.carbs, macros.fat]
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return "a negative or missing amount" }
        if macros.kcal > maxDayKcal { return "\(Format.integer(macros.kcal)) kcal is not a plausible day" }
        if let heaviest = values.dropFirst().max(), heaviest > maxDayMacroGrams {
            return "\(Format.integer(heaviest)) g of one macro is not a plausible day"
        }
        return energyProblem(macros)
    }

    /// Macros may hold less energy than stated (alcohol, rounding) but not much more: 4P + 4C + 9F
    /// at most 50% (and 20 kcal) above the kcal (sugar-free gum's polyols, counted as carbs at 4
    /// kcal/g but giving 2.4, come to 43%).
    static func energyProblem(_ macros: Macros) -> String? {
        guard macros.kcalFromMacros > macros.kcal * 1.5 + 20 else { return nil }
        return "\(Format.integer(macros.kcal)) kcal stated but 4P + 4C + 9F = \(Format.integer(macros.kcalFromMacros)) kcal"
    }

    /// Why a set cannot be logged, or nil: negative, non-finite or implausible numbers (a set
    /// numbered past 100, more than 1,000 kg, 1,000 reps, 500 km or a day).
    public static func problem(of set: PerformedSet) -> String? {
        let name = EntryText.clipped(set.exercise)
        if set.exercise.count > maxTextLength { return "\(name): a name longer than \(maxTextLength) characters" }
        let values = [set.reps.map(Double.init), set.weightKg, set.durationSeconds, set.distanceMeters].compactMap { $0 }
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return "\(name): a negative or missing amount" }
        if set.setNumber < 1 || set.setNumber > 100 { return "\(name): set \(set.setNumber) is not plausible" }
        if let reps = set.reps, reps > 1_000 { return "\(name): \(reps) reps is not plausible" }
        if let kg = set.weightKg, kg > 1_000 { return "\(name): \(Format.integer(kg)) kg is not plausible" }
        if let meters = set.distanceMeters, meters > 500_000 { return "\(name): \(Format.number(meters / 1000)) km is not plausible" }
        if let seconds = set.durationSeconds, seconds > 86_400 { return "\(name): longer than a day" }
        if let steps = set.steps, steps < 0 || steps > maxSteps { return "\(name): \(steps) steps is not plausible" }
        return nil
    }
}
