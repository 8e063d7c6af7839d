import Coach
import CoachDomain
import Foundation
import Storage

/// How a logbook's entries are kept in its two tables (``FoodRows``, ``WorkoutRows``).
public protocol LogbookRows: Sendable {
    associatedtype Line: EntryLine
    associatedtype Entry: EntryRecord
    /// The logbook's tables in `store`.
    static func repository(in store: Store) -> LogbookRepository<Entry>
    /// What reading rows back needs beside them (the food list, the exercise catalog).
    associatedtype Reference: Sendable
    /// The rows of `entry`, timed `time`.
    static func rows(of entry: LogEntry<Line>, at time: Date) -> EntryLog<Entry>
    /// The reference, asked for only when there are rows that need it: a read that finds nothing
    /// or only rows that keep all they hold (`v14-stored-portions`), and a command that reads no
    /// entry (`:weight`), never loads the data file behind it.
    func reference() async throws -> Reference?
    /// Whether reading `log` back needs the reference (a row stored before its table kept everything).
    static func needsReference(_ log: EntryLog<Entry>) -> Bool
    /// A stored entry as the coach's entry of `day` (`reference` is nil when none of it needs one).
    static func entry(from log: EntryLog<Entry>, on day: CalendarDay, using reference: Reference?) -> LogEntry<Line>
}

/// A ``Logbook`` over one of Storage's entry tables and its line table: one entry row (the
/// user's words) with its line rows. The entries of a day are those whose time falls in the
/// day's interval in the clock's time zone; an entry added for today is timed now, one for
/// another day at noon of that day. Meals and workouts are the two (``StorageNutritionLog``,
/// ``StorageWorkoutLog``); what differs is their ``LogbookRows``.
public struct StorageLogbook<Rows: LogbookRows>: Logbook {
    public typealias Line = Rows.Line

    public let handle: StoreHandle
    public let clock: StorageDayClock
    public let rows: Rows

    /// The logbook in the database behind `handle`, days in `clock`'s time zone.
    public init(handle: StoreHandle, clock: StorageDayClock, rows: Rows) {
        self.handle = handle
        self.clock = clock
        self.rows = rows
    }

    public func add(_ entry: LogEntry<Line>) async throws {
        let store = try await handle.store()
        let log = Rows.rows(of: entry, at: clock.time(for: entry.day))
        try await Rows.repository(in: store).log(log.entry, lines: log.lines)
    }

    public func entries(from start: CalendarDay, through end: CalendarDay) async throws -> [LogEntry<Line>] {
        guard start <= end else { return [] }
        // A store that cannot be read is said, never read as an empty day.
        guard let store = try await handle.storeForReading() else { throw await handle.failure ?? StorageError.invalid("the store is not open") }
        let logs = try await Rows.repository(in: store).entries(from: clock.interval(of: start).start, to: clock.interval(of: end).end)
        return try await entries(from: dated(logs))
    }

    /// Stored entries as the coach's entries of their days (the reference got once, if one needs it).
    func entries(from logs: [(log: EntryLog<Rows.Entry>, day: CalendarDay)]) async throws -> [LogEntry<Line>] {
        guard !logs.isEmpty else { return [] }
        let reference = logs.contains(where: { Rows.needsReference($0.log) }) ? try await rows.reference() : nil
        return logs.map { Rows.entry(from: $0.log, on: $0.day, using: reference) }
    }

    /// Logs with their days, by day and then in the order they were added.
    func dated(_ logs: [EntryLog<Rows.Entry>]) -> [(log: EntryLog<Rows.Entry>, day: CalendarDay)] {
        let calendar = clock.calendar   // one calendar for all: making one per row costs more than the query
        return logs.map { log in
            let parts = calendar.dateComponents([.year, .month, .day], from: log.entry.time)
            let day = CalendarDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            return (log: log, day: day ?? CalendarDay(date: log.entry.time, timeZone: clock.timeZone))
        }
        .sorted { ($0.day.daysSinceEpoch, $0.log.entry.id ?? 0) < ($1.day.daysSinceEpoch, $1.log.entry.id ?? 0) }
    }

    /// The stored entry `log` as the coach's entry of `day`.
    func entry(from log: EntryLog<Rows.Entry>, on day: CalendarDay) async throws -> LogEntry<Line> {
        try await entries(from: [(log: log, day: day)])[0]
    }
}

/// Meals over the `foodEntry` / `foodItem` tables.
public typealias StorageNutritionLog = StorageLogbook<FoodRows>

/// A meal is one entry (its description is the user's words) with one item row per food.
/// `FoodEntryRecord.meal` (breakfast, lunch ...) has no Coach field and is left nil. For the grams
/// and `isEstimate` of rows that do not hold them, see ``FoodItemMapping``.
public struct FoodRows: LogbookRows {
    /// Gets the food list, to rebuild grams and `isEstimate` on reading (nil: see ``FoodItemMapping``).
    public let foods: @Sendable () async throws -> FoodDatabase?

    /// Rows read back with `foods`.
    public init(foods: FoodDatabase?) { self.foods = { foods } }

    /// Rows read back with the list `foods` gives, asked for on the first read that finds a meal.
    public init(loadingFoods foods: @escaping @Sendable () async throws -> FoodDatabase?) { self.foods = foods }

    public func reference() async throws -> FoodDatabase? { try await foods() }

    public static func repository(in store: Store) -> NutritionRepository { store.nutrition }

    public static func rows(of meal: MealEntry, at time: Date) -> FoodLog {
        FoodLog(entry: FoodEntryRecord(time: time, description: meal.description), items: meal.items.map(FoodItemMapping.record(for:)))
    }

    public static func needsReference(_ log: FoodLog) -> Bool { log.items.contains(where: FoodItemMapping.needsFoods) }

    public static func entry(from log: FoodLog, on day: CalendarDay, using foods: FoodDatabase?) -> MealEntry {
        MealEntry(day: day, description: log.entry.description, items: log.items.map { FoodItemMapping.item(from: $0, foods: foods) })
    }
}

extension StorageLogbook where Rows == FoodRows {
    /// Meals in the database behind `handle`, days in `clock`'s time zone; `foods` rebuilds grams
    /// and `isEstimate` on reading.
    public init(handle: StoreHandle, clock: StorageDayClock, foods: FoodDatabase? = nil) {
        self.init(handle: handle, clock: clock, rows: FoodRows(foods: foods))
    }

    /// Meals in the database behind `handle`; the food list is got from `foods` on the first
    /// read that finds a meal.
    public init(handle: StoreHandle, clock: StorageDayClock, loadingFoods foods: @escaping @Sendable () async throws -> FoodDatabase?) {
        self.init(handle: handle, clock: clock, rows: FoodRows(loadingFoods: foods))
    }
}

extension StorageLogbook {
    /// The stored entries of `day`, by time then id: the order `:day` lists and numbers them.
    func stored(on day: CalendarDay, in store: Store) async throws -> [EntryLog<Rows.Entry>] {
        try await Rows.repository(in: store).entries(on: clock.noon(of: day), calendar: clock.calendar)
            .filter { clock.contains($0.entry.time, in: day) }
    }

    /// The latest stored entry of `day` (latest time, then highest id) whose entry `matches`.
    func latest(on day: CalendarDay, in store: Store,
                where matches: (LogEntry<Line>) -> Bool) async throws -> EntryLog<Rows.Entry>? {
        let logs = try await stored(on: day, in: store)
        let entries = try await entries(from: logs.map { (log: $0, day: day) })
        return zip(logs, entries).filter { matches($0.1) }.map(\.0)
            .max { ($0.entry.time, $0.entry.id ?? 0) < ($1.entry.time, $1.entry.id ?? 0) }
    }

    /// Deletes `log` with its lines and returns it as the coach's entry of `day`.
    func delete(_ log: EntryLog<Rows.Entry>, on day: CalendarDay, in store: Store) async throws -> LogEntry<Line> {
        let entry = try await entry(from: log, on: day)
        try await Rows.repository(in: store).delete(id: log.entry.id ?? -1)
        return entry
    }
}
