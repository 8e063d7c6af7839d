import Coach
import CoachDomain
import Foundation
import Storage

/// A Coach ``FoodItem`` <-> a `foodItem` row.
///
/// The row keeps name, quantity, unit, kcal, protein, carbs and fat exactly, and, since
/// `v14-stored-portions`, the grams and `isEstimate` of an item whose grams are known (logged by
/// the coach); reading such a row needs no food list. A row without them (stored before, or
/// imported: an export's `food.csv` has no grams) is rebuilt as it always was:
/// - grams: the quantity when the unit is "g"; else, for a food of the food list, from the stored
///   macros and the food's values per 100 g (the parser computes macros that way, so this is
///   exact), or the food's own unit weight; else from standard mass/volume units (kg, oz, lb, ml,
///   l); else 0.
/// - isEstimate: true when the food list is given and the row does not match it (an unknown
///   food, or values that differ from the list's); without a food list, always false.
enum FoodItemMapping {
    /// The row for `item` (its entry id is set by the repository); grams of 0 mean not known.
    static func record(for item: FoodItem) -> FoodItemRecord {
        let known = item.grams > 0
        return FoodItemRecord(name: item.name, quantity: item.quantity, unit: item.unit, kcal: item.macros.kcal,
                              protein: item.macros.protein, carbs: item.macros.carbs, fat: item.macros.fat,
                              grams: known ? item.grams : nil, isEstimate: known ? item.isEstimate : nil)
    }

    /// Whether reading `record` back needs the food list (its grams were not stored).
    static func needsFoods(_ record: FoodItemRecord) -> Bool { record.grams == nil }

    /// The item a row stands for: as stored, or rebuilt with `foods` (see above).
    static func item(from record: FoodItemRecord, foods: FoodDatabase?) -> FoodItem {
        let macros = Macros(kcal: record.kcal, protein: record.protein, carbs: record.carbs, fat: record.fat)
        if let grams = record.grams {
            return FoodItem(name: record.name, quantity: record.quantity, unit: record.unit, grams: grams, macros: macros,
                            isEstimate: record.isEstimate ?? false)
        }
        let food = foods?.food(named: record.name)
        let grams = grams(of: record, macros: macros, food: food)
        let isEstimate = foods != nil && !(food.map { matches(macros, $0.per100g.scaled(by: grams / 100)) } ?? false)
        return FoodItem(name: record.name, quantity: record.quantity, unit: record.unit, grams: grams, macros: macros,
                        isEstimate: isEstimate)
    }

    static func grams(of record: FoodItemRecord, macros: Macros, food: FoodRecord?) -> Double {
        if record.unit == "g" { return record.quantity }
        if let food {
            let per100g = food.per100g
            let pairs = [(macros.kcal, per100g.kcal), (macros.protein, per100g.protein), (macros.carbs, per100g.carbs),
                         (macros.fat, per100g.fat)]
            // To a millionth of a gram: 49.59 kcal of 342 per 100 g is the 14.5 g logged, not 14.4999..., which
            // would show as 14 g where the log said 15 g.
            if let (value, base) = pairs.first(where: { $0.1 > 0 }) { return (value / base * 100 * 1_000_000).rounded() / 1_000_000 }
            if let each = food.units[record.unit] { return record.quantity * each }
        }
        let density = food?.gramsPerMl ?? 1
        switch record.unit {
        case "kg": return record.quantity * 1000
        case "oz": return record.quantity * 28.349523125
        case "lb": return record.quantity * 453.59237
        case "ml": return record.quantity * density
        case "l": return record.quantity * 1000 * density
        default: return 0
        }
    }

    /// Equal up to floating-point noise.
    static func matches(_ a: Macros, _ b: Macros) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * max(1, abs(x), abs(y)) }
        return close(a.kcal, b.kcal) && close(a.protein, b.protein) && close(a.carbs, b.carbs) && close(a.fat, b.fat)
    }
}
