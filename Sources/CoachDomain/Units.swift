import Foundation

/// The one conversion layer from typed values (always kilograms and kilometres inside) to the units
/// the user reads and writes: pounds and miles when the profile's units are imperial, else kilograms
/// and kilometres. Every view, tool result and reply that shows a body weight, a load on the bar, a
/// change of weight, a weekly rate, a trend, a distance or a pace goes through it (distances through
/// ``distance``), so an imperial user never sees a kilogram or a kilometre.
public enum WeightUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case kg
    case lb

    /// The unit used when the user writes a bare number ("81.6") and weights are shown in: pounds
    /// when the profile's units are imperial, else kilograms. The one place that decides it.
    public static func preferred(by profile: Profile?) -> WeightUnit {
        profile?[ProfileFields.units] == .imperial ? .lb : .kg
    }

    /// The unit of a unit system.
    public init(_ system: UnitSystem) { self = system == .imperial ? .lb : .kg }

    /// The unit system this unit belongs to.
    public var system: UnitSystem { self == .lb ? .imperial : .metric }

    /// `value` in this unit as kilograms.
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kg: value
        case .lb: value * Mass.kilogramsPerPound
        }
    }

    /// `kg` in this unit.
    public func value(ofKilograms kg: Double) -> Double {
        switch self {
        case .kg: kg
        case .lb: kg * Mass.poundsPerKilogram
        }
    }

    /// A body weight, a change of weight or a trend: "81.6 kg", "179.9 lb".
    public func text(_ kg: Double) -> String { "\(Format.number(value(ofKilograms: kg))) \(rawValue)" }

    /// A load on the bar: "60 kg", "95 lb" (a pound load typed as 95 shows as 95, not 95.0001).
    public func load(_ kg: Double) -> String { text(kg) }

    /// A total lifted (sets x reps x load), a whole number: "4,500 kg", "9,921 lb".
    public func volume(_ kg: Double) -> String { "\(Format.integer(value(ofKilograms: kg))) \(rawValue)" }

    /// A weekly rate of change, kept exact inside and rounded only here: "0.38 kg a week", "0.84 lb a week".
    public func rate(_ kilogramsPerWeek: Double) -> String { WeeklyRate(kilogramsPerWeek: kilogramsPerWeek).text(in: system) }

    /// The distance unit of the same system: miles with pounds, kilometres with kilograms.
    public var distance: DistanceUnit { DistanceUnit(system) }

    /// The energy in one unit of body weight: 7,700 kcal per kg, about 3,500 per lb.
    public var kcalPerUnit: Double { TargetCalculator.kcalPerKilogram * kilograms(1) }

    /// The unit a suffix names: kg, kgs, kilo(s), kilogram(s); lb, lbs, pound(s).
    public init?(suffix: String) {
        switch suffix.lowercased().trimmingCharacters(in: .whitespaces) {
        case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kg
        case "lb", "lbs", "pound", "pounds": self = .lb
        default: return nil
        }
    }
}

/// Distances and paces in the user's units, reached through ``WeightUnit/distance`` so the one
/// decision (``WeightUnit/preferred(by:)``) sets both: "4.8 km, 6:13 /km" or "3 mi, 10:00 /mi".
public enum DistanceUnit: String, Sendable, Hashable, Codable, CaseIterable {
    case km
    case mi

    /// Kilometres in one mile (exact by definition).
    public static let kilometresPerMile = 1.609344

    /// The unit of a unit system.
    public init(_ system: UnitSystem) { self = system == .imperial ? .mi : .km }

    /// `km` in this unit.
    public func value(ofKilometres km: Double) -> Double {
        switch self {
        case .km: km
        case .mi: km / Self.kilometresPerMile
        }
    }

    /// `value` in this unit as kilometres.
    public func kilometres(_ value: Double) -> Double {
        switch self {
        case .km: value
        case .mi: value * Self.kilometresPerMile
        }
    }

    /// A distance: "4.8 km", "3 mi".
    public func text(_ km: Double) -> String { "\(Format.number(value(ofKilometres: km))) \(rawValue)" }

    /// A pace from minutes per kilometre: "6:13 /km", "10:00 /mi".
    public func pace(minutesPerKm: Double) -> String {
        let perUnit = self == .mi ? minutesPerKm * Self.kilometresPerMile : minutesPerKm
        return "\(Format.minutesSeconds(perUnit)) /\(rawValue)"
    }
}
