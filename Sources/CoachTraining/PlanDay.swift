/// A calendar day as its number of days since 1970-01-01: the planner's only notion of time.
/// The caller converts from and to its own calendar type; the planner never reads the clock.
public struct PlanDay: Sendable, Hashable, Comparable, Codable {
    /// Days since 1970-01-01.
    public let number: Int

    public init(daysSinceEpoch number: Int) { self.number = number }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> PlanDay { PlanDay(daysSinceEpoch: number + days) }

    /// Its day of the week (1970-01-01 was a Thursday).
    public var weekday: TrainingWeekday {
        let value = (number + 3) % 7
        return TrainingWeekday(rawValue: (value < 0 ? value + 7 : value) + 1) ?? .mon
    }

    /// The Monday of its week.
    public var startOfWeek: PlanDay { adding(days: 1 - weekday.rawValue) }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: PlanDay) -> Int { other.number - number }

    public static func < (lhs: PlanDay, rhs: PlanDay) -> Bool { lhs.number < rhs.number }

    public init(from decoder: any Decoder) throws { number = try decoder.singleValueContainer().decode(Int.self) }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(number)
    }
}
