import Coach
import CoachDomain
import Foundation

/// How the storage adapters turn a ``CalendarDay`` into the times Storage keeps rows under, and
/// back: a day is its `dateInterval(in:)` in one time zone.
public struct StorageDayClock: Sendable {
    /// The time zone days are read in.
    public let timeZone: TimeZone
    /// The current time (injected so tests can pin it).
    public let now: @Sendable () -> Date

    /// Days in `timeZone`; `now` is the clock (the real one by default).
    public init(timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) {
        self.timeZone = timeZone
        self.now = now
    }

    /// A Gregorian calendar in ``timeZone``, as Storage's day queries want it.
    public var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// Midnight to the next midnight of `day`.
    public func interval(of day: CalendarDay) -> DateInterval { day.dateInterval(in: timeZone) }

    /// Whether `date` falls in `day` (start included, end excluded).
    public func contains(_ date: Date, in day: CalendarDay) -> Bool {
        let interval = interval(of: day)
        return date >= interval.start && date < interval.end
    }

    /// Noon of `day` (inside the day even on a daylight-saving change).
    public func noon(of day: CalendarDay) -> Date {
        let interval = interval(of: day)
        let noon = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
        if let noon, noon >= interval.start, noon < interval.end { return noon }
        return interval.start.addingTimeInterval(interval.duration / 2)
    }

    /// The time to store a row of `day` under: now when `day` is today, else noon of `day`.
    public func time(for day: CalendarDay) -> Date {
        let current = now()
        return contains(current, in: day) ? current : noon(of: day)
    }
}
