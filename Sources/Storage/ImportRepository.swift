import Foundation
import GRDB

/// Records an import adds, in one transaction. Each food entry and workout carries its day's
/// time interval, so "the same day" means what it means to the user.
public struct ImportRecords: Sendable {
    public var weighIns: [WeighInRecord]
    /// Each total with its day's interval and, from an airfit backup, the kcal of the meals it was
    /// stored beside there (nil: another app's total).
    public var dailyTotals: [(record: DailyTotalRecord, day: DateInterval, mealsKcal: Double?)]
    public var food: [(log: FoodLog, day: DateInterval)]
    public var workouts: [(log: WorkoutLog, day: DateInterval)]
    /// Targets set by hand (active goals).
    public var goals: [GoalRecord]
    /// The targets in force by day.
    public var targetDays: [DayTargetRecord]
    public var checkIns: [CheckInRecord]

    public init(weighIns: [WeighInRecord] = [], dailyTotals: [(record: DailyTotalRecord, day: DateInterval, mealsKcal: Double?)] = [],
                food: [(log: FoodLog, day: DateInterval)] = [], workouts: [(log: WorkoutLog, day: DateInterval)] = [],
                goals: [GoalRecord] = [], targetDays: [DayTargetRecord] = [], checkIns: [CheckInRecord] = []) {
        self.weighIns = weighIns
        self.dailyTotals = dailyTotals
        self.food = food
        self.workouts = workouts
        self.goals = goals
        self.targetDays = targetDays
        self.checkIns = checkIns
    }
}

/// What happened to one imported record.
public enum ImportedRecordOutcome: Sendable, Hashable {
    case added
    /// The same record is stored already.
    case alreadyStored
    /// A weigh-in, total, hand-set target or day of targets with other values is stored (and kept).
    case conflicting
    /// Totals for a day that has food entries.
    case dayHasFood
}

/// Imports: everything or nothing, and nothing twice.
public struct ImportRepository: Sendable {
    let access: DatabaseAccess

    /// Adds `records` in one transaction and returns each one's outcome, in order (weigh-ins,
    /// daily totals, food, workouts, goals, target days, check-ins). A food entry or workout is
    /// already stored when its day has one with the same description and the same items or sets;
    /// a day with two identical ones in the import gets both unless both are there already. A
    /// total is not stored on a day with food entries (they would count the day twice) unless it
    /// comes from a backup where it stood beside meals of the same kcal (it was counted with those
    /// very meals there). A goal, target day or check-in is added when its kind, day or week has
    /// none. If anything fails, nothing is added.
    public func add(_ records: ImportRecords, now: Date = Date()) async throws(StorageError) -> [ImportedRecordOutcome] {
        try await access.bulkWrite { db in
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
            for (total, day, mealsKcal) in records.dailyTotals {
                if let stored = try DailyTotalRecord.filter(Column("day") == total.day).fetchOne(db) {
                    outcomes.append(abs(stored.kcal - total.kcal) < 0.5 ? .alreadyStored : .conflicting)
                } else if try FoodEntryRecord.filter(Column("time") >= day.start && Column("time") < day.end).fetchCount(db) > 0,
                          try mealsKcal.map({ abs(try Self.mealsKcal(in: day, db: db) - $0) >= 0.5 }) ?? true {
                    outcomes.append(.dayHasFood)
                } else {
                    var total = total
                    total.createdAt = now
                    try total.insert(db)
                    outcomes.append(.added)
                }
            }
            outcomes += try Self.addNew(records.food, db: db)
            outcomes += try Self.addNew(records.workouts, db: db)
            try addRecords(records, to: &outcomes, db: db, now: now)
            return outcomes
        }
    }

    /// Goals, target days and check-ins: each added when its kind, day or week has none.
    private func addRecords(_ records: ImportRecords, to outcomes: inout [ImportedRecordOutcome], db: Database, now: Date) throws {
        for var goal in records.goals {
            if let stored = try GoalRecord.filter(Column("kind") == goal.kind && Column("active") == true).fetchOne(db) {
                outcomes.append(abs(stored.targetValue - goal.targetValue) < 0.005 ? .alreadyStored : .conflicting)
            } else {
                goal.id = nil
                goal.active = true
                try goal.insert(db)
                outcomes.append(.added)
            }
        }
        for var target in records.targetDays {
            if let stored = try DayTargetRecord.filter(Column("day") == target.day).fetchOne(db) {
                let same = [stored.kcal, stored.protein, stored.carbs, stored.fat, stored.fibre, stored.workoutsPerWeek]
                    .map { $0.map(LineSignature.rounded) } == [target.kcal, target.protein, target.carbs, target.fat, target.fibre,
                                                      target.workoutsPerWeek].map { $0.map(LineSignature.rounded) }
                outcomes.append(same ? .alreadyStored : .conflicting)
            } else {
                target.id = nil
                target.createdAt = now
                try target.insert(db)
                outcomes.append(.added)
            }
        }
        for var checkIn in records.checkIns {
            if try CheckInRecord.filter(Column("week") == checkIn.week).fetchCount(db) > 0 {
                outcomes.append(.alreadyStored)
            } else {
                checkIn.id = nil
                checkIn.createdAt = now
                try checkIn.insert(db)
                outcomes.append(.added)
            }
        }
    }

    /// The kcal of the food entries in `day`.
    static func mealsKcal(in day: DateInterval, db: Database) throws -> Double {
        try Double.fetchOne(db, sql: """
            SELECT COALESCE(SUM(foodItem.kcal), 0) FROM foodItem JOIN foodEntry ON foodEntry.id = foodItem.entryId
            WHERE foodEntry.time >= ? AND foodEntry.time < ?
            """, arguments: [day.start, day.end]) ?? 0
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

    /// Adds the entries of a logbook that their day does not hold already (a day with one
    /// "coffee" stored takes one more from an import of two).
    static func addNew<Entry: EntryRecord>(_ logs: [(log: EntryLog<Entry>, day: DateInterval)],
                                           db: Database) throws -> [ImportedRecordOutcome] {
        var stored = StoredSignatures()
        return try logs.map { log, day in
            let already = try stored.consume(log.signature, on: day) { day in
                try LogbookRepository<Entry>.timed(from: day.start, to: day.end, db: db).map(\.signature)
            }
            if already { return .alreadyStored }
            _ = try LogbookRepository<Entry>.insert(log, db: db)
            return .added
        }
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
