import CoachDomain
import CoachLanguage
import CoachMeals

/// Food examples that fit the profile, for the offline coach's answers about food.
enum FoodExamples {
    /// How many examples an answer names.
    static let count = 4

    /// `entry`'s advice with `{examples}` filled: its examples whose foods all fit `filter`, or,
    /// when none does, the protein foods of the list that fit.
    static func advice(_ entry: CoachingEntry, filter: FoodFilter, foods: FoodDatabase) -> String {
        guard entry.advice.contains("{examples}") else { return entry.advice }
        let fitting = (entry.examples ?? []).filter { example in
            example.foods.allSatisfy { name in foods.food(named: name).map(filter.allows) ?? false }
        }
        let texts = fitting.isEmpty ? proteinFoods(filter: filter, foods: foods).map(\.name) : fitting.map(\.text)
        return entry.advice.filling("{examples}", with: texts.prefix(count).joined(separator: "; "))
    }

    /// The everyday lunch and dinner protein foods that fit `filter`, the most protein per kcal first.
    static func proteinFoods(filter: FoodFilter, foods: FoodDatabase, count: Int = FoodExamples.count) -> [FoodRecord] {
        let fitting = foods.records.filter(filter.allows).compactMap(PlanFood.init)
            .filter { $0.role == .protein && !$0.meals.isDisjoint(with: [.lunch, .dinner]) }
        return fitting.sorted { share($0.record) > share($1.record) }.prefix(count).map(\.record)
    }

    static func share(_ food: FoodRecord) -> Double { food.per100g.kcal > 0 ? food.per100g.protein / food.per100g.kcal : 0 }
}
