import Foundation
import GRDB

/// The entry row of a logbook: a timed entry whose line rows point at it by id. Food entries and
/// their items, workouts and their sets are the two; ``LogbookRepository`` serves both.
public protocol EntryRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    associatedtype Line: LineRecord
    var id: Int64? { get }
    var time: Date { get }
    /// The user's words: with the lines, an entry's identity for "already stored".
    var words: String { get }
}

/// A line row of a logbook entry.
public protocol LineRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    /// The column holding the entry's id.
    static var entryColumn: String { get }
    /// The entry's id (set when the entry is stored).
    var entryId: Int64 { get set }
    /// The line's identity for "already stored" (numbers to 0.01).
    var signature: String { get }
}

/// An entry with its lines, in line order.
public struct EntryLog<Entry: EntryRecord>: Sendable, Hashable {
    public var entry: Entry
    public var lines: [Entry.Line]

    public init(entry: Entry, lines: [Entry.Line]) {
        self.entry = entry
        self.lines = lines
    }

    /// Its identity for "already stored": the words and the lines.
    var signature: String { ([entry.words] + lines.map(\.signature)).joined(separator: "\n") }
}

/// A logbook's two tables: entries, and the lines that point at them.
public struct LogbookRepository<Entry: EntryRecord>: Sendable {
    let access: DatabaseAccess

    /// Stores an entry and its lines in one transaction; returns them with their ids.
    @discardableResult
    public func log(_ entry: Entry, lines: [Entry.Line]) async throws(StorageError) -> EntryLog<Entry> {
        try await access.write { db in try Self.insert(EntryLog(entry: entry, lines: lines), db: db) }
    }

    /// The entries of the local day containing `date` (today by default), oldest first, with their lines.
    public func entries(on date: Date = Date(), calendar: Calendar = .current) async throws(StorageError) -> [EntryLog<Entry>] {
        let day = DayRange(containing: date, calendar: calendar)
        return try await entries(from: day.start, to: day.end)
    }

    /// The entries timed from `start` (included) to `end` (excluded), oldest first, with their
    /// lines: two queries whatever the range.
    public func entries(from start: Date, to end: Date) async throws(StorageError) -> [EntryLog<Entry>] {
        try await access.read { db in try Self.timed(from: start, to: end, db: db) }
    }

    /// Deletes an entry and its lines.
    public func delete(id: Int64) async throws(StorageError) {
        try await access.write { db in _ = try Entry.deleteOne(db, key: id) }
    }

    /// Inserts `log`, the lines pointing at the new entry.
    static func insert(_ log: EntryLog<Entry>, db: Database) throws -> EntryLog<Entry> {
        var entry = log.entry
        try entry.insert(db)
        let id = entry.id ?? 0
        let lines = try log.lines.map { line in
            var line = line
            line.entryId = id
            try line.insert(db)
            return line
        }
        return EntryLog(entry: entry, lines: lines)
    }

    /// The entries timed in [start, end), by time then id, each with its lines: two statements the
    /// connection keeps prepared.
    static func timed(from start: Date, to end: Date, db: Database) throws -> [EntryLog<Entry>] {
        let entries = try Entry.readAll(try db.cachedStatement(sql: """
            SELECT * FROM \(Entry.databaseTableName) WHERE time >= ? AND time < ? ORDER BY time, id
            """), arguments: [StoredDate(start), StoredDate(end)])
        var lines: [Int64: [Entry.Line]] = [:]
        for line in try Entry.Line.readAll(try db.cachedStatement(sql: """
            SELECT c.* FROM \(Entry.Line.databaseTableName) c JOIN \(Entry.databaseTableName) p ON p.id = c.\(Entry.Line.entryColumn)
            WHERE p.time >= ? AND p.time < ? ORDER BY c.id
            """), arguments: [StoredDate(start), StoredDate(end)]) {
            lines[line.entryId, default: []].append(line)
        }
        return entries.map { EntryLog(entry: $0, lines: lines[$0.id ?? -1] ?? []) }
    }
}

/// Workouts and their sets.
public typealias WorkoutRepository = LogbookRepository<WorkoutRecord>
/// A workout with its sets, in set order.
public typealias WorkoutLog = EntryLog<WorkoutRecord>

extension EntryLog where Entry == WorkoutRecord {
    public init(workout: WorkoutRecord, sets: [WorkoutSetRecord]) { self.init(entry: workout, lines: sets) }
    public var workout: WorkoutRecord {
        get { entry }
        set { entry = newValue }
    }
    public var sets: [WorkoutSetRecord] {
        get { lines }
        set { lines = newValue }
    }
}

extension LogbookRepository where Entry == WorkoutRecord {
    /// The most recent workouts, newest first.
    public func recent(limit: Int = 10) async throws(StorageError) -> [WorkoutLog] {
        try await access.read { db in
            let workouts = try WorkoutRecord.order(Column("time").desc, Column("id").desc).limit(max(0, limit)).fetchAll(db)
            return try workouts.map { workout in
                let sets = try WorkoutSetRecord.filter(Column("workoutId") == workout.id).order(Column("id")).fetchAll(db)
                return WorkoutLog(workout: workout, sets: sets)
            }
        }
    }
}
