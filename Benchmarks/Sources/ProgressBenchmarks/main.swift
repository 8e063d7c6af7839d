// Progress benchmarks: `swift run -c release --package-path Benchmarks ProgressBenchmarks`
//
// A temporary database with two years of daily logs (three meals a day, a workout four days a
// week, a weigh-in most mornings), stored through the import path in one transaction, then the
// code behind `:week`, `:weight --chart` and `:expenditure` (read through the ports and
// rendered as text), each timed as a median (target < 20 ms), plus a few others for scale.
import App
import BenchSupport
import Coach
import CoachDomain
import CoachProgress
import Foundation

let days = 730
let today = CalendarDay(year: 2026, month: 11, day: 24) ?? CalendarDay(daysSinceEpoch: 20_781)
let targetMs = 20.0

/// A small deterministic generator (SplitMix64).
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
let resources = try CoachResources.load(root: root)
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-progress-bench-\(UUID().uuidString)")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }
let handle = await StoreHandle.open(at: folder.appendingPathComponent("airfit.sqlite").path)
// The adapters the app registers in its PortsModule, put together by hand.
let dayClock = StorageDayClock()
let nutritionLog = StorageNutritionLog(handle: handle, clock: dayClock, foods: resources.foods)
let workoutLog = StorageWorkoutLog(handle: handle, clock: dayClock, exercises: resources.exercises)
let coach = CoachPorts(profiles: StorageProfileStore(handle: handle, loadingLanguage: { resources.language }),
                       nutrition: nutritionLog, workouts: workoutLog,
                       goals: StorageGoalStore(handle: handle), eraser: StorageLogEraser(nutrition: nutritionLog, workouts: workoutLog))
let ports = ProgressPorts(coach: coach, weighIns: StorageWeighInLog(handle: handle),
                          history: StorageProgressHistory(nutrition: nutritionLog, workouts: workoutLog),
                          importer: StorageHistoryImporter(handle: handle, clock: dayClock))
try await coach.goals.setGoal(Goal(kind: .dailyKcal, target: 2_200))
try await coach.goals.setGoal(Goal(kind: .dailyProtein, target: 150))

// Two years of logs.
let nutrition = NutritionParser(foods: resources.foods, language: resources.language)
let workouts = WorkoutParser(exercises: resources.exercises, language: resources.language)
let mealTexts = ["2 eggs and a slice of toast", "150 g chicken breast and 200 g rice", "a banana and 200 g greek yogurt",
                 "100 g oats with 250 ml milk", "200 g salmon and 300 g potatoes", "an apple and 30 g almonds"]
let workoutTexts = ["squat 3x5 100kg, bench 3x8 60kg", "deadlift 3x5 140kg, pull-ups 3x8", "ran 5 km in 28 min",
                    "overhead press 3x8 40kg, rows 3x10 60kg"]
let meals = mealTexts.map { (text: $0, items: nutrition.parse($0).items) }
let sessions = workoutTexts.map { (text: $0, sets: workouts.parse($0).sets) }
var random = SplitMix(state: 2026)
var batch = ImportBatch()
var weight = 90.0
for offset in 0..<days {
    let day = today.adding(days: offset - days + 1)
    for slot in 0..<3 {
        let meal = meals[(offset + slot * 2 + Int(random.next() % 2)) % meals.count]
        batch.meals.append(MealEntry(day: day, description: meal.text, items: meal.items))
    }
    if [0, 1, 3, 5].contains(offset % 7) {
        let session = sessions[Int(random.next() % UInt64(sessions.count))]
        batch.sessions.append(WorkoutSession(day: day, description: session.text, sets: session.sets))
    }
    weight -= 0.01
    if random.next() % 10 < 8 {
        batch.weighIns.append(WeighIn(day: day, kg: weight + Double(random.next() % 2_000) / 1_000 - 1))
    }
}
let clock = ContinuousClock()
let started = clock.now
_ = try await ports.importer?.store(batch)
print(String(format: "generated %d meals, %d workouts, %d weigh-ins over %d days in %.1f s (one import transaction)",
             batch.meals.count, batch.sessions.count, batch.weighIns.count, days, milliseconds(clock.now - started) / 1000))

let reader = ProgressReader(ports: ports)
var ok = true
ok = report(":week", try await measure(50) {
    _ = WeekReport.lines(try await reader.week(endingOn: today), unit: .kg, style: .plain)
}, target: targetMs) && ok
ok = report(":weight --chart (13 weeks)", try await measure(50) {
    _ = WeightReport.chart(try await reader.weightSeries(days: 91, through: today), days: 91, today: today, unit: .kg, style: .plain)
}, target: targetMs) && ok
ok = report(":expenditure (estimate over 28 days)", try await measure(50) {
    _ = ExpenditureReport.lines(try await reader.expenditure(on: today), unit: .kg)
}, target: targetMs) && ok
_ = report(":today", try await measure(50) {
    _ = DayReport.lines(try await reader.day(today), today: today, unit: .kg, style: .plain)
}, target: nil)
_ = report(":weight (all weigh-ins with their trend)", try await measure(20) {
    _ = WeightReport.list(try await reader.weighIns(through: today).suffix(14).map { $0 }, total: 0, unit: .kg)
}, target: nil)
_ = report(":progress (two years of workouts)", try await measure(10) {
    _ = StrengthReport.overview(try await reader.strength(through: today))
}, target: nil)
print(ok ? "all within target" : "SOME OVER TARGET")
