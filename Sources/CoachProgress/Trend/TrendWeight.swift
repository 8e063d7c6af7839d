import CoachDomain
import Foundation

/// The trend weight on a day: body weight with the day-to-day water swings smoothed out, and how
/// fast it is moving.
public struct TrendPoint: Sendable, Hashable {
    public var day: CalendarDay
    /// The smoothed weight in kg.
    public var kg: Double
    /// kg per week (negative: losing); nil until the weigh-ins span a week.
    public var weeklyRate: Double?
    /// How many weigh-ins it rests on.
    public var weighIns: Int

    public init(day: CalendarDay, kg: Double, weeklyRate: Double?, weighIns: Int) {
        self.day = day
        self.kg = kg
        self.weeklyRate = weeklyRate
        self.weighIns = weighIns
    }
}

/// The trend weight: a linear regression over the weigh-ins before a day, each weighted by how
/// recent it is (weights halve every ``halfLifeDays``), read at that day.
///
/// Why not the exponentially smoothed average of The Hacker's Diet: an average of past weights
/// trails a steady change by (1 - α) / α days (nine at the usual α = 0.1), so someone losing
/// 0.5 kg a week is shown about 0.6 kg heavier than they are, and the first weigh-in's water
/// weighs on it for weeks. A local linear fit has no such lag, gives the weekly rate as its
/// slope, and treats missed days honestly (weights follow the calendar, not the count of
/// weigh-ins). With daily weigh-ins of ±1 kg water noise its level wanders about ±0.2 kg and its
/// rate about ±0.06 kg a week.
public enum TrendWeight {
    /// Days after which a weigh-in counts half as much.
    public static let halfLifeDays = 10.0
    /// Weigh-ins older than this (days before the day read) are left out.
    public static let windowDays = 42
    /// A slope (and a weekly rate) needs weigh-ins spanning at least this many days, and
    /// ``rateMinimumWeighIns`` of them; with fewer the trend is their weighted mean.
    public static let rateMinimumSpan = 7
    public static let rateMinimumWeighIns = 4

    /// The trend as of `day` from `weighIns` (any order; those after `day` are ignored), read at
    /// the latest weigh-in on or before `day`; nil when there is none in the window.
    public static func at(_ day: CalendarDay, from weighIns: [WeighIn]) -> TrendPoint? {
        let sorted = weighIns.sorted { $0.day < $1.day }
        return at(day, sorted: sorted[...])
    }

    /// The trend on each weigh-in's day from `start` through `end` (earlier weigh-ins still count
    /// in the window), oldest first.
    public static func series(from start: CalendarDay, through end: CalendarDay, weighIns: [WeighIn]) -> [TrendPoint] {
        let sorted = weighIns.sorted { $0.day < $1.day }
        var lower = 0
        return sorted.indices.compactMap { index in
            let day = sorted[index].day
            guard day >= start, day <= end else { return nil }
            while sorted[lower].day < day.adding(days: 1 - windowDays) { lower += 1 }
            return at(day, sorted: sorted[lower...index])
        }
    }

    /// The trend is read at the latest weigh-in on or before `day` (never extrapolated past it).
    static func at(_ day: CalendarDay, sorted: ArraySlice<WeighIn>) -> TrendPoint? {
        let first = day.adding(days: 1 - windowDays)
        guard let latest = sorted.last(where: { $0.day >= first && $0.day <= day })?.day else { return nil }
        let end = latest.daysSinceEpoch
        var sw = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, sxy = 0.0
        var count = 0
        var earliest = end
        for weighIn in sorted where weighIn.day >= first && weighIn.day <= day {
            let x = Double(weighIn.day.daysSinceEpoch - end)
            let w = pow(0.5, -x / halfLifeDays)
            sw += w; sx += w * x; sy += w * weighIn.kg; sxx += w * x * x; sxy += w * x * weighIn.kg
            count += 1
            earliest = min(earliest, weighIn.day.daysSinceEpoch)
        }
        guard count > 0, sw > 0 else { return nil }
        let spread = sw * sxx - sx * sx
        // Too few or too close together for a slope: the weighted mean, without a rate.
        guard count >= rateMinimumWeighIns, end - earliest >= rateMinimumSpan, spread > 1e-9 else {
            return TrendPoint(day: latest, kg: sy / sw, weeklyRate: nil, weighIns: count)
        }
        let slope = (sw * sxy - sx * sy) / spread
        let level = (sy - slope * sx) / sw
        return TrendPoint(day: latest, kg: level, weeklyRate: slope * 7, weighIns: count)
    }
}
