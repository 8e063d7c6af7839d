import CoachDomain
import CoachProgress

/// Where today stands, as tool results report it to the model: totals, meals, workouts and the
/// progress against the targets in force.
package struct TodayReport: Codable, Sendable, Hashable {
    struct Meal: Codable, Sendable, Hashable {
        var description: String
        var kcal: Double
        var protein: Double
    }

    var date: String
    var totals: Macros
    var meals: [Meal]
    var workouts: [String]
    var workoutDaysThisWeek: Int
    /// "Calories: 1,240 / 1,964 kcal (724 to go)" ...
    var progress: [String]

    /// Workouts in `unit`, the user's.
    init(_ summary: DailySummary, unit: WeightUnit) {
        date = summary.day.iso
        let rounded = summary.totals
        totals = Macros(kcal: rounded.kcal.rounded(), protein: (rounded.protein * 10).rounded() / 10,
                        carbs: (rounded.carbs * 10).rounded() / 10, fat: (rounded.fat * 10).rounded() / 10)
        meals = summary.meals.map { Meal(description: $0.description, kcal: $0.totals.kcal.rounded(),
                                         protein: ($0.totals.protein * 10).rounded() / 10) }
        workouts = summary.sessions.map { $0.sets.map { $0.label(in: unit) }.joined(separator: "; ") }
        workoutDaysThisWeek = summary.workoutDaysThisWeek
        progress = summary.progressLines
    }
}

extension CoachContextReader {
    /// Today after a call, for the model to see where the day stands; nil when it cannot be read.
    func todayReport(on day: CalendarDay) async -> TodayReport? {
        (try? await context(on: day)).map { TodayReport($0.summary, unit: WeightUnit.preferred(by: $0.profile)) }
    }
}
