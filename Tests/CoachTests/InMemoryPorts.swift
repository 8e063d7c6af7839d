import Coach

/// In-memory ports for tests.
actor InMemoryProfileStore: ProfileStore {
    private var profile: Profile?
    init(_ profile: Profile? = nil) { self.profile = profile }
    func loadProfile() async throws -> Profile? { profile }
    func saveProfile(_ profile: Profile) async throws { self.profile = profile }
}

actor InMemoryNutritionLog: NutritionLog {
    private(set) var all: [MealEntry] = []
    var failing = false
    func setFailing(_ value: Bool) { failing = value }
    func addMeal(_ meal: MealEntry) async throws {
        if failing { throw TestStoreError.diskFull }
        all.append(meal)
    }
    func meals(on day: CalendarDay) async throws -> [MealEntry] { all.filter { $0.day == day } }
}

actor InMemoryWorkoutLog: WorkoutLog {
    private(set) var all: [WorkoutSession] = []
    func addSession(_ session: WorkoutSession) async throws { all.append(session) }
    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        all.filter { $0.day >= start && $0.day <= end }
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

    var ports: CoachPorts { CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals) }
}
