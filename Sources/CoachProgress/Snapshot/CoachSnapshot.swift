import CoachDomain
import CoachTraining

/// Where the user stands on a day, worked out once from one read of the store
/// (``CoachContextReader/snapshot(on:calculator:)``; while a unit of work is open, kept in
/// ``CoachFacts`` until something it rests on changes). The system prompt, the offline coach's
/// replies and the tools' reports of a turn show its ``context``; answers about the user's
/// situation (`am I on track`, `can I have pizza`, `I overate yesterday`, "how am I doing this
/// week") rest on the rest: the trend and its rate against the plan's rate, each recent day's
/// intake against the target in force that day, what is left today, and the training plan
/// beside the week's workouts.
public struct CoachSnapshot: Sendable, Hashable {
    /// The day it is of (today).
    public var day: CalendarDay
    /// The profile as the coach reads it (its weight the latest weigh-in), the targets in force
    /// today, today's meals and workouts, and the workout days of the week so far.
    public var context: CoachContext
    /// The expenditure learned from the four weeks before ``day``: nil without the progress logs,
    /// a gap while the data is too thin. Worked out once; the targets follow it only once it is
    /// enough (``learned``).
    public var expenditure: Result<ExpenditureEstimate, ExpenditureGap>?
    /// The learned expenditure today's targets start from; nil while they start from the formula.
    public var learned: EnergyExpenditure?
    /// The trend weight as of ``day`` with its weekly rate (kg a week; negative: losing); nil
    /// without a weigh-in in the trend's six weeks.
    public var trend: TrendPoint?
    /// The latest weigh-in, whenever it was.
    public var latestWeighIn: WeighIn?
    /// The weekly change the goal asks for (kg a week; negative: lose; 0 to keep), as the
    /// targets use it; nil without a goal (or, to change weight, without a weight).
    public var plannedRate: Double?
    /// The seven days ending on ``day``, oldest first, each with its intake and the targets in force then.
    public var days: [SnapshotDay]
    /// The training plan in force; nil before one was made (or while the stored one cannot be read).
    public var plan: TrainingPlan?

    public init(day: CalendarDay, context: CoachContext, expenditure: Result<ExpenditureEstimate, ExpenditureGap>?,
                learned: EnergyExpenditure?, trend: TrendPoint?, latestWeighIn: WeighIn?, plannedRate: Double?,
                days: [SnapshotDay], plan: TrainingPlan?) {
        self.day = day
        self.context = context
        self.expenditure = expenditure
        self.learned = learned
        self.trend = trend
        self.latestWeighIn = latestWeighIn
        self.plannedRate = plannedRate
        self.days = days
        self.plan = plan
    }

    /// The profile as the coach reads it.
    public var profile: Profile { context.profile }
    /// The units the user reads.
    public var unit: WeightUnit { WeightUnit.preferred(by: context.profile) }
    /// Today's summary: meals, workouts, totals and progress against the targets in force.
    public var today: DailySummary { context.summary }
    /// The targets in force today.
    public var targets: DailyTargets { context.summary.targets }
    /// Yesterday, with its intake and the targets in force then.
    public var yesterday: SnapshotDay? { days.first { $0.day == day.adding(days: -1) } }
    /// The days of this week so far (Monday to today).
    public var thisWeek: [SnapshotDay] { days.filter { $0.day >= day.startOfWeek } }
    /// The days of this week with something eaten logged.
    public var daysLoggedThisWeek: Int { thisWeek.filter { $0.intake != nil }.count }
    /// The workouts of this week so far, oldest first.
    public var sessionsThisWeek: [WorkoutSession] { thisWeek.flatMap(\.sessions) }

    /// What is left of today's target of `kind` (negative: over); nil without a target (and for
    /// fibre, which meals do not record).
    public func left(_ kind: GoalKind) -> Double? {
        guard kind != .dailyFibre, let target = context.summary.target(kind) else { return nil }
        let totals = context.summary.totals
        switch kind {
        case .dailyKcal: return target - totals.kcal
        case .dailyProtein: return target - totals.protein
        case .dailyCarbs: return target - totals.carbs
        case .dailyFat: return target - totals.fat
        case .weeklyWorkouts: return target - Double(context.summary.workoutDaysThisWeek)
        case .dailyFibre: return nil
        }
    }
}

/// One day of a ``CoachSnapshot``: what was eaten, against the targets in force that day.
public struct SnapshotDay: Sendable, Hashable {
    public var day: CalendarDay
    /// The day's meals and imported totals together; nil when nothing was logged.
    public var intake: Macros?
    /// The targets in force that day (a past day's as they were then).
    public var targets: DailyTargets
    /// The day's workouts.
    public var sessions: [WorkoutSession]

    public init(day: CalendarDay, intake: Macros?, targets: DailyTargets, sessions: [WorkoutSession]) {
        self.day = day
        self.intake = intake
        self.targets = targets
        self.sessions = sessions
    }

    /// kcal eaten over the day's target (negative: under); nil without intake or a target.
    public var kcalOverTarget: Double? {
        guard let intake, let target = targets.kcal?.amount else { return nil }
        return intake.kcal - target
    }
}
