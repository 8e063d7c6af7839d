/// The ports through which the coach reaches persistence. Coach defines them; the composition
/// root adapts the SQLite storage to them. Implementations must be safe to call concurrently
/// and should throw on failure (the coach turns errors into clear tool results; nothing it
/// already stored is touched).

/// The user's profile.
public protocol ProfileStore: Sendable {
    /// The profile, or nil before onboarding.
    func loadProfile() async throws -> Profile?
    /// Saves (replaces) the profile.
    func saveProfile(_ profile: Profile) async throws
}

/// A logbook: entries (a day, the user's words, their lines) appended and read over days. Meals
/// and workouts are the two, ``NutritionLog`` and ``WorkoutLog``.
public protocol Logbook<Line>: Sendable {
    associatedtype Line: EntryLine
    /// Appends an entry (its `day` says which day it belongs to).
    func add(_ entry: LogEntry<Line>) async throws
    /// The entries from `start` through `end` (both included), oldest day first, each day's in
    /// the order they were added. Throws when the log cannot be read (never an empty day instead).
    func entries(from start: CalendarDay, through end: CalendarDay) async throws -> [LogEntry<Line>]
}

extension Logbook {
    /// The entries of `day`, in the order they were added.
    public func entries(on day: CalendarDay) async throws -> [LogEntry<Line>] {
        try await entries(from: day, through: day)
    }
}

/// Meals eaten.
public typealias NutritionLog = Logbook<FoodItem>
/// Workouts done.
public typealias WorkoutLog = Logbook<WorkoutSet>

extension Logbook where Line == FoodItem {
    /// Appends a meal.
    public func addMeal(_ meal: MealEntry) async throws { try await add(meal) }
    /// The meals of `day`, in the order they were added.
    public func meals(on day: CalendarDay) async throws -> [MealEntry] { try await entries(on: day) }
}

extension Logbook where Line == WorkoutSet {
    /// Appends a workout session.
    public func addSession(_ session: WorkoutSession) async throws { try await add(session) }
    /// The sessions from `start` through `end` (both included), oldest first.
    public func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        try await entries(from: start, through: end)
    }
}

/// The user's goals: at most one per kind.
public protocol GoalStore: Sendable {
    /// All current goals.
    func goals() async throws -> [Goal]
    /// Sets a goal, replacing any goal of the same kind.
    func setGoal(_ goal: Goal) async throws
    /// Removes the goal of `kind` (the formula's target applies again); false when there was none.
    @discardableResult
    func removeGoal(_ kind: GoalKind) async throws -> Bool
}

/// A meal or a workout, as logged.
public enum LoggedEntry: Sendable, Hashable {
    case meal(MealEntry)
    case workout(WorkoutSession)
}

/// Which log an entry is in.
public enum LogKind: String, Sendable, Hashable, CaseIterable {
    case meal, workout
}

/// Takes back what was logged by mistake.
public protocol LogEraser: Sendable {
    /// Removes the latest entry of `day` for which `matches` holds (of `kind`, or the later of
    /// a meal and a workout when nil) and returns it; nil when there is none.
    func removeLatest(_ kind: LogKind?, on day: CalendarDay,
                      where matches: @Sendable (LoggedEntry) -> Bool) async throws -> LoggedEntry?
    /// Removes the `number`th (from 1) entry of `kind` on `day`, in the order the day lists
    /// them (by time, then as logged: `:day` numbers them so), and returns it; nil when the
    /// day has fewer.
    func remove(_ kind: LogKind, number: Int, on day: CalendarDay) async throws -> LoggedEntry?
    /// Takes the items `matches` picks out of the latest meal of `day` that has some but not
    /// all of its items picked, renaming the meal `renamed(meal)`; returns the meal as it was
    /// and the items taken. Nil when no meal has such items (then nothing changes; a meal
    /// whose items are all picked is for ``removeLatest(_:on:where:)``).
    func removeItems(on day: CalendarDay, where matches: @Sendable (FoodItem) -> Bool,
                     renamed: @Sendable (MealEntry) -> String) async throws -> (meal: MealEntry, removed: [FoodItem])?
}

extension LogEraser {
    /// Removes the latest entry of `day` (of `kind`, or the later of a meal and a workout
    /// when nil) and returns it; nil when there is none.
    public func removeLatest(_ kind: LogKind?, on day: CalendarDay) async throws -> LoggedEntry? {
        try await removeLatest(kind, on: day, where: { _ in true })
    }
}
