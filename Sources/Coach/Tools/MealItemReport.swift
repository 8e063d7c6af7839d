import CoachDomain
import CoachMeals
import LLM

/// One planned or suggested food as a tool reports it: the food list's name, the portion and its numbers.
struct MealItemReport: Codable, Sendable, Hashable {
    var food: String
    /// "150 g", "2 slices (64 g)".
    var amount: String
    var grams: Double
    var kcal: Double
    var protein: Double
    var fat: Double
    var carbs: Double
    var fibre: Double

    init(_ item: PlannedItem) {
        let n = item.nutrients
        food = item.food.name
        amount = item.amount
        grams = Self.tenth(item.grams)
        kcal = n.kcal.rounded()
        protein = Self.tenth(n.protein)
        fat = Self.tenth(n.fat)
        carbs = Self.tenth(n.carbs)
        fibre = Self.tenth(n.fibre)
    }

    static func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// "tofu 200 g".
    var label: String { "\(food) \(amount)" }
}

/// A group of items (an option, a meal) and its totals.
struct MealGroupReport: Codable, Sendable, Hashable {
    var items: [MealItemReport]
    var kcal: Double
    var protein: Double

    init(_ items: [PlannedItem]) {
        self.items = items.map(MealItemReport.init)
        let totals = items.reduce(Nutrients.zero) { $0 + $1.nutrients }
        kcal = totals.kcal.rounded()
        protein = MealItemReport.tenth(totals.protein)
    }

    /// "tofu 200 g, quinoa 150 g and cabbage 90 g: 604 kcal, 40 g protein".
    var line: String {
        Format.list(items.map(\.label)) + ": \(Format.integer(kcal)) kcal, \(Format.integer(protein)) g protein"
    }
}

extension MealSlot {
    /// The meal named by a tool argument ("dinner", "Snack"), or a failure naming the choices.
    static func argument(_ text: String?) throws(ToolFailure) -> MealSlot? {
        guard let text = text.map({ TextTools.collapse($0.lowercased()) }), !text.isEmpty else { return nil }
        guard let slot = MealSlot(rawValue: text) else {
            throw ToolFailure("\"meal\" must be breakfast, lunch, dinner or snack, not \"\(text)\"")
        }
        return slot
    }

    /// The meals a tool's "meal" argument may name, for its JSON schema.
    static var schemaChoices: JSONValue { .array(allCases.map { .string($0.rawValue) }) }
}
