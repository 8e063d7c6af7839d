import CoachDomain

/// The meals of a planned day and the share of the day's energy each is meant to carry.
public struct MealPattern: Sendable, Hashable {
    public struct Meal: Sendable, Hashable {
        public let slot: MealSlot
        public let share: Double
    }

    public let meals: [Meal]

    public init(_ meals: [(MealSlot, Double)]) {
        self.meals = meals.map { Meal(slot: $0.0, share: $0.1) }
    }

    /// Breakfast, lunch, dinner and a snack; a second snack from 2,800 kcal, when three meals
    /// and one snack would need portions larger than people eat.
    public static func usual(kcal: Double) -> MealPattern {
        kcal >= 2_800
            ? MealPattern([(.breakfast, 0.22), (.lunch, 0.28), (.dinner, 0.30), (.snack, 0.10), (.snack, 0.10)])
            : MealPattern([(.breakfast, 0.25), (.lunch, 0.30), (.dinner, 0.35), (.snack, 0.10)])
    }

    /// The roles a meal of `slot` is built from, the first ones essential; a high-fat day (keto)
    /// takes a second fat at each main meal.
    static func roles(_ slot: MealSlot, highFat: Bool = false, using generator: inout SeededGenerator) -> [FoodRole] {
        let extra: [FoodRole] = highFat ? [.fat] : []
        return switch slot {
        case .breakfast: [.protein, .starch, .fruit, Bool.random(using: &generator) ? .dairy : .fat] + extra
        case .lunch: [.protein, .starch, .vegetable, .fat] + extra
        case .dinner: [.protein, .starch, .vegetable, .vegetable, .fat] + extra
        case .snack: [snackMain(using: &generator), .fruit]
        }
    }

    /// A snack's main food: something with protein, a yogurt or milk, or nuts (each paired with fruit).
    static func snackMain(using generator: inout SeededGenerator) -> FoodRole {
        [FoodRole.protein, .dairy, .fat][Int.random(in: 0..<3, using: &generator)]
    }
}
