import Coach
import Synchronization

/// Orders entries across the in-memory logs, so "the latest" spans meals and workouts.
private let entrySequence = Mutex(0)
private func nextSequence() -> Int { entrySequence.withLock { $0 += 1; return $0 } }

/// In-memory ports for tests.
actor InMemoryProfileStore: ProfileStore {
    private var profile: Profile?
    init(_ profile: Profile? = nil) { self.profile = profile }
    func loadProfile() async throws -> Profile? { profile }
    func saveProfile(_ profile: Profile) async throws { self.profile = profile }
}

actor InMemoryNutritionLog: NutritionLog {
    private(set) var all: [MealEntry] = []
    private var sequence: [Int] = []
    var failing = false
    func setFailing(_ value: Bool) { failing = value }
    func addMeal(_ meal: MealEntry) async throws {
        if failing { throw TestStoreError.diskFull }
        all.append(meal)
        sequence.append(nextSequence())
    }
    func meals(on day: CalendarDay) async throws -> [MealEntry] { all.filter { $0.day == day } }
    func latest(on day: CalendarDay) -> Int? { all.indices.last { all[$0].day == day }.map { sequence[$0] } }
    func removeLatest(on day: CalendarDay) -> MealEntry? {
        guard let index = all.indices.last(where: { all[$0].day == day }) else { return nil }
        sequence.remove(at: index)
        return all.remove(at: index)
    }
}

actor InMemoryWorkoutLog: WorkoutLog {
    private(set) var all: [WorkoutSession] = []
    private var sequence: [Int] = []
    func addSession(_ session: WorkoutSession) async throws {
        all.append(session)
        sequence.append(nextSequence())
    }
    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        all.filter { $0.day >= start && $0.day <= end }
    }
    func latest(on day: CalendarDay) -> Int? { all.indices.last { all[$0].day == day }.map { sequence[$0] } }
    func removeLatest(on day: CalendarDay) -> WorkoutSession? {
        guard let index = all.indices.last(where: { all[$0].day == day }) else { return nil }
        sequence.remove(at: index)
        return all.remove(at: index)
    }
}

/// Removes the latest meal or workout of a day from the in-memory logs.
struct InMemoryLogEraser: LogEraser {
    let nutrition: InMemoryNutritionLog
    let workouts: InMemoryWorkoutLog

    func removeLatest(_ kind: LogKind?, on day: CalendarDay) async throws -> LoggedEntry? {
        let meal = kind == .workout ? nil : await nutrition.latest(on: day)
        let workout = kind == .meal ? nil : await workouts.latest(on: day)
        if let workout, workout > meal ?? 0 { return await workouts.removeLatest(on: day).map(LoggedEntry.workout) }
        guard meal != nil else { return nil }
        return await nutrition.removeLatest(on: day).map(LoggedEntry.meal)
    }
}

actor InMemoryGoalStore: GoalStore {
    private var stored: [Goal] = []
    func goals() async throws -> [Goal] { stored }
    func setGoal(_ goal: Goal) async throws {
        stored.removeAll { $0.kind == goal.kind }
        stored.append(goal)
    }
}

enum TestStoreError: Error, CustomStringConvertible {
    case diskFull
    var description: String { "disk full" }
}

/// A full set of in-memory ports, with handles on each.
struct TestPorts {
    let profiles: InMemoryProfileStore
    let nutrition = InMemoryNutritionLog()
    let workouts = InMemoryWorkoutLog()
    let goals = InMemoryGoalStore()

    init(profile: Profile? = nil) {
        profiles = InMemoryProfileStore(profile)
    }

    var ports: CoachPorts {
        CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals,
                   eraser: InMemoryLogEraser(nutrition: nutrition, workouts: workouts))
    }
}
