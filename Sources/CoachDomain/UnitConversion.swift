/// Conversions by unit code, as the grammar names units (units.lexicon's `unit` values): the
/// words for them are the lexicon's, the arithmetic the domain's.
package enum UnitConversion {
    /// Kilograms in one of each unit of mass.
    package static let kilogramsPerUnit: [String: Double] = [
        "kg": 1, "lb": 0.45359237, "st": 6.35029318, "g": 0.001, "oz": 0.028349523125,
    ]
    /// Kilometres in one of each unit of length.
    package static let kilometresPerUnit: [String: Double] = [
        "km": 1, "m": 0.001, "mi": 1.609344, "yd": 0.0009144, "ft": 0.0003048, "in": 0.0000254, "cm": 0.00001,
    ]
    /// Minutes in one of each unit of duration (of a session: days and weeks are no workout's).
    package static let minutesPerUnit: [String: Double] = ["s": 1.0 / 60, "min": 1, "h": 60]

    /// `value` in `code` as kilograms, when `code` is a unit of mass.
    package static func kilograms(_ value: Double, code: String) -> Double? { kilogramsPerUnit[code].map { value * $0 } }
    /// `value` in `code` as kilometres, when `code` is a unit of length.
    package static func kilometres(_ value: Double, code: String) -> Double? { kilometresPerUnit[code].map { value * $0 } }
    /// `value` in `code` as minutes, when `code` is a unit of a session's duration.
    package static func minutes(_ value: Double, code: String) -> Double? { minutesPerUnit[code].map { value * $0 } }
}
