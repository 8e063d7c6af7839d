import CoachDomain

/// One food of a plan or a suggestion, with its portion and what the portion holds.
public struct PlannedItem: Sendable, Hashable {
    public let food: FoodRecord
    public let grams: Double
    public let nutrients: Nutrients
    /// The countable unit and how many ("slice", 2), for foods counted in pieces.
    public let count: (unit: String, amount: Double)?

    public init(_ food: PlanFood, grams: Double) {
        self.food = food.record
        self.grams = grams
        self.nutrients = food.nutrients(grams: grams)
        self.count = food.countUnit.map { ($0.name, grams / $0.grams) }
    }

    public static func == (lhs: PlannedItem, rhs: PlannedItem) -> Bool { lhs.food == rhs.food && lhs.grams == rhs.grams }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(food.name)
        hasher.combine(grams)
    }

    /// "150 g", or "2 slices (64 g)" for foods counted in pieces.
    public var amount: String {
        let weight = "\(Format.integer(grams)) g"
        guard let count else { return weight }
        let number = count.amount == count.amount.rounded() ? Format.integer(count.amount) : Format.number(count.amount)
        return "\(number) \(count.unit)\(count.amount > 1 ? "s" : "") (\(weight))"
    }
}

/// One meal of a plan.
public struct PlannedMeal: Sendable, Hashable {
    public let slot: MealSlot
    public let items: [PlannedItem]

    public init(slot: MealSlot, items: [PlannedItem]) {
        self.slot = slot
        self.items = items
    }

    public var totals: Nutrients { items.reduce(.zero) { $0 + $1.nutrients } }
}

/// A target a plan does not meet within its tolerance.
public struct PlanMiss: Sendable, Hashable {
    public let nutrient: Nutrient
    public let planned: Double
    public let target: Double

    public init(nutrient: Nutrient, planned: Double, target: Double) {
        self.nutrient = nutrient
        self.planned = planned
        self.target = target
    }

    /// "protein 142 g of 180 g (-21%; the aim is within 10%)", "fibre 18 g of 30 g (60%; the aim is at least 80%)".
    public var text: String {
        let unit = nutrient.unit == "kcal" ? " kcal" : " g"
        let amounts = "\(nutrient.title) \(Format.integer(planned))\(unit) of \(Format.integer(target))\(unit)"
        let percent = target > 0 ? planned / target * 100 - 100 : 0
        if nutrient.isFloor {
            return amounts + " (\(Format.integer(percent + 100))%; the aim is at least \(Format.integer(100 - nutrient.tolerance * 100))%)"
        }
        let signed = (percent >= 0 ? "+" : "") + Format.integer(percent)
        return amounts + " (\(signed)%; the aim is within \(Format.integer(nutrient.tolerance * 100))%)"
    }
}

/// A day of meals on the day's targets.
public struct DayPlan: Sendable, Hashable {
    public let day: CalendarDay
    /// The targets the plan aims at (after a diet's adjustment, see `notes`).
    public let targets: Nutrients
    public let meals: [PlannedMeal]
    /// The targets not met within their tolerances; empty when the plan is on target.
    public let misses: [PlanMiss]
    /// Adjustments and explanations, one sentence each ("Keto: carbs held at 60 g ...").
    public let notes: [String]

    public var totals: Nutrients { meals.reduce(.zero) { $0 + $1.totals } }

    /// The meal of `slot` (the first, for a second snack).
    public func meal(_ slot: MealSlot) -> PlannedMeal? { meals.first { $0.slot == slot } }
}

/// How far `planned` lands from `targets`, nutrient by nutrient.
func misses(_ planned: Nutrients, _ targets: Nutrients) -> [PlanMiss] {
    Nutrient.allCases.compactMap { nutrient in
        let target = targets[nutrient], value = planned[nutrient]
        guard target > 0 else { return nil }
        let ratio = value / target - 1
        let ok = nutrient.isFloor ? ratio >= -nutrient.tolerance - 1e-9 : abs(ratio) <= nutrient.tolerance + 1e-9
        return ok ? nil : PlanMiss(nutrient: nutrient, planned: value, target: target)
    }
}
