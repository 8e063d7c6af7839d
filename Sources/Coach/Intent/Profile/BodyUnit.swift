import CoachDomain
import CoachLanguage

/// The units a body is measured in, by the lexicon's `unit` codes (units.lexicon): parsed once
/// from a quantity the grammar read, then typed.
enum BodyUnit: String {
    case kg, lb, st, cm, m, ft
    case inches = "in"

    /// The unit of a quantity the grammar read, when a body is measured in it.
    init?(_ entity: Entity) {
        guard let amount = entity.amount() else { return nil }
        self.init(rawValue: amount.unit)
    }

    var system: UnitSystem {
        switch self {
        case .kg, .cm, .m: .metric
        case .lb, .st, .ft, .inches: .imperial
        }
    }

    /// `amount` of this unit as a mass, when it is one.
    func mass(_ amount: Double) -> Mass? {
        switch self {
        case .kg: Mass(kilograms: amount)
        case .lb: Mass.pounds(amount)
        case .st: Mass.pounds(amount * Mass.poundsPerStone)
        case .cm, .m, .ft, .inches: nil
        }
    }

    /// `amount` of this unit as a length, when it is one.
    func length(_ amount: Double) -> Length? {
        switch self {
        case .cm: Length(centimetres: amount)
        case .m: Length(centimetres: amount * 100)
        case .ft: Length.feet(amount)
        case .inches: Length(centimetres: amount * Length.centimetresPerInch)
        case .kg, .lb, .st: nil
        }
    }
}

extension Entity {
    /// The mass it is, when it is an amount of kg, lb or st (a load or a body; grams are food).
    var bodyMass: (mass: Mass, system: UnitSystem)? {
        guard let unit = BodyUnit(self), let amount = amount(of: "mass"), let mass = unit.mass(amount.value) else { return nil }
        return (mass, unit.system)
    }

    /// The length it is, when it is an amount of cm, m, ft or in, with the unit it was written in.
    var bodyLength: (length: Length, unit: BodyUnit)? {
        guard let unit = BodyUnit(self), let amount = amount(of: "length"), let length = unit.length(amount.value) else {
            return nil
        }
        return (length, unit)
    }
}
