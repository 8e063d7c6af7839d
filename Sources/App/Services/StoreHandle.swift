import DI
import Foundation
import Storage
import Synchronization

/// The database, opened once. Opening never fails the container: a damaged, locked or
/// unwritable database is kept as its error, reported once, and every use throws it, so the
/// REPL goes on where it can (commands, chat without history) and nothing is overwritten.
public final class StoreHandle: Sendable, Shutdownable, HealthCheckable {
    private let result: Result<Store, StorageError>
    private let reported = Atomic<Bool>(false)

    /// Opens (and migrates) the database at `path`.
    public static func open(at path: String) async -> StoreHandle {
        do {
            return StoreHandle(result: .success(try await Store.open(at: path)))
        } catch {
            return StoreHandle(result: .failure(error))
        }
    }

    init(result: Result<Store, StorageError>) { self.result = result }

    /// The store, or the error that kept it from opening.
    public func store() throws(StorageError) -> Store { try result.get() }

    /// The store for reading, or nil when it could not be opened: the coach then reads
    /// "nothing logged" and goes on, while every write still fails with the error.
    public var storeForReading: Store? { try? result.get() }

    /// The open failure, the first time it is asked for; nil afterwards (and when the
    /// store is fine), so the user is told once.
    public func failureToReport() -> StorageError? {
        guard let failure, !reported.exchange(true, ordering: .relaxed) else { return nil }
        return failure
    }

    /// Why the store is not available, if it is not.
    public var failure: StorageError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// Replies that a previous run left half-written, marked interrupted on open.
    public var recoveredOnOpen: Int { (try? result.get().recoveredOnOpen) ?? 0 }

    public func shutdown() async {
        try? (try? result.get())?.close()
    }

    public func healthCheck() async -> HealthStatus {
        switch result {
        case .failure(let error):
            return .unhealthy(error.description)
        case .success(let store):
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
