import Foundation
import GRDB

/// The SQLite store: a GRDB `DatabasePool` in WAL mode (readers never wait for the
/// writer), foreign keys on, a busy timeout, `synchronous = NORMAL` (a commit survives a
/// crash or `kill -9` of the process; only a power loss can undo the last commits).
///
/// Open it once at start with ``open(at:configuration:)``; the repositories it hands
/// out share its connections. Nothing here ever deletes, truncates or rewrites an
/// existing database file when something fails: errors are ``StorageError``s and the
/// file is left as it was.
public final class Store: Sendable {
    /// The database file's path.
    public let path: String
    public let configuration: StoreConfiguration
    /// How many replies left `streaming` by a previous run were marked interrupted when
    /// the store was opened (0 when `recoverOnOpen` is off).
    public let recoveredOnOpen: Int

    let access: DatabaseAccess

    private init(path: String, pool: DatabasePool, configuration: StoreConfiguration, recovered: Int) {
        self.path = path
        self.configuration = configuration
        self.access = DatabaseAccess(pool: pool, path: path)
        self.recoveredOnOpen = recovered
    }

    /// Opens (creating if needed) the database at `path`, applies the migrations it does
    /// not have yet, and, unless configured otherwise, marks replies a crash left
    /// `streaming` as `interrupted` (their count is ``recoveredOnOpen``). When another
    /// process holds the write lock past the busy timeout, recovery is skipped (0) rather
    /// than failing the open.
    ///
    /// The parent folder is created (mode 0700) when missing.
    public static func open(at path: String, configuration: StoreConfiguration = StoreConfiguration()) async throws(StorageError) -> Store {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty && !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw .cannotOpen(path: path, reason: "cannot create its folder (\(error.localizedDescription))")
            }
        }
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(Double(configuration.busyTimeout.components.seconds)
            + Double(configuration.busyTimeout.components.attoseconds) / 1e18)
        config.journalMode = .wal
        config.label = "airfit"

        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: config)
        } catch {
            throw StorageError.from(error, path: path)
        }
        let access = DatabaseAccess(pool: pool, path: path)
        try await migrate(access)
        var recovered = 0
        if configuration.recoverOnOpen {
            do {
                recovered = try await MessageRepository(access: access, streamFlushInterval: configuration.streamFlushInterval)
                    .recoverInterrupted()
            } catch .busy {
                // Another airfit is writing: open anyway; the next start recovers.
                recovered = 0
            }
        }
        return Store(path: path, pool: pool, configuration: configuration, recovered: recovered)
    }

    private static func migrate(_ access: DatabaseAccess) async throws(StorageError) {
        let migrator = StoreMigrations.migrator
        let path = access.path
        let (superseded, complete) = try await access.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
        }
        if superseded { throw .newerSchema(path: path) }
        if complete { return }
        do {
            try migrator.migrate(access.pool)
        } catch {
            throw StorageError.from(error, path: path)
        }
    }

    /// Marks every message still `streaming` as `interrupted` and returns how many there
    /// were. ``open(at:configuration:)`` does this already unless `recoverOnOpen` is off.
    @discardableResult
    public func recoverInterrupted() async throws(StorageError) -> Int {
        try await messages.recoverInterrupted()
    }

    /// The migrations applied to the database, oldest first.
    public func appliedMigrations() async throws(StorageError) -> [String] {
        try await access.read { db in try StoreMigrations.migrator.completedMigrations(db) }
    }

    /// The database's journal mode ("wal").
    public func journalMode() async throws(StorageError) -> String {
        try await access.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// Copies the write-ahead log into the database file (so a cleanly closed database
    /// is one file) and closes the connections. Later calls fail.
    public func close() throws(StorageError) {
        do {
            // GRDB closes its read-only readers last, and they cannot checkpoint.
            _ = try access.pool.writeWithoutTransaction { db in try db.checkpoint(.truncate) }
            try access.pool.close()
        } catch {
            throw StorageError.from(error, path: path)
        }
    }

    // MARK: Repositories

    /// The local user, their profile and personas.
    public var users: UserRepository { UserRepository(access: access) }
    /// Conversations: `:new`, `:sessions`, `:resume`, `:export`.
    public var conversations: ConversationRepository { ConversationRepository(access: access) }
    /// Messages: user messages, streamed replies, `:history`, context windows, recovery.
    public var messages: MessageRepository {
        MessageRepository(access: access, streamFlushInterval: configuration.streamFlushInterval)
    }
    /// Food entries and items; a day's totals.
    public var nutrition: NutritionRepository { NutritionRepository(access: access) }
    /// Workouts and sets.
    public var workouts: WorkoutRepository { WorkoutRepository(access: access) }
    /// Goals, one active per kind.
    public var goals: GoalRepository { GoalRepository(access: access) }
    /// Tokens and cost per provider and model (`:usage`).
    public var usage: UsageRepository { UsageRepository(access: access) }
}
