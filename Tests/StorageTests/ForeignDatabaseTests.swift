import Foundation
import GRDB
import Testing
@testable import Storage

/// Issue 18, item 9: another program's SQLite file (no airfit migration, tables of its own) is
/// refused like a damaged one, every byte as it was, and no `grdb_migrations` added.
@Suite("Another program's database")
struct ForeignDatabaseTests {
    /// FNV-1a over the bytes: the file's digest before and after, beside the byte comparison.
    static func digest(_ data: Data) -> UInt64 {
        data.reduce(14_695_981_039_346_656_037 as UInt64) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }

    /// A database made by "another program": `sql`, in rollback-journal mode (as sqlite3 makes it).
    static func foreign(at path: String, _ sql: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
    }

    @Test("a database holding only a table foo is refused, not a byte changed",
          arguments: ["CREATE TABLE foo (id INTEGER PRIMARY KEY, note TEXT); INSERT INTO foo (note) VALUES ('keep me')",
                      // A clashing name of airfit's own, and a migrations table without airfit's first migration.
                      "CREATE TABLE profile (id INTEGER PRIMARY KEY, colour TEXT); INSERT INTO profile (colour) VALUES ('red')",
                      "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY); INSERT INTO grdb_migrations VALUES ('m1'); "
                        + "CREATE TABLE invoices (id INTEGER PRIMARY KEY)"])
    func foreignDatabaseIsRefusedUntouched(sql: String) async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            try Self.foreign(at: path, sql)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            for _ in 0..<2 {
                let error = await storageError { _ = try await Store.open(at: path) }
                guard case .notAirfit(let refused, let detail)? = error else {
                    Issue.record("expected notAirfit, got \(String(describing: error))")
                    return
                }
                #expect(refused == path)
                #expect(detail.contains("no airfit migration"), "\(detail)")
                #expect(error?.description.contains("is not an airfit database") == true)
            }
            let after = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(Self.digest(after) == Self.digest(before))
            #expect(after == before, "not a byte of another program's database changes")
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == filesBefore, "no file added beside it")
            let tables = try await DatabaseQueue(path: path).read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            }
            #expect(!tables.contains("message") && (sql.contains("grdb_migrations") || !tables.contains("grdb_migrations")))
        }
    }

    /// Found by the second attack: a read-only look at a WAL database made its -wal and -shm.
    @Test("a foreign database in WAL mode is refused with no file added beside it")
    func foreignWALDatabase() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let queue = try DatabaseQueue(path: path)
            try await queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                try db.execute(sql: "CREATE TABLE foo (x); INSERT INTO foo VALUES (1)")
            }
            try queue.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let filesBefore = try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
            #expect(filesBefore == ["airfit.sqlite"])
            let error = await storageError { _ = try await Store.open(at: path) }
            guard case .notAirfit? = error else { Issue.record("expected notAirfit, got \(String(describing: error))"); return }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == filesBefore)
        }
    }

    @Test("an empty SQLite database (no tables) and airfit's own are opened")
    func emptyAndOwnAreOpened() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            try Self.foreign(at: path, "CREATE TABLE scratch (x); DROP TABLE scratch")
            let store = try await Store.open(at: path)
            _ = try await store.conversations.create(title: "mine")
            try store.close()
            let again = try await Store.open(at: path)
            #expect(try await again.conversations.list(limit: 5).count == 1)
            try again.close()
        }
    }
}
