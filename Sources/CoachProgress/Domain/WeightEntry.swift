import CoachDomain
import Foundation

/// A body weight as typed: `81.6`, `81.6kg`, `180 lb`, `180lbs`, `81,6`.
public struct WeightEntry: Sendable, Hashable {
    /// The number as typed, in ``unit``.
    public var value: Double
    public var unit: WeightUnit

    public init(value: Double, unit: WeightUnit) {
        self.value = value
        self.unit = unit
    }

    /// The weight in kilograms.
    public var kg: Double { unit.kilograms(value) }

    /// Why a typed weight cannot be used, as one line.
    public enum Problem: Error, Sendable, Hashable, CustomStringConvertible {
        case notANumber(String)
        case unknownUnit(String)
        case implausible(String)

        public var description: String {
            switch self {
            case .notANumber(let text): "'\(text)' is not a weight; write it like 81.6, 81.6kg or 180lb"
            case .unknownUnit(let text): "'\(text)' is not a weight unit; use kg or lb"
            case .implausible(let text): "\(text) is not a plausible body weight"
            }
        }
    }

    /// Reads `words` (one word `81.6kg`, or a number and a unit). A bare number is in `defaultUnit`.
    public static func parse(_ words: [String], defaultUnit: WeightUnit) -> Result<WeightEntry, Problem> {
        let text = words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
        let number = text.prefix { $0.isNumber || $0 == "." || $0 == "," }
        let rest = text.dropFirst(number.count).trimmingCharacters(in: .whitespaces)
        guard !number.isEmpty, let value = Double(number.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            return .failure(.notANumber(text))
        }
        var unit = defaultUnit
        if !rest.isEmpty {
            guard let named = WeightUnit(suffix: rest) else { return .failure(.unknownUnit(rest)) }
            unit = named
        }
        let entry = WeightEntry(value: value, unit: unit)
        guard WeighIn.plausibleKg.contains(entry.kg) else {
            return .failure(.implausible("\(Format.number(value)) \(unit.rawValue)"))
        }
        return .success(entry)
    }
}
