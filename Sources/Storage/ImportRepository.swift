import Foundation
import GRDB

/// Records an import adds, in one transaction. Each food entry and workout carries its day's
/// time interval, so "the same day" means what it means to the user.
public struct ImportRecords: Sendable {
    public var weighIns: [WeighInRecord]
    public var dailyTotals: [(record: DailyTotalRecord, day: DateInterval)]
    public var food: [(log: FoodLog, day: DateInterval)]
    public var workouts: [(log: WorkoutLog, day: DateInterval)]

    public init(weighIns: [WeighInRecord] = [], dailyTotals: [(record: DailyTotalRecord, day: DateInterval)] = [],
                food: [(log: FoodLog, day: DateInterval)] = [], workouts: [(log: WorkoutLog, day: DateInterval)] = []) {
        self.weighIns = weighIns
        self.dailyTotals = dailyTotals
        self.food = food
        self.workouts = workouts
    }
}

/// What happened to one imported record.
public enum ImportedRecordOutcome: Sendable, Hashable {
    case added
    /// The same record is stored already.
    case alreadyStored
    /// A weigh-in or total of that day with other values is stored (and kept).
    case conflicting
    /// Totals for a day that has food entries.
    case dayHasFood
}

/// Imports: everything or nothing, and nothing twice.
public struct ImportRepository: Sendable {
    let access: DatabaseAccess

    /// Adds `records` in one transaction and returns each one's outcome, in order (weigh-ins,
    /// daily totals, food, workouts). A food entry or workout is already stored when its day has
    /// one with the same description and the same items or sets; a day with two identical ones in
    /// the import gets both unless both are there already. If anything fails, nothing is added.
    public func add(_ records: ImportRecords, now: Date = Date()) async throws(StorageError) -> [ImportedRecordOutcome] {
        try await access.write { db in
            var outcomes: [ImportedRecordOutcome] = []
            for var weighIn in records.weighIns {
                if let stored = try WeighInRecord.filter(Column("day") == weighIn.day).fetchOne(db) {
                    outcomes.append(abs(stored.kg - weighIn.kg) < 0.0005 ? .alreadyStored : .conflicting)
                } else {
                    weighIn.createdAt = now
                    try weighIn.insert(db)
                    outcomes.append(.added)
                }
            }
            for (total, day) in records.dailyTotals {
                if let stored = try DailyTotalRecord.filter(Column("day") == total.day).fetchOne(db) {
                    outcomes.append(abs(stored.kcal - total.kcal) < 0.5 ? .alreadyStored : .conflicting)
                } else if try FoodEntryRecord.filter(Column("time") >= day.start && Column("time") < day.end).fetchCount(db) > 0 {
                    outcomes.append(.dayHasFood)
                } else {
                    var total = total
                    total.createdAt = now
                    try total.insert(db)
                    outcomes.append(.added)
                }
            }
            var storedFood: [Date: [String: Int]] = [:]   // per day start: signature -> count stored before the import
            for (log, day) in records.food {
                if storedFood[day.start] == nil {
                    let entries = try FoodEntryRecord.filter(Column("time") >= day.start && Column("time") < day.end).fetchAll(db)
                    var counts: [String: Int] = [:]
                    for entry in entries {
                        let items = try FoodItemRecord.filter(Column("entryId") == entry.id).order(Column("id")).fetchAll(db)
                        counts[Self.signature(entry.description, items), default: 0] += 1
                    }
                    storedFood[day.start] = counts
                }
                let signature = Self.signature(log.entry.description, log.items)
                if let count = storedFood[day.start]?[signature], count > 0 {
                    storedFood[day.start]?[signature] = count - 1
                    outcomes.append(.alreadyStored)
                    continue
                }
                var entry = log.entry
                try entry.insert(db)
                for var item in log.items {
                    item.entryId = entry.id ?? 0
                    try item.insert(db)
                }
                outcomes.append(.added)
            }
            var storedWorkouts: [Date: [String: Int]] = [:]
            for (log, day) in records.workouts {
                if storedWorkouts[day.start] == nil {
                    let workouts = try WorkoutRecord.filter(Column("time") >= day.start && Column("time") < day.end).fetchAll(db)
                    var counts: [String: Int] = [:]
                    for workout in workouts {
                        let sets = try WorkoutSetRecord.filter(Column("workoutId") == workout.id).order(Column("id")).fetchAll(db)
                        counts[Self.signature(workout.notes ?? "", sets), default: 0] += 1
                    }
                    storedWorkouts[day.start] = counts
                }
                let signature = Self.signature(log.workout.notes ?? "", log.sets)
                if let count = storedWorkouts[day.start]?[signature], count > 0 {
                    storedWorkouts[day.start]?[signature] = count - 1
                    outcomes.append(.alreadyStored)
                    continue
                }
                var workout = log.workout
                try workout.insert(db)
                for var set in log.sets {
                    set.workoutId = workout.id ?? 0
                    try set.insert(db)
                }
                outcomes.append(.added)
            }
            return outcomes
        }
    }

    /// An entry's identity for "already stored": its words and its items, numbers to 0.01.
    static func signature(_ description: String, _ items: [FoodItemRecord]) -> String {
        ([description] + items.map { item in
            [item.name, item.unit].joined(separator: "|") + "|"
                + [item.quantity, item.kcal, item.protein, item.carbs, item.fat].map(rounded).joined(separator: "|")
        }).joined(separator: "\n")
    }

    /// A workout's identity for "already stored": its words and its sets.
    static func signature(_ notes: String, _ sets: [WorkoutSetRecord]) -> String {
        ([notes] + sets.map { set in
            "\(set.exercise)|\(set.setNumber)|\(set.reps.map(String.init) ?? "")|"
                + [set.weightKg, set.durationSeconds, set.distanceMeters].map { $0.map(rounded) ?? "" }.joined(separator: "|")
        }).joined(separator: "\n")
    }

    static func rounded(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return hundredths.isFinite && abs(hundredths) < 1e15 ? String(Int(hundredths)) : String(value)
    }
}

extension Store {
    /// Weigh-ins, one a day.
    public var weighIns: WeighInRepository { WeighInRepository(access: access) }
    /// Logs over ranges of time, imported daily totals, the extent of what is logged.
    public var history: HistoryRepository { HistoryRepository(access: access) }
    /// Imports in one transaction.
    public var imports: ImportRepository { ImportRepository(access: access) }
}
