import CoachDomain
import CoachTraining

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
    /// The targets in force, day by day; with ``today``, a past day keeps the targets it had
    /// (``CoachContextReader/targets(on:profile:goals:calculator:)``). Nil: every day gets the formula.
    public var targetHistory: (any TargetHistory)?
    /// The calendar's today, which decides which days are past; nil: none is.
    public var today: (@Sendable () -> CalendarDay)?
    /// The training plan in force (the snapshot holds it); nil: none.
    public var plans: (any TrainingPlanStore)?
    /// The facts of the unit of work under way (``CoachFacts``), shared by every reader; nil: none kept.
    public var facts: CoachFacts?

    /// The ports the composition root adapts from storage.
    public init(profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
                eraser: (any LogEraser)? = nil, personas: (any PersonaStore)? = nil, onboarding: (any OnboardingStore)? = nil,
                weighIns: (any WeighInLog)? = nil, history: (any ProgressHistory)? = nil,
                targetHistory: (any TargetHistory)? = nil, today: (@Sendable () -> CalendarDay)? = nil,
                plans: (any TrainingPlanStore)? = nil, facts: CoachFacts? = nil) {
        self.profiles = profiles
        self.nutrition = nutrition
        self.workouts = workouts
        self.goals = goals
        self.eraser = eraser
        self.personas = personas
        self.onboarding = onboarding
        self.weighIns = weighIns
        self.history = history
        self.targetHistory = targetHistory
        self.today = today
        self.plans = plans
        self.facts = facts
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
        if ports.today == nil { ports.today = today }
        if ports.history == nil { ports.history = history }
        return ports
    }

    /// What the coach knows of a day, read through these ports.
    public var reader: CoachContextReader {
        CoachContextReader(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals, weighIns: weighIns,
                           history: history, targetHistory: targetHistory, today: today, plans: plans, facts: facts)
    }

    /// Where the user stands on `day` (``CoachContextReader/snapshot(on:calculator:)``).
    public func snapshot(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> CoachSnapshot {
        try await reader.snapshot(on: day, calculator: calculator)
    }

    /// The targets of `day`, the one source of a day's numbers (``CoachContextReader/targets(on:calculator:)``).
    public func targets(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> DailyTargets {
        try await reader.targets(on: day, calculator: calculator)
    }

    /// Works out today's targets, recording them when they changed (``CoachContextReader/recordTargetsToday()``).
    public func recordTargetsToday() async { await reader.recordTargetsToday() }

    /// The profile and the summary of `day`, with the targets in force (``CoachContextReader/context(on:calculator:)``).
    public func context(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> CoachContext {
        try await reader.context(on: day, calculator: calculator)
    }

    /// The targets of `day` the formula or the learned expenditure gives (``CoachContextReader/automaticTargets(on:calculator:)``).
    public func automaticTargets(on day: CalendarDay, calculator: TargetCalculator = TargetCalculator()) async throws -> DailyTargets {
        try await reader.automaticTargets(on: day, calculator: calculator)
    }
}
