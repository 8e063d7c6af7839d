import Coach
import CoachDomain
import CoachProgress
import Foundation

/// In-memory weigh-ins: one a day.
actor InMemoryWeighInLog: WeighInLog {
    private var byDay: [CalendarDay: WeighIn] = [:]

    @discardableResult
    func record(_ weighIn: WeighIn) async throws -> WeighIn? {
        defer { byDay[weighIn.day] = weighIn }
        return byDay[weighIn.day]
    }

    func weighIns(from start: CalendarDay, through end: CalendarDay) async throws -> [WeighIn] {
        byDay.values.filter { $0.day >= start && $0.day <= end }.sorted { $0.day < $1.day }
    }

    func latest() async throws -> WeighIn? { byDay.values.max { $0.day < $1.day } }

    @discardableResult
    func remove(on day: CalendarDay) async throws -> WeighIn? { byDay.removeValue(forKey: day) }
}

/// Ranges over the in-memory meal and workout logs, plus imported totals.
actor InMemoryProgressHistory: ProgressHistory {
    let nutrition: InMemoryNutritionLog
    let workouts: InMemoryWorkoutLog
    let weighIns: InMemoryWeighInLog
    private(set) var totals: [DayTotals] = []

    init(nutrition: InMemoryNutritionLog, workouts: InMemoryWorkoutLog, weighIns: InMemoryWeighInLog) {
        self.nutrition = nutrition
        self.workouts = workouts
        self.weighIns = weighIns
    }

    func addTotals(_ total: DayTotals) { totals.append(total) }

    func meals(from start: CalendarDay, through end: CalendarDay) async throws -> [MealEntry] {
        await nutrition.all.filter { $0.day >= start && $0.day <= end }.enumerated()
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }

    func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        try await workouts.sessions(from: start, through: end).enumerated()
            .sorted { ($0.element.day, $0.offset) < ($1.element.day, $1.offset) }.map(\.element)
    }

    func dayTotals(from start: CalendarDay, through end: CalendarDay) async throws -> [DayTotals] {
        totals.filter { $0.day >= start && $0.day <= end }.sorted { $0.day < $1.day }
    }

    func span() async throws -> ClosedRange<CalendarDay>? {
        let days = await nutrition.all.map(\.day) + workouts.all.map(\.day) + totals.map(\.day)
            + (try await weighIns.weighIns(from: CalendarDay(daysSinceEpoch: 0), through: CalendarDay(daysSinceEpoch: 100_000)).map(\.day))
        guard let first = days.min(), let last = days.max() else { return nil }
        return first...last
    }
}

/// In-memory progress ports beside the coach's.
struct TestProgressPorts {
    let coach: TestPorts
    let weighIns = InMemoryWeighInLog()
    let history: InMemoryProgressHistory

    init(profile: Profile? = nil) {
        coach = TestPorts(profile: profile)
        history = InMemoryProgressHistory(nutrition: coach.nutrition, workouts: coach.workouts, weighIns: weighIns)
    }

    var ports: ProgressPorts { ProgressPorts(coach: coach.ports, weighIns: weighIns, history: history) }
}

/// Days for tests: `testDay(0)` is Tuesday 2026-11-24.
func testDay(_ offset: Int) -> CalendarDay { CalendarDay(daysSinceEpoch: 20_781 + offset) }

/// A meal of one item with `kcal` (and `protein` g).
func testMeal(_ kcal: Double, protein: Double = 0, on day: CalendarDay, _ description: String = "food") -> MealEntry {
    MealEntry(day: day, description: description,
              items: [FoodItem(name: description, quantity: 1, unit: "serving", grams: 100,
                               macros: Macros(kcal: kcal, protein: protein, carbs: 0, fat: 0))])
}

/// A deterministic random number generator (SplitMix64), for simulated people.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normal deviate (Box-Muller).
    mutating func normal(sd: Double) -> Double {
        let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12)
        let u2 = Double.random(in: 0..<1, using: &self)
        return sd * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}
