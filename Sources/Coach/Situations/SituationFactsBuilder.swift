import CoachDomain
import CoachProgress
import CoachTraining

/// Reads today's ``SituationFacts`` through the ports: the one place that knows where they come
/// from, so a turn's snapshot of the store can take its place without touching a situation.
public struct SituationFactsBuilder: Sendable {
    /// The profile, the logs, the weigh-ins and the targets in force each day.
    public let ports: ProgressPorts
    /// The training plan in force; nil: no training facts.
    public let plans: (any TrainingPlanStore)?
    /// The exercise catalog the session planner needs to place the week's sessions, fetched
    /// only when there is a plan (nil: no training facts).
    public let catalog: @Sendable () async -> TrainingCatalog?
    public let today: @Sendable () -> CalendarDay

    /// Weigh-ins listed as recent (the scale's last two weeks).
    static let recentDays = 14

    public init(ports: ProgressPorts, plans: (any TrainingPlanStore)? = nil,
                catalog: @escaping @Sendable () async -> TrainingCatalog? = { nil }, today: @escaping @Sendable () -> CalendarDay) {
        self.ports = ports
        self.plans = plans
        self.catalog = catalog
        self.today = today
    }

    /// A builder with the catalog at hand.
    public init(ports: ProgressPorts, plans: (any TrainingPlanStore)?, catalog: TrainingCatalog,
                today: @escaping @Sendable () -> CalendarDay) {
        self.init(ports: ports, plans: plans, catalog: { catalog }, today: today)
    }

    /// The facts of today. A plan that cannot be read leaves the training facts out.
    public func facts() async throws -> SituationFacts {
        let day = today()
        let profile = try await ports.coach.profiles.loadProfile() ?? Profile()
        // The seven days of `:week`, each against the targets in force that day, with the trend at both ends.
        let week = try await ProgressReader(ports: ports).week(endingOn: day)
        let weighIns = try await ports.weighIns.weighIns(from: day.adding(days: 1 - TrendWeight.windowDays), through: day)
        let span = weighIns.first.flatMap { first in weighIns.last.map { first.day.days(to: $0.day) } } ?? 0
        let weight = WeightFacts(trend: week.trendAfter, trendWeekBefore: week.trendBefore, spanDays: span,
                                 recent: weighIns.filter { $0.day > day.adding(days: -Self.recentDays) })
        let days = week.days.map { row in
            DayFacts(day: row.day, intakeKcal: row.intake?.kcal, intakeProtein: row.intake?.protein, targetKcal: row.targets.kcal,
                     targetProtein: row.targets.protein, workouts: row.sessions.count)
        }
        let thisWeek = week.days.filter { $0.day >= day.startOfWeek }.flatMap(\.sessions)
        return SituationFacts(today: day, unit: WeightUnit.preferred(by: profile), name: profile.name,
                              style: profile[ProfileFields.coachingStyle], detail: profile[ProfileFields.detailLevel],
                              goal: profile[ProfileFields.goal], plannedRate: ProgressReader.goalRate(profile),
                              weight: weight, days: days, training: await training(on: day, sessions: thisWeek))
    }

    /// The plan's week as of `day`, from this week's workouts; nil without a plan.
    func training(on day: CalendarDay, sessions: [WorkoutSession]) async -> TrainingFacts? {
        guard let plan = try? await plans?.currentPlan(), let catalog = await catalog() else { return nil }
        return Self.training(plan: plan, catalog: catalog, on: day, sessions: sessions)
    }

    /// The plan's week as of `day`, given this week's workouts: what is done, what falls today,
    /// and the next session after today (today's, when not done, counts as missed and moves on).
    public static func training(plan: TrainingPlan, catalog: TrainingCatalog, on day: CalendarDay,
                                sessions: [WorkoutSession]) -> TrainingFacts {
        let log = TrainingLog(sessions: sessions)
        let planner = SessionPlanner(catalog: catalog, plan: plan)
        let done = log.trainedDays(among: Set(plan.exerciseNames), in: day.startOfWeek...day).sorted()
        var today: ScheduledSession?
        if case .session(let session) = planner.day(day, log: log), session.day == day {
            today = ScheduledSession(day: day, name: session.name, moved: session.moved)
        }
        var next: ScheduledSession?
        switch planner.day(day.adding(days: 1), log: log) {
        case .session(let session): next = ScheduledSession(day: session.day, name: session.name, moved: session.moved)
        case .rest(_, let session?, _): next = ScheduledSession(day: session.day, name: session.name, moved: session.moved)
        case .rest: next = nil
        }
        return TrainingFacts(sessions: plan.sessions.map { PlanSlot(weekday: $0.weekday, name: $0.name) }, doneDays: done,
                             today: today, next: next)
    }
}
