import CoachDomain

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
    /// Removes the weigh-in of `day` and returns it; nil when the day has none.
    @discardableResult
    func remove(on day: CalendarDay) async throws -> WeighIn?
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

/// A weekly check-in that was shown: its week (the Monday), the day, and the daily target then.
public struct CheckInEntry: Sendable, Hashable {
    public var week: CalendarDay
    public var day: CalendarDay
    public var targetKcal: Double?

    public init(week: CalendarDay, day: CalendarDay, targetKcal: Double?) {
        self.week = week
        self.day = day
        self.targetKcal = targetKcal
    }
}

/// The weekly check-ins shown, so each week's is shown once.
public protocol CheckInLog: Sendable {
    /// Every check-in shown, oldest week first.
    func all() async throws -> [CheckInEntry]
    /// The Monday of the latest week whose check-in was shown; nil before the first.
    func lastWeek() async throws -> CalendarDay?
    /// Records that the check-in of the week starting on `week` (a Monday) was shown on `day`, with
    /// the daily target then in force; false when that week's was recorded already.
    @discardableResult
    func record(week: CalendarDay, shownOn day: CalendarDay, targetKcal: Double?) async throws -> Bool
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
    /// Nil where check-ins cannot be remembered (then none is shown by itself; `:checkin` still works).
    public var checkIns: (any CheckInLog)?

    /// The ports; `targets` defaults to the profile's targets (the hand-set goals winning).
    public init(coach: CoachPorts, weighIns: any WeighInLog, history: any ProgressHistory,
                importer: (any HistoryImporter)? = nil, targets: (any DayTargetSource)? = nil,
                checkIns: (any CheckInLog)? = nil) {
        self.coach = coach.learning(weighIns: weighIns, history: history)
        self.weighIns = weighIns
        self.history = history
        self.importer = importer
        self.checkIns = checkIns
        self.targets = targets ?? ProfileTargets(ports: self.coach)
    }
}

extension ProgressPorts {
    /// Makes the profile's body weight the latest weigh-in's (after logging or importing
    /// weigh-ins) and returns that weigh-in; nil when there is none.
    @discardableResult
    public func syncProfileWeight() async throws -> WeighIn? {
        guard let latest = try await weighIns.latest() else { return nil }
        var profile = try await coach.profiles.loadProfile() ?? Profile()
        if !WeighInProfileStore.same(profile[ProfileFields.weight]?.kilograms, latest) {
            profile[ProfileFields.weight] = Mass(kilograms: latest.kg)
            try await coach.profiles.saveProfile(profile)
        }
        await coach.recordTargetsToday()
        return latest
    }
}
