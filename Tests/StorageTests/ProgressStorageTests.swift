import Foundation
import GRDB
import Testing
@testable import Storage

/// Weigh-ins, reads over ranges, and imports: one transaction, nothing added twice.
@Suite("Progress storage")
struct ProgressStorageTests {
    /// 2026-11-20 in UTC, from midnight to midnight.
    static let day = DateInterval(start: Date(timeIntervalSince1970: 1_795_132_800), duration: 86_400)
    static func noon(_ offset: Int) -> Date { day.start.addingTimeInterval(Double(offset) * 86_400 + 43_200) }
    static func interval(_ offset: Int) -> DateInterval {
        DateInterval(start: day.start.addingTimeInterval(Double(offset) * 86_400), duration: 86_400)
    }

    static func meal(_ offset: Int, _ description: String = "eggs", kcal: Double = 140) -> (log: FoodLog, day: DateInterval) {
        (FoodLog(entry: FoodEntryRecord(time: noon(offset), description: description),
                 items: [FoodItemRecord(name: "egg", quantity: 2, unit: "piece", kcal: kcal, protein: 12, carbs: 1, fat: 10)]),
         interval(offset))
    }

    static func workout(_ offset: Int) -> (log: WorkoutLog, day: DateInterval) {
        (WorkoutLog(workout: WorkoutRecord(time: noon(offset), notes: "squat 2x5 100kg"),
                    sets: (1...2).map { WorkoutSetRecord(exercise: "back squat", setNumber: $0, reps: 5, weightKg: 100) }),
         interval(offset))
    }

    @Test("a database at v5 keeps its rows and gains empty weigh-in and daily-total tables")
    func migrationKeepsData() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("old.sqlite").path
            do {
                let queue = try DatabaseQueue(path: path)
                try StoreMigrations.migrator.migrate(queue, upTo: "v5-writers-and-versions")
                try await queue.write { db in
                    try db.execute(sql: """
                        INSERT INTO foodEntry (id, time, description) VALUES (1, '2026-11-20 12:00:00.000', 'eggs');
                        INSERT INTO foodItem (entryId, name, quantity, unit, kcal, protein, carbs, fat)
                            VALUES (1, 'egg', 2, 'piece', 140, 12, 1, 10);
                        """)
                }
                try queue.close()
            }
            let store = try await Store.open(at: path)
            defer { try? store.close() }
            #expect(try await store.appliedMigrations().contains("v6-weigh-ins-and-daily-totals"))
            #expect(try await store.history.foodLogs(from: Self.interval(0).start, to: Self.interval(0).end).first?.items.first?.kcal == 140)
            #expect(try await store.weighIns.latest() == nil)
            #expect(try await store.history.dailyTotals(from: "2000-01-01", through: "2100-01-01").isEmpty)
        }
    }

    @Test("a weigh-in per day: a second one replaces the first and is returned")
    func weighIns() async throws {
        try await withStore { store, _ in
            #expect(try await store.weighIns.record(day: "2026-11-20", kg: 82.4) == nil)
            try await store.weighIns.record(day: "2026-11-18", kg: 83)
            let replaced = try await store.weighIns.record(day: "2026-11-20", kg: 81.9)
            #expect(replaced?.kg == 82.4)
            #expect(try await store.weighIns.range(from: "2026-11-01", through: "2026-11-30").map(\.kg) == [83, 81.9])
            #expect(try await store.weighIns.range(from: "2026-11-19", through: "2026-11-20").map(\.day) == ["2026-11-20"])
            #expect(try await store.weighIns.latest()?.day == "2026-11-20")
            #expect(try await store.weighIns.remove(day: "2026-11-20")?.kg == 81.9)
            #expect(try await store.weighIns.remove(day: "2026-11-20") == nil, "a day without a weigh-in: nothing to remove")
            #expect(try await store.weighIns.latest()?.day == "2026-11-18")
        }
    }

    @Test("ranges read entries with their items, workouts with their sets, and the extent of the logs")
    func ranges() async throws {
        try await withStore { store, _ in
            for offset in [-2, 0, 3] { try await store.nutrition.log(Self.meal(offset).log.entry, items: Self.meal(offset).log.items) }
            try await store.workouts.log(Self.workout(-1).log.workout, sets: Self.workout(-1).log.sets)
            let food = try await store.history.foodLogs(from: Self.interval(-2).start, to: Self.interval(0).end)
            #expect(food.count == 2)
            #expect(food.allSatisfy { $0.items.count == 1 && $0.items[0].entryId == $0.entry.id })
            let workouts = try await store.history.workoutLogs(from: Self.interval(-5).start, to: Self.interval(5).end)
            #expect(workouts.first?.sets.map(\.setNumber) == [1, 2])
            try await store.weighIns.record(day: "2026-11-01", kg: 84)
            let extent = try await store.history.extent()
            #expect(extent.days == ["2026-11-01", "2026-11-01"])
            #expect(extent.times.min() == Self.noon(-2))
            #expect(extent.times.max() == Self.noon(3))
        }
    }

    @Test("an import adds everything once; the same import again adds nothing")
    func importTwice() async throws {
        try await withStore { store, _ in
            let records = ImportRecords(
                weighIns: [WeighInRecord(day: "2026-11-19", kg: 82.1), WeighInRecord(day: "2026-11-20", kg: 81.8)],
                dailyTotals: [(DailyTotalRecord(day: "2026-11-15", kcal: 2_100, protein: 140, carbs: 230, fat: 70, source: "c.csv"),
                               Self.interval(-5), nil)],
                food: [Self.meal(-1), Self.meal(-1, "coffee", kcal: 5), Self.meal(-1, "coffee", kcal: 5)],
                workouts: [Self.workout(-1)])
            let first = try await store.imports.add(records)
            #expect(first == Array(repeating: .added, count: 7))
            let second = try await store.imports.add(records)
            #expect(second == Array(repeating: .alreadyStored, count: 7))
            #expect(try await store.history.foodLogs(from: Self.interval(-1).start, to: Self.interval(-1).end).count == 3)
        }
    }

    @Test("a day's identical entries are counted: one more in the import adds one")
    func multiplicity() async throws {
        try await withStore { store, _ in
            _ = try await store.imports.add(ImportRecords(food: [Self.meal(0, "coffee", kcal: 5)]))
            let outcomes = try await store.imports.add(ImportRecords(food: [Self.meal(0, "coffee", kcal: 5), Self.meal(0, "coffee", kcal: 5)]))
            #expect(outcomes == [.alreadyStored, .added])
        }
    }

    @Test("totals are not added to a day with food, nor over other totals; a different weigh-in is kept")
    func conflicts() async throws {
        try await withStore { store, _ in
            try await store.nutrition.log(Self.meal(0).log.entry, items: Self.meal(0).log.items)
            try await store.weighIns.record(day: "2026-11-20", kg: 80)
            _ = try await store.imports.add(ImportRecords(dailyTotals: [
                (DailyTotalRecord(day: "2026-11-19", kcal: 2_000, protein: 0, carbs: 0, fat: 0, source: "a.csv"), Self.interval(-1), nil)]))
            let outcomes = try await store.imports.add(ImportRecords(
                weighIns: [WeighInRecord(day: "2026-11-20", kg: 81)],
                dailyTotals: [(DailyTotalRecord(day: "2026-11-20", kcal: 2_000, protein: 0, carbs: 0, fat: 0, source: "b.csv"), Self.interval(0), nil),
                              (DailyTotalRecord(day: "2026-11-19", kcal: 2_500, protein: 0, carbs: 0, fat: 0, source: "b.csv"), Self.interval(-1), nil)]))
            #expect(outcomes == [.conflicting, .dayHasFood, .conflicting])
            #expect(try await store.weighIns.latest()?.kg == 80)
        }
    }

    @Test("a record that cannot be stored rolls the whole import back")
    func allOrNothing() async throws {
        try await withStore { store, _ async throws in
            var broken = Self.meal(0)
            broken.log.items[0].kcal = .nan   // stored as NULL: the NOT NULL constraint fails
            let error = await storageError {
                _ = try await store.imports.add(ImportRecords(weighIns: [WeighInRecord(day: "2026-11-20", kg: 80)],
                                                              food: [Self.meal(-1), broken]))
            }
            #expect(error != nil)
            #expect(try await store.weighIns.latest() == nil)
            #expect(try await store.history.foodLogs(from: Self.interval(-3).start, to: Self.interval(3).end).isEmpty)
        }
    }
}
