import CoachDomain

/// A day's intake known only as totals (imported from another app's daily summary), not as
/// meals. A day with both (meals logged here after the import) counts both, added: the meals are
/// what the other app did not have.
public struct DayTotals: Sendable, Hashable, Codable {
    public var day: CalendarDay
    public var macros: Macros
    /// Where the totals came from: `Cronometer`, `MyFitnessPal`, `airfit export`, ...
    public var source: String
    /// From an airfit backup: the kcal of the meals the day had beside these totals in the home it
    /// came from (they were counted together there). Nil for another app's totals.
    public var mealsKcal: Double?

    public init(day: CalendarDay, macros: Macros, source: String, mealsKcal: Double? = nil) {
        self.day = day
        self.macros = macros
        self.source = source
        self.mealsKcal = mealsKcal
    }
}

/// What was eaten on each day: the meals plus the imported totals.
public enum DailyIntake {
    /// Intake per day (days with neither meals nor totals are absent).
    public static func byDay(meals: [MealEntry], totals: [DayTotals]) -> [CalendarDay: Macros] {
        var intake: [CalendarDay: Macros] = [:]
        for meal in meals { intake[meal.day, default: .zero] = intake[meal.day, default: .zero] + meal.totals }
        for total in totals { intake[total.day, default: .zero] = intake[total.day, default: .zero] + total.macros }
        return intake
    }
}
