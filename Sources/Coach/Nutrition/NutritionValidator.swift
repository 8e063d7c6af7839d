import CoachDomain

/// The result of checking stated energy against the macros.
public struct MacroCheck: Sendable, Hashable, CustomStringConvertible {
    public var statedKcal: Double
    /// 4 x protein + 4 x carbs + 9 x fat.
    public var kcalFromMacros: Double
    /// |from macros - stated| / stated (infinite when stated is 0 and the macros are not).
    public var deviation: Double
    public var isConsistent: Bool

    public var description: String {
        let percent = deviation.isFinite ? "\(Format.integer(deviation * 100))% off" : "no energy stated"
        return isConsistent
            ? "\(Format.integer(statedKcal)) kcal matches the macros (\(Format.integer(kcalFromMacros)) kcal)"
            : "\(Format.integer(statedKcal)) kcal stated but 4P + 4C + 9F = \(Format.integer(kcalFromMacros)) kcal (\(percent))"
    }
}

/// Checks nutrition produced by a language model: the stated kcal must be within 30% of
/// 4 kcal/g protein + 4 kcal/g carbs + 9 kcal/g fat; values must be finite and not negative.
public enum NutritionValidator {
    /// The allowed relative difference.
    public static let tolerance = 0.30

    /// Checks one set of values. Tiny amounts (both sides under 10 kcal) always pass.
    public static func check(_ macros: Macros, tolerance: Double = NutritionValidator.tolerance) -> MacroCheck {
        let values = [macros.kcal, macros.protein, macros.carbs, macros.fat]
        let computed = macros.kcalFromMacros
        guard values.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return MacroCheck(statedKcal: macros.kcal, kcalFromMacros: computed, deviation: .infinity, isConsistent: false)
        }
        if macros.kcal < 10, computed < 10 {
            return MacroCheck(statedKcal: macros.kcal, kcalFromMacros: computed, deviation: 0, isConsistent: true)
        }
        let deviation = macros.kcal > 0 ? abs(computed - macros.kcal) / macros.kcal : .infinity
        return MacroCheck(statedKcal: macros.kcal, kcalFromMacros: computed, deviation: deviation,
                          isConsistent: deviation <= tolerance)
    }

    /// The problems in a list of items, one line each ("egg: 500 kcal stated but ..."); empty when all pass.
    public static func problems(in items: [FoodItem], tolerance: Double = NutritionValidator.tolerance) -> [String] {
        items.compactMap { item in
            if !(item.grams.isFinite && item.grams > 0) { return "\(EntryText.clipped(item.name)): the amount must be more than 0 g" }
            let result = check(item.macros, tolerance: tolerance)
            return result.isConsistent ? nil : "\(EntryText.clipped(item.name)): \(result)"
        }
    }
}
