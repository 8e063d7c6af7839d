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
            var storedFood = StoredSignatures()
            for (log, day) in records.food {
                let stored = try storedFood.consume(Self.signature(log.entry.description, log.items), on: day) { day in
                    try HistoryRepository.timed(FoodEntryRecord.self, id: \.id, children: FoodItemRecord.self, parent: \.entryId,
                                                childTable: "foodItem", foreignKey: "entryId", from: day.start, to: day.end, db: db)
                        .map { Self.signature($0.parent.description, $0.children) }
                }
                if stored {
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
            var storedWorkouts = StoredSignatures()
            for (log, day) in records.workouts {
                let stored = try storedWorkouts.consume(Self.signature(log.workout.notes ?? "", log.sets), on: day) { day in
                    try HistoryRepository.timed(WorkoutRecord.self, id: \.id, children: WorkoutSetRecord.self, parent: \.workoutId,
                                                childTable: "workoutSet", foreignKey: "workoutId", from: day.start, to: day.end, db: db)
                        .map { Self.signature($0.parent.notes ?? "", $0.children) }
                }
                if stored {
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

    /// What each day held before the import, as signatures, read once per day and counted down as
    /// the import meets them: a day with one "coffee" stored takes one more from an import of two.
    struct StoredSignatures {
        private var byDay: [Date: [String: Int]] = [:]

        /// True (and one fewer left) when a record with `signature` was stored on `day` before
        /// the import; `load` reads the signatures of a day's stored records.
        mutating func consume(_ signature: String, on day: DateInterval,
                              load: (DateInterval) throws -> [String]) throws -> Bool {
            if byDay[day.start] == nil {
                byDay[day.start] = Dictionary(try load(day).map { ($0, 1) }, uniquingKeysWith: +)
            }
            guard let count = byDay[day.start]?[signature], count > 0 else { return false }
            byDay[day.start]?[signature] = count - 1
            return true
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
