import DI
import Foundation
import Storage

/// The database, opened once. Opening never fails the container: a damaged, newer,
/// locked or unwritable database is kept as its error, reported once, and every use throws
/// it, so the REPL goes on where it can (commands, chat without history) and nothing is
/// overwritten.
///
/// A database that was only busy (another `airfit` held it past the busy timeout while
/// this one started) is opened again at its next use, so a brief lock never turns saving
/// off for the whole session.
public actor StoreHandle: Shutdownable, HealthCheckable {
    private var result: Result<Store, StorageError>
    private var reported = false
    private let reopen: (@Sendable () async throws(StorageError) -> Store)?
    private var reopening: Task<Result<Store, StorageError>, Never>?

    /// Opens (and migrates) the database at `path`.
    public static func open(at path: String, configuration: StoreConfiguration = StoreConfiguration()) async -> StoreHandle {
        let open = { @Sendable () async throws(StorageError) -> Store in
            try await Store.open(at: path, configuration: configuration)
        }
        do throws(StorageError) {
            return StoreHandle(result: .success(try await open()), reopen: open)
        } catch {
            return StoreHandle(result: .failure(error), reopen: open)
        }
    }

    init(result: Result<Store, StorageError>, reopen: (@Sendable () async throws(StorageError) -> Store)? = nil) {
        self.result = result
        self.reopen = reopen
    }

    /// The store, or the error that keeps it from opening. A store that was busy is opened
    /// again first.
    public func store() async throws(StorageError) -> Store {
        try await current().get()
    }

    /// The store for reading: nil when it cannot be opened for good (damaged, newer, not
    /// writable: the user was told at start, and the coach goes on without stored data).
    /// While it is busy it throws, so nobody reports an empty day for a store that could
    /// not be read.
    public func storeForReading() async throws(StorageError) -> Store? {
        switch await current() {
        case .success(let store): return store
        case .failure(.busy(let path)): throw .busy(path: path)
        case .failure: return nil
        }
    }

    /// The open failure, the first time it is asked for; nil afterwards (and when the
    /// store is fine), so the user is told once.
    public func failureToReport() -> StorageError? {
        guard let failure, !reported else { return nil }
        reported = true
        return failure
    }

    /// The store when it is open, without trying again to open one that was busy.
    public var opened: Store? { try? result.get() }

    /// Why the store is not available, if it is not.
    public var failure: StorageError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// Replies that a previous run left half-written, marked interrupted on open.
    public var recoveredOnOpen: Int { (try? result.get().recoveredOnOpen) ?? 0 }

    /// The result, after one more attempt to open when the last one found the database busy.
    /// Concurrent callers share the attempt.
    private func current() async -> Result<Store, StorageError> {
        guard case .failure(.busy) = result, let reopen else { return result }
        let attempt: Task<Result<Store, StorageError>, Never>
        if let reopening {
            attempt = reopening
        } else {
            attempt = Task {
                do throws(StorageError) { return .success(try await reopen()) } catch { return .failure(error) }
            }
            reopening = attempt
        }
        let outcome = await attempt.value
        if reopening == attempt {
            reopening = nil
            result = outcome
        }
        return result
    }

    public func shutdown() async {
        try? (try? result.get())?.close()
    }

    public func healthCheck() async -> HealthStatus {
        switch await current() {
        case .failure(let error):
            return .unhealthy(error.description)
        case .success(let store):
            if let damage = store.damage { return .unhealthy(damage.description) }
            do {
                let mode = try await store.journalMode()
                let migrations = try await store.appliedMigrations()
                return mode.lowercased() == "wal"
                    ? .healthy("\(store.path), WAL, \(migrations.count) migrations")
                    : .degraded("journal mode is \(mode), not WAL")
            } catch {
                return .unhealthy(error.description)
            }
        }
    }
}
