import CoachDomain
import CoachTraining

// The progress ports answered from ``CoachFacts`` (see `FactsPorts.swift`).

/// Weigh-ins: a range within the facts' days, and the latest, are read from them.
public struct FactsWeighInLog: WeighInLog {
    public let base: any WeighInLog
    public let facts: CoachFacts

    public init(base: any WeighInLog, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    @discardableResult
    public func record(_ weighIn: WeighIn) async throws -> WeighIn? { try await base.record(weighIn) }

    public func weighIns(from start: CalendarDay, through end: CalendarDay) async throws -> [WeighIn] {
        if let facts = try await facts.current(), facts.window.holdsWeighIns(from: start, through: end) {
            return facts.weighIns.filter { $0.day >= start && $0.day <= end }
        }
        return try await base.weighIns(from: start, through: end)
    }

    public func latest() async throws -> WeighIn? {
        if let held = try await facts.current() { return held.latestWeighIn }
        return try await base.latest()
    }

    @discardableResult
    public func remove(on day: CalendarDay) async throws -> WeighIn? { try await base.remove(on: day) }
}

/// Logs over ranges of days: a range within the facts' days is read from them.
public struct FactsProgressHistory: ProgressHistory {
    public let base: any ProgressHistory
    public let facts: CoachFacts

    public init(base: any ProgressHistory, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    /// The facts, when they hold the days from `start` through `end`.
    func held(from start: CalendarDay, through end: CalendarDay) async throws -> StoredFacts? {
        guard let facts = try await facts.current(), facts.window.holdsLogs(from: start, through: end) else { return nil }
        return facts
    }

    public func meals(from start: CalendarDay, through end: CalendarDay) async throws -> [MealEntry] {
        if let held = try await held(from: start, through: end) { return held.meals.filter { $0.day >= start && $0.day <= end } }
        return try await base.meals(from: start, through: end)
    }

    public func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        if let held = try await held(from: start, through: end) { return held.sessions.filter { $0.day >= start && $0.day <= end } }
        return try await base.sessions(from: start, through: end)
    }

    public func dayTotals(from start: CalendarDay, through end: CalendarDay) async throws -> [DayTotals] {
        if let held = try await held(from: start, through: end) { return held.dayTotals.filter { $0.day >= start && $0.day <= end } }
        return try await base.dayTotals(from: start, through: end)
    }

    public func span() async throws -> ClosedRange<CalendarDay>? { try await base.span() }
}

/// The weekly check-ins shown.
public struct FactsCheckInLog: CheckInLog {
    public let base: any CheckInLog
    public let facts: CoachFacts

    public init(base: any CheckInLog, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    public func all() async throws -> [CheckInEntry] {
        if let held = try await facts.current() { return held.checkIns }
        return try await base.all()
    }

    public func lastWeek() async throws -> CalendarDay? {
        if let held = try await facts.current() { return held.checkIns.last?.week }
        return try await base.lastWeek()
    }

    @discardableResult
    public func record(week: CalendarDay, shownOn day: CalendarDay, targetKcal: Double?) async throws -> Bool {
        try await base.record(week: week, shownOn: day, targetKcal: targetKcal)
    }
}

/// The training plan in force.
public struct FactsTrainingPlans: TrainingPlanStore {
    public let base: any TrainingPlanStore
    public let facts: CoachFacts

    public init(base: any TrainingPlanStore, facts: CoachFacts) {
        self.base = base
        self.facts = facts
    }

    public func currentPlan() async throws -> TrainingPlan? {
        if let held = try await facts.current() { return try held.planText.map(TrainingPlan.init(storedText:)) }
        return try await base.currentPlan()
    }

    public func savePlan(_ plan: TrainingPlan) async throws { try await base.savePlan(plan) }
}
