import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// The SQLite store: one connection (a GRDB `DatabaseQueue`) in WAL mode (another process's
/// readers never wait for its writer), foreign keys on, a busy timeout, `synchronous = NORMAL`
/// (a commit survives a crash or `kill -9` of the process; only a power loss can undo the last
/// commits). Within the process every read and write is a few statements run in turn on the
/// calling thread (``DatabaseAccess``); a pool's reader connection and its WAL set-up (a
/// `CREATE TABLE` and `DROP TABLE` committed on every open after a clean close) cost a start
/// more than readers side by side could save a chat.
///
/// Open it once at start with ``open(at:configuration:)``; the repositories it hands
/// out share its connections. Nothing here ever deletes, truncates or rewrites an
/// existing database file when something fails: errors are ``StorageError``s and the
/// file is left as it was.
public final class Store: Sendable {
    /// The database file's path.
    public let path: String
    public let configuration: StoreConfiguration
    /// How many replies left `streaming` by a process that is gone were marked interrupted
    /// when the store was opened (0 when `recoverOnOpen` is off).
    public let recoveredOnOpen: Int
    /// Whether the open read every page to check the file, or skipped that because the file
    /// was exactly as this program last closed it.
    let integrity: StorePreflight.Integrity

    let access: DatabaseAccess
    private let writers: WriterRegistry?
    /// Counts this process's commits that change what ``facts(_:)`` reads (``factsVersion``).
    let factChanges: FactChanges

    private init(access: DatabaseAccess, configuration: StoreConfiguration, writers: WriterRegistry?, recovered: Int,
                 integrity: StorePreflight.Integrity, factChanges: FactChanges) {
        self.path = access.path
        self.configuration = configuration
        self.access = access
        self.writers = writers
        self.recoveredOnOpen = recovered
        self.integrity = integrity
        self.factChanges = factChanges
    }

    /// Opens (creating if needed, mode 0600) the database at `path`, applies the migrations
    /// it does not have yet, and, unless configured otherwise, marks replies left `streaming`
    /// by a process that is gone as `interrupted` (their count is ``recoveredOnOpen``); the
    /// replies of a live `airfit` are left alone. When another process holds the write lock
    /// past the busy timeout during recovery, recovery is skipped (0) rather than failing.
    ///
    /// An existing file is first checked read-only: a damaged one (``StorageError/corrupt(path:)``)
    /// or one a newer airfit wrote (``StorageError/newerSchema(path:detail:)``) is refused
    /// with not a byte changed. Reading every page costs about 1.5 ms per MB, so it is skipped
    /// when the file is exactly as the last clean ``close()`` left it (``StoreFingerprint``);
    /// damage met later, when a page is read, stops all writing (``damage``).
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
        let integrity = try StorePreflight.check(path: path, configuration: configuration)
        // From here on the file may change: only the next clean close vouches for it again.
        StoreFingerprint.forget(forDatabase: path)
        // SQLite creates the file (and its -wal and -shm, which copy its mode) with the umask;
        // created here first, it is 0600 whatever the umask.
        let created = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if created >= 0 {
            fchmod(created, 0o600)
            Glibc.close(created)
        }
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(configuration.busyTimeoutSeconds)
        config.label = "airfit"
        let trace = configuration.statementTrace
        config.prepareDatabase { db in
            if let trace { db.trace { event in trace.hear(event.description) } }
            // WAL is kept in the file once set: this reads it back, and sets it on a new file.
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                throw DatabaseError(message: "could not activate WAL mode")
            }
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
        }

        let database: DatabaseQueue
        do {
            database = try DatabaseQueue(path: path, configuration: config)
        } catch {
            let failure = StorageError.from(error, path: path)
            // On a read-only file system SQLite cannot make the WAL's index (`-shm`), and says
            // only that it cannot open the file.
            if case .cannotOpen = failure, Glibc.access(path, W_OK) != 0, errno == EROFS { throw .readOnly(path: path) }
            throw failure
        }
        let writers = WriterRegistry.register(database: path)
        let access = DatabaseAccess(database: database, path: path, writer: writers?.token)
        // A file the fingerprint vouches for holds exactly the migrations this airfit knows.
        if integrity != .skippedUnchanged { try await migrate(access, appVersion: configuration.appVersion) }
        var recovered = 0
        if configuration.recoverOnOpen {
            do {
                recovered = try await recover(access, writers: writers)
            } catch .busy {
                // Another airfit is writing: open anyway; the next start recovers.
                recovered = 0
            }
        }
        // Held by the store (the connection holds its observers weakly) for as long as it is open.
        let factChanges = FactChanges()
        database.add(transactionObserver: factChanges, extent: .observerLifetime)
        return Store(access: access, configuration: configuration, writers: writers, recovered: recovered, integrity: integrity,
                     factChanges: factChanges)
    }

    private static func migrate(_ access: DatabaseAccess, appVersion: String?) async throws(StorageError) {
        let migrator = StoreMigrations.migrator
        let path = access.path
        let (superseded, complete) = try await access.read { db in
            (try migrator.hasBeenSuperseded(db), try migrator.hasCompletedMigrations(db))
        }
        if superseded { throw .newerSchema(path: path, detail: "it has migrations this airfit (\(appVersion ?? "unknown version")) does not know") }
        if complete { return }
        do {
            try migrator.migrate(access.database)
            // Recorded so that an older airfit refusing the file can say which version it needs.
            try await access.database.write { db in
                if let appVersion {
                    try db.execute(sql: "INSERT OR REPLACE INTO storeInfo (key, value) VALUES (?, ?)",
                                   arguments: [StorePreflight.writtenByKey, appVersion])
                }
                try db.execute(sql: "PRAGMA user_version = \(StoreMigrations.names.count)")
            }
        } catch {
            throw StorageError.from(error, path: path)
        }
    }

    /// Marks as `interrupted` every reply still `streaming` whose writer is gone (see
    /// ``WriterRegistry``): this store's own replies and those of other live processes are
    /// left alone. Returns how many were marked. ``open(at:configuration:)`` does this already
    /// unless `recoverOnOpen` is off.
    @discardableResult
    public func recoverInterrupted() async throws(StorageError) -> Int {
        try await Self.recover(access, writers: writers)
    }

    private static func recover(_ access: DatabaseAccess, writers: WriterRegistry?) async throws(StorageError) -> Int {
        let streaming = try await access.read { db in
            try String?.fetchAll(db, sql: "SELECT DISTINCT writer FROM message WHERE status = 'streaming'")
        }
        let stamped = streaming.compactMap { $0 }
        let own = writers?.token
        let claim = writers?.claimGone(Set(stamped)) ?? (gone: Set(stamped.filter { $0 != own }), finish: {})
        defer { claim.finish() }
        // Nothing to mark, nothing to write: the usual start-up stays read-only (the UPDATE
        // binds a date, whose first encoding loads GRDB's DateFormatter and with it ICU).
        guard streaming.contains(nil) || !claim.gone.isEmpty else { return 0 }
        return try await MessageRepository(access: access, streamFlushInterval: .zero)
            .recoverInterrupted(writtenBy: claim.gone.sorted())
    }

    /// The migrations applied to the database, oldest first.
    public func appliedMigrations() async throws(StorageError) -> [String] {
        try await access.read { db in try StoreMigrations.migrator.completedMigrations(db) }
    }

    /// The database's journal mode ("wal").
    public func journalMode() async throws(StorageError) -> String {
        try await access.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
    }

    /// The side file (`<database>-fingerprint`) where a clean close records the database
    /// file as it left it; while it matches, opening skips the integrity check. Removing it
    /// makes the next open check every page.
    public static func fingerprintPath(forDatabase path: String) -> String {
        StoreFingerprint.path(forDatabase: path)
    }

    /// Why the store refuses to write although it opened: a read or write met a damaged
    /// page (``StorageError/damagedInUse(path:)``); nil while none has.
    public var damage: StorageError? {
        access.damage.isSet ? .damagedInUse(path: path) : nil
    }

    /// Copies the write-ahead log into the database file (so a cleanly closed database
    /// is one file), closes the connections and, when no other connection wrote meanwhile,
    /// records its fingerprint so that the next open can skip the integrity check. A store
    /// found damaged is closed without either. Later calls fail.
    public func close() throws(StorageError) {
        let damaged = access.damage.isSet
        var migrations: [String] = []
        do {
            if !damaged {
                migrations = try access.database.writeWithoutTransaction { db in
                    _ = try db.checkpoint(.truncate)
                    return try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
                }
            }
            try access.database.close()
        } catch {
            throw StorageError.from(error, path: path)
        }
        // An empty -wal means nobody else wrote since the checkpoint: the file is whole and at rest.
        if !damaged, let fingerprint = StoreFingerprint.current(ofDatabase: path, migrations: migrations) {
            fingerprint.record(forDatabase: path)
        }
        writers?.release()
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
