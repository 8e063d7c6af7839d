import CoachDomain

/// The ports together, as the coach's services receive them.
public struct CoachPorts: Sendable {
    public var profiles: any ProfileStore
    public var nutrition: any NutritionLog
    public var workouts: any WorkoutLog
    public var goals: any GoalStore
    /// Removes mistaken entries; nil where the store cannot (the tool then says so).
    public var eraser: (any LogEraser)?
    /// The saved persona; nil where there is none to keep (the archetype applies).
    public var personas: (any PersonaStore)?
    /// Where onboarding keeps its place; nil where it cannot (onboarding then starts over each time).
    public var onboarding: (any OnboardingStore)?
    /// Weigh-ins; nil where there are none to keep (a stated weight then only changes the profile).
    public var weighIns: (any WeighInLog)?
    /// Logs over ranges of days; with ``weighIns``, the targets follow the learned expenditure
    /// once it rests on enough data. Nil: the formula's expenditure.
    public var history: (any ProgressHistory)?

    /// The ports the composition root adapts from storage.
    public init(profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
                eraser: (any LogEraser)? = nil, personas: (any PersonaStore)? = nil, onboarding: (any OnboardingStore)? = nil,
                weighIns: (any WeighInLog)? = nil, history: (any ProgressHistory)? = nil) {
        self.profiles = profiles
        self.nutrition = nutrition
        self.workouts = workouts
        self.goals = goals
        self.eraser = eraser
        self.personas = personas
        self.onboarding = onboarding
        self.weighIns = weighIns
        self.history = history
    }

    /// These ports with `weighIns` and `history` where they have none. With `today`, the profile's
    /// body weight is also kept as the latest weigh-in (``WeighInProfileStore``): a weight saved in
    /// the profile is logged as a weigh-in of `today`.
    public func learning(weighIns: any WeighInLog, history: any ProgressHistory,
                         today: (@Sendable () -> CalendarDay)? = nil) -> CoachPorts {
        var ports = self
        if ports.weighIns == nil {
            ports.weighIns = weighIns
            if let today { ports.profiles = WeighInProfileStore(base: profiles, weighIns: weighIns, today: today) }
        }
        if ports.history == nil { ports.history = history }
        return ports
    }

    /// Reads the profile and today's summary for `day`, with the targets in force.
    public func context(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> CoachContext {
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
        let learned = try await learnedExpenditure(on: day, profile: profile, calculator: calculator)
        let targets = calculator.targets(for: profile, year: day.year, goals: goals, learned: learned)
        let summary = DailySummary(day: day, meals: meals, sessions: today, workoutDaysThisWeek: days, goals: goals,
                                   targets: targets, unreadable: unreadable)
        return CoachContext(day: day, profile: profile, summary: summary)
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
        return try await ExpenditureEstimator.estimate(on: day, weighIns: weighIns, history: history)
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
