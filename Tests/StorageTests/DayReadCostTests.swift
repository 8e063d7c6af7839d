import Foundation
import GRDB
import Synchronization
import Testing
@testable import Storage

/// Issue 18, item 8: a day's log is read (every turn, for the system prompt and the totals) in
/// the same number of statements however many meals and workouts it holds; it was one more
/// statement per meal, so each message cost more than the one before.
@Suite("A day's log costs the same number of statements whatever it holds")
struct DayReadCostTests {
    /// How many statements `read` runs, on a connection of its own that traces them.
    static func statements(at path: String, _ read: (NutritionRepository, WorkoutRepository) async throws -> Void) async throws -> Int {
        let count = Mutex(0)
        var configuration = Configuration()
        configuration.prepareDatabase { db in db.trace { _ in count.withLock { $0 += 1 } } }
        let database = try DatabaseQueue(path: path, configuration: configuration)
        let access = DatabaseAccess(database: database, path: path, writer: nil)
        try await read(NutritionRepository(access: access), WorkoutRepository(access: access))
        try database.close()
        return count.withLock { $0 }
    }

    @Test("1 meal and 1 workout, then 40 of each: the same statements")
    func sameStatementsWhateverTheDayHolds() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let noon = Calendar.current.date(bySettingHour: 12, minute: 0, second: 0, of: Date()) ?? Date()
            var counts: [Int] = []
            for meals in [1, 40] {
                let store = try await Store.open(at: path)
                let already = try await store.nutrition.entries(on: noon).count
                for index in already..<meals {
                    _ = try await store.nutrition.log(FoodEntryRecord(time: noon.addingTimeInterval(Double(index)), description: "meal \(index)"),
                                                      lines: [FoodItemRecord(name: "egg", quantity: 1, unit: "piece", kcal: 72, protein: 6, carbs: 0, fat: 5),
                                                              FoodItemRecord(name: "toast", quantity: 1, unit: "slice", kcal: 70, protein: 2, carbs: 13, fat: 1)])
                    _ = try await store.workouts.log(WorkoutRecord(time: noon.addingTimeInterval(Double(index)), name: "w \(index)"),
                                                     lines: [WorkoutSetRecord(exercise: "squat", setNumber: 1, reps: 5, weightKg: 100)])
                }
                try store.close()
                let read = Mutex((meals: [FoodLog](), workouts: [WorkoutLog]()))
                counts.append(try await Self.statements(at: path) { nutrition, workouts in
                    let day = (meals: try await nutrition.entries(on: noon), workouts: try await workouts.entries(on: noon))
                    read.withLock { $0 = day }
                })
                let day = read.withLock { $0 }
                #expect(day.meals.count == meals && day.meals.allSatisfy { $0.items.count == 2 })
                #expect(day.workouts.count == meals && day.workouts.allSatisfy { $0.sets.count == 1 })
            }
            #expect(counts[0] == counts[1], "statements for 1 and for 40 of each: \(counts)")
        }
    }
}
