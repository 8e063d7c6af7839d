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
            outcomes += try Self.addNew(records.food, db: db)
            outcomes += try Self.addNew(records.workouts, db: db)
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
