import GRDB

/// The pool and its path, with reads and writes whose errors are ``StorageError``s.
/// Shared by every repository.
struct DatabaseAccess: Sendable {
    let pool: DatabasePool
    let path: String
    /// This process's writer token, stamped on the replies it streams (``WriterRegistry``).
    var writer: String?
    /// Set when an operation meets a damaged page; writes are refused from then on.
    let damage: DamageLatch

    init(pool: DatabasePool, path: String, writer: String?, damage: DamageLatch = DamageLatch()) {
        self.pool = pool
        self.path = path
        self.writer = writer
        self.damage = damage
    }

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw failure(error)
        }
    }

    /// One transaction; refused without reaching SQLite once the file was found damaged.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        guard !damage.isSet else { throw .damagedInUse(path: path) }
        do {
            return try await pool.write(body)
        } catch {
            throw failure(error)
        }
    }

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
