import Coach
import CoachDomain
import CoachProgress
import Synchronization

/// Entries of one in-memory log, each numbered from a sequence shared by all logs, so "the
/// latest" spans meals and workouts.
struct SequencedEntries<Entry: Sendable>: Sendable {
    private(set) var all: [Entry] = []
    private var numbers: [Int] = []
    let day: @Sendable (Entry) -> CalendarDay

    init(day: @escaping @Sendable (Entry) -> CalendarDay) { self.day = day }

    mutating func append(_ entry: Entry) {
        all.append(entry)
        numbers.append(sharedCounter.withLock { $0 += 1; return $0 })
    }

    func latest(on day: CalendarDay, where matches: (Entry) -> Bool = { _ in true }) -> Int? {
        all.indices.last { self.day(all[$0]) == day && matches(all[$0]) }.map { numbers[$0] }
    }

    /// Replaces the entry at `index` of `all`.
    mutating func replace(at index: Int, with entry: Entry) { all[index] = entry }

    /// Removes the entry with sequence `number`.
    mutating func remove(sequence number: Int) -> Entry? {
        guard let index = numbers.firstIndex(of: number) else { return nil }
        numbers.remove(at: index)
        return all.remove(at: index)
    }

    /// Removes the `number`th (from 1) entry of `day`, in the order they were added.
    mutating func remove(number: Int, on day: CalendarDay) -> Entry? {
        let indices = all.indices.filter { self.day(all[$0]) == day }
        guard number >= 1, number <= indices.count else { return nil }
        numbers.remove(at: indices[number - 1])
        return all.remove(at: indices[number - 1])
    }

    mutating func removeLatest(on day: CalendarDay) -> Entry? {
        guard let index = all.indices.last(where: { self.day(all[$0]) == day }) else { return nil }
        numbers.remove(at: index)
        return all.remove(at: index)
    }
}

private let sharedCounter = Mutex(0)

/// In-memory ports for tests.
actor InMemoryProfileStore: ProfileStore {
    private var profile: Profile?
    init(_ profile: Profile? = nil) { self.profile = profile }
    func loadProfile() async throws -> Profile? { profile }
    func saveProfile(_ profile: Profile) async throws { self.profile = profile }
}

actor InMemoryNutritionLog: NutritionLog {
    private(set) var entries = SequencedEntries<MealEntry>(day: \.day)
    var all: [MealEntry] { entries.all }
    var failing = false
    func setFailing(_ value: Bool) { failing = value }
    func addMeal(_ meal: MealEntry) async throws {
        if failing { throw TestStoreError.diskFull }
        entries.append(meal)
    }
    func meals(on day: CalendarDay) async throws -> [MealEntry] { all.filter { $0.day == day } }
    func removeLatest(on day: CalendarDay) -> MealEntry? { entries.removeLatest(on: day) }
    func remove(number: Int, on day: CalendarDay) -> MealEntry? { entries.remove(number: number, on: day) }
    func remove(sequence: Int) -> MealEntry? { entries.remove(sequence: sequence) }
    func takeItems(on day: CalendarDay, where matches: (FoodItem) -> Bool,
                   renamed: (MealEntry) -> String) -> (meal: MealEntry, removed: [FoodItem])? {
        for index in entries.all.indices.reversed() where entries.all[index].day == day {
            let meal = entries.all[index]
            let picked = meal.items.filter(matches)
            guard !picked.isEmpty, picked.count < meal.items.count else { continue }
            entries.replace(at: index, with: MealEntry(day: day, description: renamed(meal), items: meal.items.filter { !matches($0) }))
            return (meal, picked)
        }
        return nil
    }
}

actor InMemoryWorkoutLog: WorkoutLog {
    private(set) var entries = SequencedEntries<WorkoutSession>(day: \.day)
    var all: [WorkoutSession] { entries.all }
    func addSession(_ session: WorkoutSession) async throws { entries.append(session) }
    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        all.filter { $0.day >= start && $0.day <= end }
    }
    func removeLatest(on day: CalendarDay) -> WorkoutSession? { entries.removeLatest(on: day) }
    func remove(number: Int, on day: CalendarDay) -> WorkoutSession? { entries.remove(number: number, on: day) }
    func remove(sequence: Int) -> WorkoutSession? { entries.remove(sequence: sequence) }
}

/// Removes the latest meal or workout of a day from the in-memory logs.
struct InMemoryLogEraser: LogEraser {
    let nutrition: InMemoryNutritionLog
    let workouts: InMemoryWorkoutLog

    func removeLatest(_ kind: LogKind?, on day: CalendarDay,
                      where matches: @Sendable (LoggedEntry) -> Bool) async throws -> LoggedEntry? {
        let meal = kind == .workout ? nil : await nutrition.entries.latest(on: day) { matches(.meal($0)) }
        let workout = kind == .meal ? nil : await workouts.entries.latest(on: day) { matches(.workout($0)) }
        if let workout, workout > meal ?? 0 { return await workouts.remove(sequence: workout).map(LoggedEntry.workout) }
        guard let meal else { return nil }
        return await nutrition.remove(sequence: meal).map(LoggedEntry.meal)
    }

    func removeItems(on day: CalendarDay, where matches: @Sendable (FoodItem) -> Bool,
                     renamed: @Sendable (MealEntry) -> String) async throws -> (meal: MealEntry, removed: [FoodItem])? {
        await nutrition.takeItems(on: day, where: matches, renamed: renamed)
    }

    func remove(_ kind: LogKind, number: Int, on day: CalendarDay) async throws -> LoggedEntry? {
        switch kind {
        case .meal: await nutrition.remove(number: number, on: day).map(LoggedEntry.meal)
        case .workout: await workouts.remove(number: number, on: day).map(LoggedEntry.workout)
        }
    }
}

actor InMemoryGoalStore: GoalStore {
    private var stored: [Goal] = []
    func goals() async throws -> [Goal] { stored }
    func setGoal(_ goal: Goal) async throws {
        stored.removeAll { $0.kind == goal.kind }
        stored.append(goal)
    }
    func removeGoal(_ kind: GoalKind) async throws -> Bool {
        let had = stored.contains { $0.kind == kind }
        stored.removeAll { $0.kind == kind }
        return had
    }
}

actor InMemoryOnboardingStore: OnboardingStore {
    private(set) var state: OnboardingState?
    func loadOnboarding() async throws -> OnboardingState? { state }
    func saveOnboarding(_ state: OnboardingState) async throws { self.state = state }
}

enum TestStoreError: Error, CustomStringConvertible {
    case diskFull
    var description: String { "disk full" }
}

actor InMemoryPersonaStore: PersonaStore {
    private(set) var saved: [Persona] = []
    func activePersona() async throws -> Persona? { saved.last }
    func savePersona(_ persona: Persona) async throws { saved.append(persona) }
}

/// A full set of in-memory ports, with handles on each.
struct TestPorts {
    let profiles: InMemoryProfileStore
    let nutrition = InMemoryNutritionLog()
    let workouts = InMemoryWorkoutLog()
    let goals = InMemoryGoalStore()
    let personas = InMemoryPersonaStore()
    let onboarding = InMemoryOnboardingStore()

    init(profile: Profile? = nil) {
        profiles = InMemoryProfileStore(profile)
    }

    var ports: CoachPorts {
        CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals,
                   eraser: InMemoryLogEraser(nutrition: nutrition, workouts: workouts), personas: personas,
                   onboarding: onboarding)
    }
}
