import GRDB
import GRDBSQLite

/// A read-only SQLite connection with nothing of GRDB's set-up (its functions, collations,
/// authorizer and schema cache): what ``StorePreflight`` looks at a file with before anything
/// may write to it, at a small part of what opening and closing a `DatabaseQueue` costs at
/// every start. Its statements run in one read transaction (``read(_:)``), as a queue's read did.
final class ReadOnlyLook {
    private let connection: OpaquePointer

    /// Opens `path` read-only; a busy file is waited for up to `busyTimeout` seconds.
    /// Throws the `DatabaseError` SQLite gave (``StorageError/from(_:path:)`` words it).
    init(path: String, busyTimeout: Double) throws {
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) }
            sqlite3_close_v2(handle)
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message)
        }
        connection = handle
        sqlite3_busy_timeout(handle, Int32(min(busyTimeout * 1000, Double(Int32.max))))
    }

    deinit { sqlite3_close_v2(connection) }

    /// `body` inside one read transaction.
    func read<T>(_ body: (ReadOnlyLook) throws -> T) throws -> T {
        _ = try texts("BEGIN")
        defer { _ = try? texts("COMMIT") }
        return try body(self)
    }

    /// The first column of every row of `sql` (bound to `arguments`), as text; NULL is nil.
    func texts(_ sql: String, _ arguments: [String] = []) throws -> [String?] {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(connection, sql, -1, &statement, nil), sql: sql)
        defer { sqlite3_finalize(statement) }
        for (index, argument) in arguments.enumerated() {
            try check(sqlite3_bind_text(statement, Int32(index + 1), argument, -1, Self.transient), sql: sql)
        }
        var rows: [String?] = []
        while true {
            let code = sqlite3_step(statement)
            if code == SQLITE_DONE { return rows }
            guard code == SQLITE_ROW else { try check(code, sql: sql); return rows }
            rows.append(sqlite3_column_text(statement, 0).map { String(cString: $0) })
        }
    }

    private func check(_ code: Int32, sql: String) throws {
        guard code != SQLITE_OK else { return }
        throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(connection)), sql: sql)
    }

    /// SQLite copies a bound text (the Swift string it came from does not outlive the call).
    private static let transient = unsafeBitCast(OpaquePointer(bitPattern: -1), to: sqlite3_destructor_type.self)
}
