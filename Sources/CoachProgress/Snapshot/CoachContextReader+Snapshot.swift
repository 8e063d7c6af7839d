import CoachDomain
import CoachTraining

extension CoachContextReader {
    /// Where the user stands on `day` (``CoachSnapshot``), read through the ports. While a unit of
    /// work is open (``facts``), today's is worked out once from the unit's one read of the store
    /// and kept until something it rests on changes.
    public func snapshot(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> CoachSnapshot {
        if let facts, day == facts.today() { return try await facts.snapshot { try await makeSnapshot(on: day, calculator: calculator) } }
        return try await makeSnapshot(on: day, calculator: calculator)
    }

    /// The snapshot of `day`, worked out. Only the context can fail it: the rest is left empty
    /// when it cannot be read (the context says when the day's log could not be).
    func makeSnapshot(on day: CalendarDay, calculator: TargetCalculator) async throws -> CoachSnapshot {
        let context = try await readContext(on: day, calculator: calculator)
        let profile = context.profile
        let expenditure = try? await expenditureEstimate(on: day)
        let learned = try? await learnedExpenditure(on: day, profile: profile, calculator: calculator)
        let first = day.adding(days: -6)
        let weighIns = (try? await self.weighIns?.weighIns(from: day.adding(days: 1 - TrendWeight.windowDays), through: day)) ?? []
        let latest = try? await self.weighIns?.latest()
        let meals = (try? await nutrition.entries(from: first, through: day)) ?? []
        let totals = (try? await history?.dayTotals(from: first, through: day)) ?? []
        let sessions = (try? await workouts.entries(from: first, through: day)) ?? []
        let intake = DailyIntake.byDay(meals: meals, totals: totals)
        var days: [SnapshotDay] = []
        for offset in 0..<7 {
            let date = first.adding(days: offset)
            let targets = date == day ? context.summary.targets : (try? await self.targets(on: date, calculator: calculator)) ?? DailyTargets()
            days.append(SnapshotDay(day: date, intake: intake[date], targets: targets, sessions: sessions.filter { $0.day == date }))
        }
        let plan = try? await plans?.currentPlan()
        return CoachSnapshot(day: day, context: context, expenditure: expenditure, learned: learned,
                             trend: TrendWeight.at(day, from: weighIns), latestWeighIn: latest,
                             plannedRate: ProgressReader.goalRate(profile), days: days, plan: plan)
    }
}
