/// Reads the logs through the ports and puts together what the progress reports show. Every
/// method takes the day it is asked on; none reads the clock.
public struct ProgressReader: Sendable {
    public let ports: ProgressPorts

    public init(ports: ProgressPorts) { self.ports = ports }

    /// Before anything anyone logged.
    static let beginning = CalendarDay(daysSinceEpoch: 0)

    /// One day.
    public func day(_ day: CalendarDay) async throws -> DayOverview {
        let meals = try await ports.history.meals(from: day, through: day)
        let totals = try await ports.history.dayTotals(from: day, through: day).first
        let sessions = try await ports.history.sessions(from: day, through: day)
        let weighIns = try await ports.weighIns.weighIns(from: day.adding(days: 1 - TrendWeight.windowDays), through: day)
        return DayOverview(day: day, meals: meals, importedTotals: totals, sessions: sessions,
                           targets: try await ports.targets.targets(on: day), weighIn: weighIns.last { $0.day == day },
                           trend: TrendWeight.at(day, from: weighIns))
    }

    /// The seven days ending on `last`.
    public func week(endingOn last: CalendarDay) async throws -> WeekOverview {
        let first = last.adding(days: -6)
        let meals = try await ports.history.meals(from: first, through: last)
        let totals = try await ports.history.dayTotals(from: first, through: last)
        let intake = DailyIntake.byDay(meals: meals, totals: totals)
        let sessions = try await ports.history.sessions(from: first, through: last)
        var days: [WeekDay] = []
        for offset in 0..<7 {
            let day = first.adding(days: offset)
            days.append(WeekDay(day: day, intake: intake[day], targets: try await ports.targets.targets(on: day),
                                sessions: sessions.filter { $0.day == day }))
        }
        let weighIns = try await ports.weighIns.weighIns(from: first.adding(days: -TrendWeight.windowDays), through: last)
        return WeekOverview(days: days, trendBefore: TrendWeight.at(first.adding(days: -1), from: weighIns),
                            trendAfter: TrendWeight.at(last, from: weighIns))
    }

    /// Every weigh-in up to `today`, oldest first, each with its trend.
    public func weighIns(through today: CalendarDay) async throws -> [TrendedWeighIn] {
        let all = try await ports.weighIns.weighIns(from: Self.beginning, through: today)
        guard let first = all.first?.day else { return [] }
        var byDay: [CalendarDay: TrendPoint] = [:]
        for point in TrendWeight.series(from: first, through: today, weighIns: all) { byDay[point.day] = point }
        return all.map { TrendedWeighIn(weighIn: $0, trend: byDay[$0.day]) }
    }

    /// The weigh-ins and trend of the `days` days ending on `today`.
    public func weightSeries(days: Int, through today: CalendarDay) async throws -> [TrendedWeighIn] {
        let first = today.adding(days: 1 - days)
        let weighIns = try await ports.weighIns.weighIns(from: first.adding(days: -TrendWeight.windowDays), through: today)
        let points = TrendWeight.series(from: first, through: today, weighIns: weighIns)
        var byDay: [CalendarDay: TrendPoint] = [:]
        for point in points { byDay[point.day] = point }
        return weighIns.filter { $0.day >= first }.map { TrendedWeighIn(weighIn: $0, trend: byDay[$0.day]) }
    }

    /// Every exercise's history up to `today`.
    public func strength(through today: CalendarDay) async throws -> [ExerciseHistory] {
        StrengthProgress.histories(try await ports.history.sessions(from: Self.beginning, through: today))
    }

    /// The expenditure learned from the four weeks before `today` (and the weigh-ins through it).
    public func expenditure(on today: CalendarDay) async throws -> Result<ExpenditureEstimate, ExpenditureGap> {
        let first = today.adding(days: -ExpenditureEstimator.maximumDays)
        let last = today.adding(days: -1)
        let intake = DailyIntake.byDay(meals: try await ports.history.meals(from: first, through: last),
                                       totals: try await ports.history.dayTotals(from: first, through: last))
        return ExpenditureEstimator.estimate(intake: intake.mapValues(\.kcal),
                                             weighIns: try await ports.weighIns.weighIns(from: first, through: today),
                                             today: today)
    }

    /// Where the user stands on `day`, for a weekly check-in.
    public func checkInSnapshot(on day: CalendarDay) async throws -> CheckInSnapshot {
        let week = try await self.week(endingOn: day.adding(days: -1))
        let estimate = try? await expenditure(on: day).get()
        return CheckInSnapshot(day: day, trend: week.trendAfter, expenditure: estimate,
                               targetKcal: try await ports.targets.targets(on: day).kcal,
                               averageIntake: week.averageIntake?.kcal, intakeDays: week.loggedDays.count)
    }
}
