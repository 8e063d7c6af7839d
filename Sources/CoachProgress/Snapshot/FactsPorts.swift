import CoachDomain

// Ports answered from ``CoachFacts`` while a unit of work is open and the facts hold what is
// asked; otherwise, and for every write, by the port they wrap. App wraps the store's adapters in
// them, so every reader of a turn (the context, the reports, the tools, the offline coach) shares
// one snapshot, and a write made through any of them reaches the store as before (which changes
// the facts' version: the next read takes a new snapshot).

/// The profile and onboarding's place.
public struct FactsProfileStore: ProfileStore, OnboardingStore {
    public let profiles: any ProfileStore
    public let onboarding: any OnboardingStore
    public let facts: CoachFacts

    public init(profiles: any ProfileStore, onboarding: any OnboardingStore, facts: CoachFacts) {
        self.profiles = profiles
        self.onboarding = onboarding
        self.facts = facts
    }

    public func loadProfile() async throws -> Profile? {
        if let held = try await facts.current() { return held.profile }
        return try await profiles.loadProfile()
    }

    public func saveProfile(_ profile: Profile) async throws { try await profiles.saveProfile(profile) }

    public func loadOnboarding() async throws -> OnboardingState? {
        if let held = try await facts.current() { return held.onboarding }
        return try await onboarding.loadOnboarding()
    }

    public func saveOnboarding(_ state: OnboardingState) async throws { try await onboarding.saveOnboarding(state) }
}

/// The saved persona.
public struct FactsPersonaStore: PersonaStore {
    public let base: any PersonaStore
    public let facts: CoachFacts

    public init(base: any PersonaStore, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    public func activePersona() async throws -> Persona? {
        if let held = try await facts.current() { return held.persona }
        return try await base.activePersona()
    }

    public func savePersona(_ persona: Persona) async throws { try await base.savePersona(persona) }
}

/// The targets set by hand.
public struct FactsGoalStore: GoalStore {
    public let base: any GoalStore
    public let facts: CoachFacts

    public init(base: any GoalStore, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    public func goals() async throws -> [Goal] {
        if let held = try await facts.current() { return held.goals }
        return try await base.goals()
    }

    public func setGoal(_ goal: Goal) async throws { try await base.setGoal(goal) }

    @discardableResult
    public func removeGoal(_ kind: GoalKind) async throws -> Bool { try await base.removeGoal(kind) }
}

/// The targets in force, day by day.
public struct FactsTargetHistory: TargetHistory {
    public let base: any TargetHistory
    public let facts: CoachFacts

    public init(base: any TargetHistory, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    public func records() async throws -> [TargetRecord] {
        if let held = try await facts.current() { return held.targetRecords }
        return try await base.records()
    }

    public func record(_ record: TargetRecord) async throws { try await base.record(record) }
}

/// Meals or workouts: a range within the facts' days is read from them.
public struct FactsLogbook<Line: EntryLine>: Logbook {
    public let base: any Logbook<Line>
    public let facts: CoachFacts
    /// The facts' entries of this logbook (their meals, or their workouts).
    let held: @Sendable (StoredFacts) -> [LogEntry<Line>]

    public init(base: any Logbook<Line>, facts: CoachFacts, held: @escaping @Sendable (StoredFacts) -> [LogEntry<Line>]) {
        self.base = base
        self.facts = facts
        self.held = held
    }

    public func add(_ entry: LogEntry<Line>) async throws { try await base.add(entry) }

    public func entries(from start: CalendarDay, through end: CalendarDay) async throws -> [LogEntry<Line>] {
        if let facts = try await facts.current(), facts.window.holdsLogs(from: start, through: end) {
            // By index, not `filter`: this type is generic and not specialized where it is
            // used, and the standard library's generic `filter` asks the runtime whether
            // `[LogEntry<Line>]` is a `Collection` (a scan of every conformance, once a type).
            let all = held(facts)
            var inRange: [LogEntry<Line>] = []
            for index in 0..<all.count where all[index].day >= start && all[index].day <= end { inRange.append(all[index]) }
            return inRange
        }
        return try await base.entries(from: start, through: end)
    }
}

extension FactsLogbook where Line == FoodItem {
    /// Meals, from the facts' meals.
    public init(meals base: any NutritionLog, facts: CoachFacts) { self.init(base: base, facts: facts, held: \.meals) }
}

extension FactsLogbook where Line == WorkoutSet {
    /// Workouts, from the facts' workouts.
    public init(sessions base: any WorkoutLog, facts: CoachFacts) { self.init(base: base, facts: facts, held: \.sessions) }
}
