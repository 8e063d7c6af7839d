import CoachDomain
import Foundation

/// A body weight measured on a day (one a day: a later one for the same day replaces it).
public struct WeighIn: Sendable, Hashable, Codable {
    public var day: CalendarDay
    /// Always kilograms inside; pounds exist only at the edges (``WeightUnit``).
    public var kg: Double

    public init(day: CalendarDay, kg: Double) {
        self.day = day
        self.kg = kg
    }

    /// The body weights a weigh-in may have, in kg: anything outside is a typo or the wrong unit.
    public static let plausibleKg: ClosedRange<Double> = 25...350
}

/// The units a body weight is written in.
public enum WeightUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case kg
    case lb

    /// The unit used when the user writes a bare number ("81.6") and weights are shown in: pounds
    /// when the profile's units are imperial, else kilograms. The one place that decides it.
    public static func preferred(by profile: Profile?) -> WeightUnit {
        profile?[ProfileFields.units] == .imperial ? .lb : .kg
    }

    /// `value` in this unit as kilograms.
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: StrengthMath.kilograms(fromPounds: value)
        }
    }

    /// `kg` in this unit.
    public func value(ofKilograms kg: Double) -> Double {
        switch self {
        case .kg: kg
        case .lb: kg / 0.45359237
        }
    }

    /// "81.6 kg", "179.9 lb".
    public func text(_ kg: Double) -> String { "\(Format.number(value(ofKilograms: kg))) \(rawValue)" }

    /// The unit a suffix names: kg, kgs, kilo(s), kilogram(s); lb, lbs, pound(s).
    public init?(suffix: String) {
        switch suffix.lowercased().trimmingCharacters(in: .whitespaces) {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }
}
