/// How the units a food amount is given in convert to grams. The words for them are the
/// lexicon's (units.lexicon's `unit` measures, food.lexicon's `portion`s and `size`s); this
/// knows units by their codes, as items store them.
package enum FoodUnits {
    /// Grams per unit for units of mass.
    package static let gramsPerMassUnit: [String: Double] = ["g": 1, "kg": 1000, "oz": 28.349523125, "lb": 453.59237]

    /// Millilitres per unit of volume, used when a food has no weight of its own for the unit
    /// (times the food's `gramsPerMl`, 1 when missing), by the unit as items store it.
    package static func millilitres(per unit: String) -> Double? {
        VolumeUnit(rawValue: unit)?.millilitres
    }

    /// Whether `unit` is a measure (mass, or ml, l, fl oz), written without a plural or "of" in labels.
    static func isMeasure(_ unit: String) -> Bool {
        gramsPerMassUnit[unit] != nil || (VolumeUnit(rawValue: unit)?.isMeasure ?? false)
    }

    /// Whether `unit` is a portion size a food may list among its units ("large" fries):
    /// an adjective, never pluralised.
    package static func isSize(_ unit: String) -> Bool { PortionSize(rawValue: unit) != nil }

    /// The unit as items store it for the grammar's unit code (`floz` is shown as "fl oz").
    package static func itemUnit(code: String) -> String {
        code == VolumeUnit.flozCode ? VolumeUnit.fluidOunce.rawValue : code
    }
}

/// Units of volume a food amount may be given in, as items store them.
///
/// A fluid ounce is the US one (29.57 ml), like the 240 ml cup; a can is the 12 fl oz (355 ml)
/// soda can; a bottle 500 ml; a glass 250 ml; a pint the UK pint (568 ml), the measure drinks are
/// poured in where people order a pint.
enum VolumeUnit: String, CaseIterable {
    case millilitre = "ml"
    case litre = "l"
    case fluidOunce = "fl oz"
    case cup, tbsp, tsp, pint, glass, mug, shot, can, bottle

    /// The grammar's code for a fluid ounce.
    static let flozCode = "floz"

    var millilitres: Double {
        switch self {
        case .millilitre: 1
        case .litre: 1000
        case .fluidOunce: 29.5735295625
        case .cup: 240
        case .tbsp: 15
        case .tsp: 5
        case .pint: 568
        case .glass: 250
        case .mug: 300
        case .shot: 30
        case .can: 355
        case .bottle: 500
        }
    }

    /// A measure, not a vessel or spoon: shown as "250 ml", never "250 mls".
    var isMeasure: Bool { self == .millilitre || self == .litre || self == .fluidOunce }

    /// Spoons are not pluralised in labels ("2 tbsp").
    var isSpoon: Bool { self == .tbsp || self == .tsp }
}

/// Portion sizes a food may list among its units.
enum PortionSize: String, CaseIterable {
    case small, medium, large
}
