import GRDB

/// The connection and its path, with reads and writes whose errors are ``StorageError``s.
/// Shared by every repository.
struct DatabaseAccess: Sendable {
    let database: DatabaseQueue
    let path: String
    /// This process's writer token, stamped on the replies it streams (``WriterRegistry``).
    var writer: String?
    /// Set when an operation meets a damaged page; writes are refused from then on.
    let damage: DamageLatch

    init(database: DatabaseQueue, path: String, writer: String?, damage: DamageLatch = DamageLatch()) {
        self.database = database
        self.path = path
        self.writer = writer
        self.damage = damage
    }

    /// A read on the calling thread. GRDB's `async` read would run `body` on a queue of its own
    /// and resume the caller on another thread: two hand-offs between threads for statements that
    /// take microseconds (a first offline reply made about 40, a twentieth of its CPU time).
    /// Work over many rows goes through ``bulkRead(_:)``.
    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try readHere(body)
        } catch {
            throw failure(error)
        }
    }

    /// One transaction on the calling thread (see ``read(_:)``); refused without reaching SQLite
    /// once the file was found damaged. Work over many rows goes through ``bulkWrite(_:)``.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        guard !damage.isSet else { throw .damagedInUse(path: path) }
        do {
            return try writeHere(body)
        } catch {
            throw failure(error)
        }
    }

    /// A read over many rows (a backup): on GRDB's own thread, so that it does not hold one of
    /// the few threads every task of the process shares while it runs.
    func bulkRead<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw failure(error)
        }
    }

    /// A transaction over many rows (an import), on GRDB's own thread as ``bulkRead(_:)`` is.
    func bulkWrite<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        guard !damage.isSet else { throw .damagedInUse(path: path) }
        do {
            return try await database.write(body)
        } catch {
            throw failure(error)
        }
    }

    // Not `async`, so that GRDB's blocking overloads are the ones called.
    private func readHere<T>(_ body: (Database) throws -> T) throws -> T { try database.read(body) }
    private func writeHere<T>(_ body: (Database) throws -> T) throws -> T { try database.write(body) }

    /// The storage error for `error`; damage met while the store is open latches, and is
    /// reported as such.
    func failure(_ error: any Error) -> StorageError {
        let mapped = StorageError.from(error, path: path)
        switch mapped {
        case .corrupt, .damagedInUse:
            damage.set()
            return .damagedInUse(path: path)
        default:
            return mapped
        }
    }
}

extension String {
    /// The string with LIKE's wildcards escaped by `\`.
    var likeEscaped: String {
        var out = ""
        for ch in self {
            if ch == "%" || ch == "_" || ch == "\\" { out.append("\\") }
            out.append(ch)
        }
        return out
    }
}
