import GRDB

/// The pool and its path, with reads and writes whose errors are ``StorageError``s.
/// Shared by every repository.
struct DatabaseAccess: Sendable {
    let pool: DatabasePool
    let path: String
    /// This process's writer token, stamped on the replies it streams (``WriterRegistry``).
    var writer: String?

    func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw StorageError.from(error, path: path)
        }
    }

    /// One transaction.
    func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(StorageError) -> T {
        do {
            return try await pool.write(body)
        } catch {
            throw StorageError.from(error, path: path)
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
