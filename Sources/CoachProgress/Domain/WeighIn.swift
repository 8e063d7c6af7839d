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
