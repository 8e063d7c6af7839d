import Synchronization

/// What each registration's builds have resolved, so far: a declared dependency that no
/// build ever used overstates the graph, and ``Container/validate()`` reports it.
final class DependencyUsage: Sendable {
    private let used = Mutex<[RawKey: Set<RawKey>]>([:])

    /// Adds what one build of `registration` resolved; true when its builds have now used
    /// every declared dependency (there is nothing more to learn about it).
    func record(_ registration: Registration, used keys: Set<RawKey>) -> Bool {
        used.withLock { used in
            used[registration.key.raw, default: []].formUnion(keys)
            let seen = used[registration.key.raw, default: []]
            return registration.dependencies.allSatisfy { seen.contains($0.raw) }
        }
    }

    /// Each declared dependency of a built registration that none of its builds resolved.
    func unused(in table: [RawKey: Registration], order: [ServiceKey]) -> [ValidationIssue] {
        let used = used.withLock { $0 }
        return order.flatMap { key -> [ValidationIssue] in
            guard let registration = table[key.raw], let resolved = used[key.raw] else { return [] }
            return registration.dependencies.filter { !resolved.contains($0.raw) }
                .map { ValidationIssue.unused(owner: registration.key, dependency: $0) }
        }
    }
}
