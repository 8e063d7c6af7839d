import CoachDomain

/// The part a food plays in a meal the planner builds.
public enum FoodRole: String, Sendable, Hashable, CaseIterable {
    /// The meal's protein: meat, fish, eggs, tofu, Greek yogurt, lentils.
    case protein
    /// Grains, potatoes, bread, beans.
    case starch
    case vegetable, fruit
    /// Oils, nuts, seeds, avocado, cheese: energy and fat in small amounts.
    case fat
    /// Milk and yogurt (and the plant milks).
    case dairy
}

/// A food as the planner sees it: its role, a typical portion, how far a portion may stretch and
/// the step it is rounded to.
public struct PlanFood: Sendable, Hashable {
    public let record: FoodRecord
    public let role: FoodRole
    public let meals: Set<MealSlot>
    /// Grams of a usual serving.
    public let typical: Double
    public let minimum: Double
    public let maximum: Double
    /// Grams a portion is rounded to (a whole or half piece or slice for countable foods).
    public let step: Double
    /// The countable unit and its weight, when portions are counted ("2 slices").
    public let countUnit: (name: String, grams: Double)?

    public static func == (lhs: PlanFood, rhs: PlanFood) -> Bool { lhs.record.name == rhs.record.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(record.name) }

    /// The planner's view of `record`, or nil for foods it does not plan with (sauces, sweets,
    /// soft drinks, alcohol, composite dishes, and foods that are not everyday).
    public init?(_ record: FoodRecord) {
        guard record.everyday != false, let role = Self.role(of: record), let meals = record.meals, !meals.isEmpty else { return nil }
        self.record = record
        self.role = role
        self.meals = Set(meals)
        let portion = record.defaultPortion
        let counted = Self.countable.contains(portion.unit) && portion.grams <= 130
        // A serving of small countable foods is a few of them: two eggs, three slices of bacon.
        let pieces: Double = !counted ? 1 : portion.grams < 30 ? 3 : portion.grams < 60 ? 2 : 1
        let typical = record.units["serving"] ?? portion.grams * pieces
        self.typical = typical
        // How far a portion may shrink and grow around the usual serving.
        let (shrink, stretch): (Double, Double) = switch role {
        case .protein: (0.75, 2.5)
        case .starch where FoodCategory(of: record) == .legumes: (0.5, 1.6)
        case .starch: (0.5, 2.2)
        case .vegetable: (0.6, 2.5)
        case .fruit, .dairy: (0.5, 2)
        case .fat: (0.5, 2.5)
        }
        let floor = role == .vegetable ? 50.0 : 5
        if counted {
            let step = portion.grams > 60 ? portion.grams / 2 : portion.grams
            self.step = step
            self.countUnit = (portion.unit, portion.grams)
            self.minimum = max(step, (typical * shrink / step).rounded(.up) * step)
            self.maximum = max(minimum, min(600, (typical * stretch / step).rounded(.down) * step))
        } else {
            let step: Double = typical * stretch > 150 ? 10 : 5
            self.step = step
            self.countUnit = nil
            self.minimum = max(floor, (typical * shrink / step).rounded(.up) * step)
            let cap: Double = role == .vegetable ? 300 : role == .fruit ? 250 : 600
            self.maximum = max(minimum, min(cap, typical * stretch))
        }
    }

    /// Units counted in whole (or half) pieces.
    static let countable: Set<String> = ["piece", "slice"]

    /// The role from the category and where the energy comes from; nil for foods not planned with.
    static func role(of food: FoodRecord) -> FoodRole? {
        let m = food.per100g
        guard m.kcal > 0, let category = FoodCategory(of: food) else { return nil }
        let proteinShare = 4 * m.protein / m.kcal, fatShare = 9 * m.fat / m.kcal
        let hasEgg = food.animal?.contains(.egg) == true
        switch category {
        case .meatAndFish, .plantProtein: return .protein
        case .dairyAndEggs:
            // Milk and drinking yogurts are drunk beside a meal, not its protein.
            if proteinShare >= 0.3, fatShare <= 0.5 || hasEgg, food.gramsPerMl == nil { return .protein }
            if fatShare > 0.5 { return m.protein >= 5 || m.kcal > 700 ? .fat : nil }
            return m.carbs <= 8 ? .dairy : nil
        case .legumes:
            if proteinShare >= 0.3 { return .protein }
            return fatShare > 0.5 ? .fat : .starch
        case .grains: return .starch
        case .vegetables:
            if food.defaultUnit == "bowl" { return nil }
            if fatShare > 0.5 { return .fat }
            return food.defaultPortion.grams >= 30 || food.units["serving"] != nil ? .vegetable : nil
        case .fruit: return fatShare > 0.5 ? .fat : .fruit
        case .nutsAndSeeds: return .fat
        case .condiments: return fatShare > 0.9 && m.kcal > 700 ? .fat : nil
        case .drinks:
            // Milks and plant milks (the coffee-shop drinks are not everyday): some protein, no more sugar than milk.
            return food.alcohol == nil && m.protein >= 1 && m.carbs <= 7 ? .dairy : nil
        case .dishes, .sweets: return nil
        }
    }

    /// The values of `grams` of this food.
    public func nutrients(grams: Double) -> Nutrients { Nutrients(record, grams: grams) }
}
