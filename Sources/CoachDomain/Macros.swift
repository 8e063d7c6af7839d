/// Energy and macronutrients: kcal and grams of protein, carbohydrate and fat.
public struct Macros: Sendable, Hashable, Codable {
    public var kcal: Double
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    public init(kcal: Double, protein: Double, carbs: Double, fat: Double) {
        self.kcal = kcal
        self.protein = protein
        self.carbs = carbs
        self.fat = fat
    }

    public static let zero = Macros(kcal: 0, protein: 0, carbs: 0, fat: 0)

    /// These values multiplied by `factor` (e.g. per-100 g values times grams / 100).
    public func scaled(by factor: Double) -> Macros {
        Macros(kcal: kcal * factor, protein: protein * factor, carbs: carbs * factor, fat: fat * factor)
    }

    /// The energy the macros account for: 4 kcal/g protein and carbohydrate, 9 kcal/g fat.
    public var kcalFromMacros: Double { 4 * protein + 4 * carbs + 9 * fat }

    public static func + (lhs: Macros, rhs: Macros) -> Macros {
        Macros(kcal: lhs.kcal + rhs.kcal, protein: lhs.protein + rhs.protein, carbs: lhs.carbs + rhs.carbs,
               fat: lhs.fat + rhs.fat)
    }

    /// "215 kcal, 14 g protein, 14 g carbs, 10 g fat".
    public var summary: String {
        "\(Format.integer(kcal)) kcal, \(Format.number(protein)) g protein, \(Format.number(carbs)) g carbs, "
            + "\(Format.number(fat)) g fat"
    }
}
