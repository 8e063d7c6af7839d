import CoachDomain

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
        // Each day against the targets in force that day (a past day's as recorded then).
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

    /// Every cardio exercise's sessions up to `today`.
    public func cardio(through today: CalendarDay) async throws -> [CardioHistory] {
        CardioProgress.histories(try await ports.history.sessions(from: Self.beginning, through: today))
    }

    /// The expenditure learned from the four weeks before `today` (and the weigh-ins through it).
    public func expenditure(on today: CalendarDay) async throws -> Result<ExpenditureEstimate, ExpenditureGap> {
        try await ExpenditureEstimator.estimate(on: today, weighIns: ports.weighIns, history: ports.history)
    }

    /// Where the user stands on `day`, for a weekly check-in: the trend, the estimate, the past
    /// seven days' intake, and the target in force with how it was worked out.
    public func checkInSnapshot(on day: CalendarDay) async throws -> CheckInSnapshot {
        let week = try await self.week(endingOn: day.adding(days: -1))
        let estimate = try? await expenditure(on: day).get()
        let targets = try await ports.coach.context(on: day).summary.targets
        let automatic = try await ports.coach.automaticTargets(on: day)
        let handSet = targets.kcal?.isSetByHand ?? false
        return CheckInSnapshot(day: day, trend: week.trendAfter, expenditure: estimate, targetKcal: targets.kcal?.amount,
                               averageIntake: week.averageIntake?.kcal, intakeDays: week.loggedDays.count,
                               targetDerivation: handSet ? nil : targets.derivation, targetSetByHand: handSet,
                               automaticKcal: automatic.kcal?.amount, automaticDerivation: automatic.derivation,
                               weekTargetKcal: week.averageKcalTarget)
    }

    /// The weekly check-in on `day`: where the user stands against a week before, what changed and
    /// why. `hasData` is false when nothing was logged in the week before `day` (nothing to say).
    public func checkIn(on day: CalendarDay) async throws -> (lines: [String], hasData: Bool) {
        let current = try await checkInSnapshot(on: day)
        var previous = try await checkInSnapshot(on: day.adding(days: -7))
        if let log = ports.checkIns {
            previous.shown = try await log.all().contains { $0.week == day.adding(days: -7).startOfWeek }
        }
        let profile = try await ports.coach.profiles.loadProfile() ?? Profile()
        return (WeeklyCheckIn.lines(previous: previous.hasData ? previous : nil, current: current,
                                    goalRateKg: Self.goalRate(profile), unit: WeightUnit.preferred(by: profile)), current.hasData)
    }

    /// The weekly check-in due on `day`: its lines the first time this is asked in a new ISO week
    /// (recorded, so the week's is shown once); nil when it was shown already this week, when
    /// nothing was logged in the week before, or where check-ins cannot be remembered.
    public func dueCheckIn(on day: CalendarDay) async throws -> [String]? {
        guard let log = ports.checkIns else { return nil }
        let week = day.startOfWeek
        if let last = try await log.lastWeek(), last >= week { return nil }
        let checkIn = try await checkIn(on: day)
        guard checkIn.hasData else { return nil }
        let target = try await ports.coach.context(on: day).summary.targets.kcal?.amount
        guard try await log.record(week: week, shownOn: day, targetKcal: target) else { return nil }
        return checkIn.lines
    }

    /// The weekly change the profile's goal asks for, kg (negative: lose), as the targets use it;
    /// nil without a goal (or, to change weight, without a weight).
    public static func goalRate(_ profile: Profile) -> Double? {
        guard let goal = profile[ProfileFields.goal] else { return nil }
        guard goal.energyDirection != 0 else { return 0 }
        guard let weight = profile[ProfileFields.weight]?.kilograms else { return nil }
        let rate = profile[ProfileFields.weeklyRate]?.kilogramsPerWeek ?? TargetCalculator.defaultRate(goal, weight: weight)
        return Double(goal.energyDirection) * min(rate, TargetCalculator.mostRate(weight: weight))
    }
}
