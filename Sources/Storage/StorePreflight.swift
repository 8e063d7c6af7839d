import Foundation
import GRDB

/// A read-only look at an existing database before anything may write to it: a damaged file
/// or one written by a newer airfit is refused with not a byte changed (opening a pool for
/// writing, migrating or recovering would change it).
///
/// Nothing is read when the file is exactly as a ``Store`` last closed it, holding the
/// migrations this airfit knows (``StoreFingerprint``): not the integrity check (`PRAGMA
/// quick_check`, every page read) nor the schema check (which the migrations answer).
/// Otherwise both run.
enum StorePreflight {
    /// What the integrity check did.
    enum Integrity: Sendable, Equatable {
        /// No file, or an empty one: nothing to check.
        case nothingToCheck
        /// The file matched the fingerprint of its last clean close: not read.
        case skippedUnchanged
        /// Every page was checked (no fingerprint, or one that did not match).
        case checked
    }

    /// The `storeInfo` key naming the airfit that last migrated the file.
    static let writtenByKey = "writtenBy"

    /// Throws ``StorageError/corrupt(path:)`` or ``StorageError/newerSchema(path:detail:)``;
    /// nothing to check when there is no file or an empty one.
    static func check(path: String, configuration: StoreConfiguration) throws(StorageError) -> Integrity {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0
        else { return .nothingToCheck }  // nothing there yet, or nothing SQLite could open anyway
        // Taken before anything opens the file (a read-only connection may add a -wal).
        let unchanged = StoreFingerprint.current(ofDatabase: path, migrations: StoreMigrations.names)
            .map { $0 == StoreFingerprint.recorded(forDatabase: path) } ?? false
        // Exactly as a clean close left it, with the migrations this airfit knows: nothing to
        // check, not even the schema.
        if unchanged { return .skippedUnchanged }
        // A read-only look at a WAL database makes its -wal and -shm when they are missing; a
        // refused file gets its folder back as it was (the -wal is empty: nothing was written).
        let sideFiles: [String] = [path + "-wal", path + "-shm"].filter { (side: String) in access(side, F_OK) != 0 }
        do {
            let problem = try ReadOnlyLook(path: path, busyTimeout: configuration.busyTimeoutSeconds).read { look in
                try Self.problem(in: look, path: path, appVersion: configuration.appVersion)
            }
            if let problem { throw problem }
        } catch {
            removeEmptyCreated(sideFiles)
            throw StorageError.from(error, path: path)
        }
        return .checked
    }

    /// Removes the side files of `paths` that now exist, when the -wal among them is empty.
    private static func removeEmptyCreated(_ paths: [String]) {
        let wal = paths.first { $0.hasSuffix("-wal") }
        if let wal, let size = (try? FileManager.default.attributesOfItem(atPath: wal))?[.size] as? Int, size > 0 { return }
        for path in paths { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The tables of a database that is not airfit's (`tables`, its tables): one with tables but
    /// without airfit's mark, its first migration (`v1-initial`) in `grdb_migrations`; nil for
    /// airfit's own or an empty database (which airfit may make its own).
    private static func foreignTables(_ tables: [String], in look: ReadOnlyLook) throws -> [String]? {
        guard !tables.isEmpty else { return nil }
        if tables.contains("grdb_migrations"),
           try look.texts("SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = ?)", [StoreMigrations.names.first ?? ""]) == ["1"] {
            return nil
        }
        return tables.filter { $0 != "grdb_migrations" }.isEmpty ? tables : tables.filter { $0 != "grdb_migrations" }
    }

    private static func problem(in look: ReadOnlyLook, path: String, appVersion: String?) throws -> StorageError? {
        let appVersion = appVersion ?? "unknown version"
        guard try look.texts("PRAGMA quick_check") == ["ok"] else { return .corrupt(path: path) }
        let tables = try look.texts("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
            .compactMap { $0 }
        if let foreign = try foreignTables(tables, in: look) {
            let shown = foreign.prefix(3).map { "'\($0.prefix(40))'" }.joined(separator: ", ")
            return .notAirfit(path: path, detail: "it holds \(foreign.count == 1 ? "the table" : "tables such as") \(shown) "
                + "and no airfit migration")
        }
        let known = StoreMigrations.names
        let schemaVersion = (try look.texts("PRAGMA user_version").first ?? nil).flatMap { Int($0) } ?? 0
        let unknown = tables.contains("grdb_migrations")
            ? try look.texts("SELECT identifier FROM grdb_migrations").compactMap { $0 }.filter { !known.contains($0) } : []
        guard !unknown.isEmpty || schemaVersion > known.count else { return nil }
        var writtenBy: String?
        if tables.contains("storeInfo") {
            writtenBy = try look.texts("SELECT value FROM storeInfo WHERE key = ?", [writtenByKey]).first ?? nil
        }
        let detail: String
        if let writtenBy {
            detail = "it needs airfit \(writtenBy) or later (this is \(appVersion))"
        } else if let first = unknown.sorted().first {
            detail = "it has migration \(first), which this airfit (\(appVersion)) does not know"
        } else {
            detail = "its schema version is \(schemaVersion); this airfit (\(appVersion)) knows \(known.count)"
        }
        return .newerSchema(path: path, detail: detail)
    }
}
