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

/// Meals eaten.
public protocol NutritionLog: Sendable {
    /// Appends a meal (its `day` says which day it belongs to).
    func addMeal(_ meal: MealEntry) async throws
    /// The meals of `day`, in the order they were added.
    func meals(on day: CalendarDay) async throws -> [MealEntry]
}

/// Workouts done.
public protocol WorkoutLog: Sendable {
    /// Appends a workout session (its `day` says which day it belongs to).
    func addSession(_ session: WorkoutSession) async throws
    /// The sessions from `start` through `end` (both included), oldest first.
    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession]
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
