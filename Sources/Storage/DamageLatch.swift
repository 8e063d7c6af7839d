import Synchronization

/// Set once SQLite reports the open database damaged (a page read met SQLITE_CORRUPT or
/// SQLITE_NOTADB): from then on every write is refused before it reaches SQLite, so a
/// damaged file is not written further, and the store says so (``Store/damage``).
/// Reads go on where they can. Shared by every ``DatabaseAccess`` of one store.
final class DamageLatch: Sendable {
    private let found = Atomic<Bool>(false)

    /// Whether damage was met.
    var isSet: Bool { found.load(ordering: .acquiring) }

    /// Records that damage was met.
    func set() { found.store(true, ordering: .releasing) }
}
