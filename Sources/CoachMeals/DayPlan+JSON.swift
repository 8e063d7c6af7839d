import JSONCore

extension Nutrients {
    /// `{"kcal": 2000, "protein_g": 130.5, ...}`: kcal whole, grams to one decimal.
    public var json: JSONValue {
        .object(Dictionary(uniqueKeysWithValues: Nutrient.allCases.map { nutrient in
            let value = self[nutrient]
            return (nutrient.jsonKey, .number(nutrient == .kcal ? value.rounded() : (value * 10).rounded() / 10))
        }))
    }
}

extension DayPlan {
    /// The plan as `airfit meals --json` prints it: an object of `date`, `targets`, `meals` (each
    /// with `meal` and `items`: `food`, `grams`, `kcal`, `protein_g`, `fat_g`, `carbs_g` and
    /// `fibre_g`) and `totals`, with `food` a name of the foods list and every number from its values.
    public var json: JSONValue {
        let meals: [JSONValue] = meals.map { meal in
            .object(["meal": .string(meal.slot.rawValue), "items": .array(meal.items.map { item in
                var fields = item.nutrients.json.objectValue ?? [:]
                fields["food"] = .string(item.food.name)
                fields["grams"] = .number((item.grams * 10).rounded() / 10)
                return .object(fields)
            })])
        }
        return .object(["date": .string(day.iso), "targets": targets.json, "meals": .array(meals), "totals": totals.json])
    }
}
