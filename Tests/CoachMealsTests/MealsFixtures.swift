import Coach
import CoachDomain
import CoachMeals
import Foundation

/// The real foods list, loaded once from the package's `data/`.
enum MealsFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let foods: FoodDatabase = (try? CoachResources.load(root: root))?.foods ?? FoodDatabase(records: [])
    static let day = CalendarDay(year: 2026, month: 11, day: 21) ?? CalendarDay(daysSinceEpoch: 0)

    static func food(_ name: String) -> FoodRecord {
        foods.food(named: name) ?? FoodRecord(name: "missing \(name)", per100g: .zero, units: [:])
    }

    /// Targets the way the target formula splits energy: protein as given, fat 25% of energy,
    /// carbohydrate the rest, fibre 14 g per 1,000 kcal.
    static func targets(kcal: Double, protein: Double) -> Nutrients {
        let fat = (kcal * 0.25 / 9).rounded()
        return Nutrients(kcal: kcal, protein: protein, fat: fat, carbs: ((kcal - 4 * protein - 9 * fat) / 4).rounded(),
                         fibre: (kcal * 14 / 1_000).rounded())
    }
}
