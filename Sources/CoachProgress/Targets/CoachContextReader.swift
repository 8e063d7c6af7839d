import CoachDomain
import CoachTraining

/// What the coach knows of a day: the profile, the day's meals, the week's workouts, the goals,
/// and the targets in force, which follow the learned expenditure once it rests on enough data.
/// The coach's context, `:today`, `:targets`, the system prompt and the tools all read it here.
/// With ``facts``, while a unit of work is open, today's context is the ``CoachSnapshot``'s, and a
/// day's targets and the expenditure estimate are worked out once per snapshot of the store.
public struct CoachContextReader: Sendable {
    public let profiles: any ProfileStore
    public let nutrition: any NutritionLog
    public let workouts: any WorkoutLog
    public let goals: any GoalStore
    /// Weigh-ins and the history over days; without both, the targets are the formula's.
    public let weighIns: (any WeighInLog)?
    public let history: (any ProgressHistory)?
    /// The targets in force, day by day, and the calendar's today (which days are past); without
    /// both, every day is worked out as today.
    public let targetHistory: (any TargetHistory)?
    public let today: (@Sendable () -> CalendarDay)?
    /// The training plan in force, for the snapshot; nil: none.
    public let plans: (any TrainingPlanStore)?
    /// The facts of the unit of work under way, which what is worked out here is kept beside; nil: none kept.
    public let facts: CoachFacts?

    /// A reader over these ports.
    public init(profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
                weighIns: (any WeighInLog)? = nil, history: (any ProgressHistory)? = nil,
                targetHistory: (any TargetHistory)? = nil, today: (@Sendable () -> CalendarDay)? = nil,
                plans: (any TrainingPlanStore)? = nil, facts: CoachFacts? = nil) {
        self.profiles = profiles
        self.nutrition = nutrition
        self.workouts = workouts
        self.goals = goals
        self.weighIns = weighIns
        self.history = history
        self.targetHistory = targetHistory
        self.today = today
        self.plans = plans
        self.facts = facts
    }

    /// Reads the profile and today's summary for `day`, with the targets in force. Today's, while a
    /// unit of work is open, is the snapshot's (``snapshot(on:calculator:)``), shared by every reader.
    public func context(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> CoachContext {
        if let facts, facts.isOpen, day == facts.today() { return try await snapshot(on: day, calculator: calculator).context }
        return try await readContext(on: day, calculator: calculator)
    }

    /// The profile and the summary of `day`, read through the ports.
    func readContext(on day: CalendarDay, calculator: TargetCalculator) async throws -> CoachContext {
        let profile = try await profiles.loadProfile() ?? Profile()
        // A log that cannot be read leaves the day empty *and says why*: the coach must not
        // tell the user nothing was logged when the truth is that nothing could be read.
        var unreadable: String?
        let meals: [MealEntry]
        do { meals = try await nutrition.meals(on: day) } catch is CancellationError { throw CancellationError() } catch {
            meals = []
            unreadable = String(describing: error)
        }
        let week: [WorkoutSession]
        do { week = try await workouts.sessions(from: day.startOfWeek, through: day) } catch is CancellationError {
            throw CancellationError()
        } catch {
            week = []
            unreadable = unreadable ?? String(describing: error)
        }
        let goals = try await goals.goals().sorted {
            (GoalKind.allCases.firstIndex(of: $0.kind) ?? 0) < (GoalKind.allCases.firstIndex(of: $1.kind) ?? 0)
        }
        let today = week.filter { $0.day == day }
        let days = Set(week.map(\.day)).count
        // Within a unit, the day's targets as worked out once (from the same profile and goals).
        let targets = facts?.isOpen == true
            ? try await self.targets(on: day, calculator: calculator)
            : try await self.targets(on: day, profile: profile, goals: goals, calculator: calculator)
        let summary = DailySummary(day: day, meals: meals, sessions: today, workoutDaysThisWeek: days, goals: goals,
                                   targets: targets, unreadable: unreadable)
        return CoachContext(day: day, profile: profile, summary: summary)
    }

    /// The targets of `day`: the one source of the numbers every view and answer shows. A past day
    /// (before ``today``) gets the targets recorded as in force then (before the first record, the
    /// formula on that day's data); today's are worked out from the profile, the hand-set `goals`
    /// and the learned expenditure, and recorded when they differ from those in force (so
    /// tomorrow shows today's as they were). Without a ``targetHistory`` every day is worked out as today.
    public func targets(on day: CalendarDay, profile: Profile, goals: [Goal],
                        calculator: TargetCalculator = TargetCalculator()) async throws -> DailyTargets {
        guard let targetHistory, let today = today?() else {
            return calculator.targets(for: profile, year: day.year, goals: goals,
                                      learned: try await learnedExpenditure(on: day, profile: profile, calculator: calculator))
        }
        let records = try await targetHistory.records()
        if day < today, let record = TargetRecord.inForce(on: day, in: records) { return record.targets }
        let learned = try await learnedExpenditure(on: day, profile: profile, calculator: calculator)
        // A past day before anything was recorded (history imported, or kept by an older
        // airfit): the formula on that day's data; targets set by hand carry no date, so they
        // count from when they were recorded.
        let targets = calculator.targets(for: profile, year: day.year, goals: day < today ? [] : goals, learned: learned)
        if day == today {
            let current = TargetRecord(day: day, targets: targets, basis: TargetBasis(targets, profile: profile))
            let inForce = records.last { $0.day <= day }
            if inForce?.numbers != current.numbers || (inForce?.day == day && inForce?.basis != current.basis) {
                // Best effort: a store that cannot take the record still shows today's targets.
                try? await targetHistory.record(current)
            }
        }
        return targets
    }

    /// The targets of `day` (``targets(on:profile:goals:calculator:)``) with the stored profile and goals;
    /// within a unit of work, worked out once per snapshot of the store.
    public func targets(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> DailyTargets {
        let work = {
            try await targets(on: day, profile: try await profiles.loadProfile() ?? Profile(), goals: try await goals.goals(),
                              calculator: calculator)
        }
        guard let facts else { return try await work() }
        return try await facts.targets(on: day, work)
    }

    /// Works out today's targets, which records them when they changed (a weigh-in logged or
    /// removed changes the weight they rest on). Best effort: nothing is said when it fails.
    public func recordTargetsToday() async {
        guard targetHistory != nil, let today else { return }
        _ = try? await targets(on: today())
    }

    /// The targets of `day` as the formula (or the learned expenditure) gives them, the targets set
    /// by hand aside: what `:targets reset` would return to.
    public func automaticTargets(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> DailyTargets {
        let profile = try await profiles.loadProfile() ?? Profile()
        let learned = try await learnedExpenditure(on: day, profile: profile, calculator: calculator)
        return calculator.targets(for: profile, year: day.year, learned: learned)
    }

    /// The expenditure learned as of `day` (four weeks of intake and weigh-ins before it); nil
    /// without the progress logs.
    public func expenditureEstimate(on day: CalendarDay) async throws -> Result<ExpenditureEstimate, ExpenditureGap>? {
        guard let weighIns, let history else { return nil }
        let work = { try await ExpenditureEstimator.estimate(on: day, weighIns: weighIns, history: history) }
        guard let facts else { return try await work() }
        return try await facts.estimate(on: day, work)
    }

    /// The learned expenditure the targets follow on `day`: only once the estimate rests on
    /// ``LearnedTarget/requiredIntakeDays`` days of intake and ``LearnedTarget/requiredWeighIns``
    /// weigh-ins; its derivation names the data and the formula's figure.
    func learnedExpenditure(on day: CalendarDay, profile: Profile, calculator: TargetCalculator) async throws -> EnergyExpenditure? {
        guard case .success(let estimate)? = try await expenditureEstimate(on: day), LearnedTarget.isEnough(estimate) else {
            return nil
        }
        let formula = calculator.targets(for: profile, year: day.year).expenditure?.kcal
        return LearnedTarget.expenditure(estimate, formula: formula)
    }
}
