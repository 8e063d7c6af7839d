/// The ports progress reports read and write through, beside ``CoachPorts``. Like those, Coach
/// defines them and the composition root adapts the store to them.

/// Weigh-ins, one a day.
public protocol WeighInLog: Sendable {
    /// Stores `weighIn`, replacing the weigh-in of its day; returns the one it replaced.
    @discardableResult
    func record(_ weighIn: WeighIn) async throws -> WeighIn?
    /// The weigh-ins from `start` through `end` (both included), oldest first.
    func weighIns(from start: CalendarDay, through end: CalendarDay) async throws -> [WeighIn]
    /// The weigh-in of the latest day, if any.
    func latest() async throws -> WeighIn?
}

/// Logs over a range of days, read in one go (reports span weeks to years).
public protocol ProgressHistory: Sendable {
    /// The meals from `start` through `end`, oldest day first, in the order they were added.
    func meals(from start: CalendarDay, through end: CalendarDay) async throws -> [MealEntry]
    /// The workouts from `start` through `end`, oldest day first.
    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession]
    /// Imported daily totals from `start` through `end`, oldest first.
    func dayTotals(from start: CalendarDay, through end: CalendarDay) async throws -> [DayTotals]
    /// The first and last day with anything logged (meals, totals, workouts, weigh-ins); nil when empty.
    func span() async throws -> ClosedRange<CalendarDay>?
}

/// Stores what an import read, all or nothing.
public protocol HistoryImporter: Sendable {
    /// Adds the batch in one transaction, skipping what is already there (see ``ImportSkipReason``):
    /// importing the same batch twice adds nothing. On failure nothing is added.
    func store(_ batch: ImportBatch) async throws -> StoredImport
}

/// The ports together, as progress reports and commands receive them.
public struct ProgressPorts: Sendable {
    /// Profile, meals, workouts and goals.
    public var coach: CoachPorts
    public var weighIns: any WeighInLog
    public var history: any ProgressHistory
    /// Nil where imports cannot be stored.
    public var importer: (any HistoryImporter)?
    /// The targets days are measured against.
    public var targets: any DayTargetSource

    /// The ports; `targets` defaults to the profile's targets (the hand-set goals winning).
    public init(coach: CoachPorts, weighIns: any WeighInLog, history: any ProgressHistory,
                importer: (any HistoryImporter)? = nil, targets: (any DayTargetSource)? = nil) {
        self.coach = coach
        self.weighIns = weighIns
        self.history = history
        self.importer = importer
        self.targets = targets ?? ProfileTargets(ports: coach)
    }
}

extension ProgressPorts {
    /// Makes the profile's body weight the latest weigh-in's (after logging or importing
    /// weigh-ins) and returns that weigh-in; nil when there is none.
    @discardableResult
    public func syncProfileWeight() async throws -> WeighIn? {
        guard let latest = try await weighIns.latest() else { return nil }
        var profile = try await coach.profiles.loadProfile() ?? Profile()
        if profile[ProfileFields.weight]?.kilograms != latest.kg {
            profile[ProfileFields.weight] = Mass(kilograms: latest.kg)
            try await coach.profiles.saveProfile(profile)
        }
        return latest
    }
}
