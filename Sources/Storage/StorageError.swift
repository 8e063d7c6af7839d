import Foundation
import GRDB

/// Every failure of the store, as one clear line. A storage error never comes with a
/// deleted, truncated or rewritten database: the store leaves the file as it found it.
public enum StorageError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// Another connection holds a lock longer than the busy timeout (SQLITE_BUSY / SQLITE_LOCKED).
    case busy(path: String)
    /// The disk (or the database's size limit) is full (SQLITE_FULL).
    case diskFull(path: String)
    /// The file is not a database or is damaged (SQLITE_CORRUPT / SQLITE_NOTADB).
    case corrupt(path: String)
    /// The open database was found damaged by a read or write (SQLITE_CORRUPT met after the
    /// check at open: damage that came later, or that the check was skipped for, see
    /// ``Store/open(at:configuration:)``). The store writes nothing more to it.
    case damagedInUse(path: String)
    /// The file or its folder cannot be written (SQLITE_READONLY / SQLITE_PERM).
    case readOnly(path: String)
    /// The file cannot be opened at all (SQLITE_CANTOPEN, or its folder could not be made).
    case cannotOpen(path: String, reason: String)
    /// A read or write failed at the operating-system level (SQLITE_IOERR).
    case io(path: String, reason: String)
    /// The file was migrated by a newer airfit than this one (`detail` says which version
    /// it needs); it is not opened for writing.
    case newerSchema(path: String, detail: String)
    /// The file is another program's SQLite database (no airfit migration in it, tables of its
    /// own: `detail` names a few); it is not opened for writing and stays as it was.
    case notAirfit(path: String, detail: String)
    /// Nothing matches an identifier (for example `:resume ID`).
    case notFound(what: String, id: String)
    /// An identifier prefix matches more than one row.
    case ambiguous(what: String, prefix: String, matches: Int)
    /// A caller passed something the store refuses (an empty id, a finished writer, ...).
    case invalid(String)
    /// Any other SQLite error, with its result code.
    case sqlite(code: Int32, message: String)

    /// One line, fit for the REPL.
    public var description: String {
        switch self {
        case .busy(let path):
            "the database is busy (another airfit running?): \(path)"
        case .diskFull(let path):
            "the disk is full: could not write to \(path); free some space and try again"
        case .corrupt(let path):
            "the database \(path) is damaged; it was left untouched; move it away to start fresh"
        case .damagedInUse(let path):
            "the database \(path) is damaged (found while using it); airfit stopped writing to it; quit, and move it away to start fresh"
        case .readOnly(let path):
            "the database \(path) is read-only; check the permissions of the file and its folder, and that its disk is not mounted read-only"
        case .cannotOpen(let path, let reason):
            "cannot open the database \(path): \(reason)"
        case .io(let path, let reason):
            "disk I/O error on the database \(path): \(reason)"
        case .newerSchema(let path, let detail):
            "the database \(path) was written by a newer airfit: \(detail); upgrade airfit to use it (it was left untouched)"
        case .notAirfit(let path, let detail):
            "\(path) is not an airfit database (\(detail)); it was left untouched; use another --home, or move it away"
        case .notFound(let what, let id):
            "no \(what) matches \"\(id)\""
        case .ambiguous(let what, let prefix, let matches):
            "\"\(prefix)\" matches \(matches) \(what)s; type more of the id"
        case .invalid(let reason):
            reason
        case .sqlite(let code, let message):
            "database error \(code): \(message)"
        }
    }

    public var errorDescription: String? { description }

    /// Maps any error thrown by GRDB/SQLite to a storage error about the file at `path`.
    static func from(_ error: any Error, path: String) -> StorageError {
        if let storage = error as? StorageError { return storage }
        guard let db = error as? DatabaseError else {
            return .sqlite(code: -1, message: String(describing: error))
        }
        let reason = db.message ?? "SQLite error \(db.resultCode.rawValue)"
        switch db.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .corrupt(path: path)
        case .SQLITE_READONLY, .SQLITE_PERM: return .readOnly(path: path)
        case .SQLITE_CANTOPEN: return .cannotOpen(path: path, reason: reason)
        case .SQLITE_IOERR: return .io(path: path, reason: reason)
        default: return .sqlite(code: db.resultCode.rawValue, message: reason)
        }
    }
}
