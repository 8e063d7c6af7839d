import CoachDomain

/// Energy and the four amounts a plan balances: kcal and grams of protein, fat, carbohydrate
/// and fibre (fibre counted within carbohydrate, as `data/foods.json` records it).
public struct Nutrients: Sendable, Hashable, Codable {
    public var kcal: Double
    public var protein: Double
    public var fat: Double
    public var carbs: Double
    public var fibre: Double

    public init(kcal: Double, protein: Double, fat: Double, carbs: Double, fibre: Double) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.fibre = fibre
    }

    public static let zero = Nutrients(kcal: 0, protein: 0, fat: 0, carbs: 0, fibre: 0)

    /// The values of `grams` of `food` (its per-100 g values scaled; fibre 0 when not recorded).
    public init(_ food: FoodRecord, grams: Double) {
        let m = food.per100g, factor = grams / 100
        self.init(kcal: m.kcal * factor, protein: m.protein * factor, fat: m.fat * factor, carbs: m.carbs * factor,
                  fibre: (food.fiber ?? 0) * factor)
    }

    /// The five values in the order of ``Nutrient/allCases``.
    public subscript(nutrient: Nutrient) -> Double {
        get {
            switch nutrient {
            case .kcal: kcal
            case .protein: protein
            case .fat: fat
            case .carbs: carbs
            case .fibre: fibre
            }
        }
        set {
            switch nutrient {
            case .kcal: kcal = newValue
            case .protein: protein = newValue
            case .fat: fat = newValue
            case .carbs: carbs = newValue
            case .fibre: fibre = newValue
            }
        }
    }

    public static func + (lhs: Nutrients, rhs: Nutrients) -> Nutrients {
        var sum = lhs
        for nutrient in Nutrient.allCases { sum[nutrient] += rhs[nutrient] }
        return sum
    }

    /// These values multiplied by `factor`.
    public func scaled(by factor: Double) -> Nutrients {
        var result = self
        for nutrient in Nutrient.allCases { result[nutrient] *= factor }
        return result
    }
}

/// One of the amounts a plan balances, with its unit and how near its target a plan must land.
public enum Nutrient: String, Sendable, Hashable, CaseIterable, Codable {
    case kcal, protein, fat, carbs, fibre

    /// `energy`, `protein`, `fat`, `carbs`, `fibre`.
    public var title: String { self == .kcal ? "energy" : rawValue }

    /// "kcal" or "g".
    public var unit: String { self == .kcal ? "kcal" : "g" }

    /// The key of the JSON output: "kcal", "protein_g", ...
    public var jsonKey: String { self == .kcal ? "kcal" : rawValue + "_g" }

    /// How far a day's plan may land from the target, as a fraction: energy 5%, protein 10%,
    /// fat and carbohydrate 15%; fibre must reach 80% of its target and has no upper bound.
    public var tolerance: Double {
        switch self {
        case .kcal: 0.05
        case .protein: 0.10
        case .fat, .carbs: 0.15
        case .fibre: 0.20
        }
    }

    /// Whether landing above the target is fine (fibre).
    public var isFloor: Bool { self == .fibre }
}
