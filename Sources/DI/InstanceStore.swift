import Foundation
import Synchronization

/// A built instance kept by the root container (singletons) or a scope (scoped).
struct LiveInstance: Sendable {
    let value: any Sendable
    let key: ServiceKey
    let implementation: String
    let lifetime: Lifetime
    let createdAt: Date
    let factoryDuration: Duration
    let sequence: Int
    var resolveCount: Int

    /// Counts one more resolve and hands out the value.
    mutating func touch() -> any Sendable {
        resolveCount += 1
        return value
    }
}

/// The cache of one container or scope, with single-flight creation: while an instance is
/// being built, every other request for it awaits the same task instead of building again.
///
/// The lock is held only for dictionary work, never across an `await`.
final class InstanceStore: Sendable {
    struct Cache: Sendable {
        var instances: [RawKey: LiveInstance] = [:]
        var flights: [RawKey: Task<any Sendable, any Error>] = [:]
        var sequence = 0
        /// Bumped by every eviction, so a build that was under way does not cache a stale instance.
        var epoch = 0
        /// Only the root store uses these: default key -> bound alternative, by type.
        var bindings: [ObjectIdentifier: String] = [:]
        /// Only the root store uses these: each key on a declared cycle -> that cycle.
        /// Recomputed when a swap changes the bindings.
        var cycles: [RawKey: [ServiceKey]] = [:]
        var ended = false
    }

    let cache: Mutex<Cache>

    init(bindings: [ObjectIdentifier: String] = [:]) {
        cache = Mutex(Cache(bindings: bindings))
    }

    /// The cached instance of `key`, or a build of it that every concurrent caller shares.
    func instance(
        of registration: Registration,
        build: @escaping @Sendable () async throws -> (value: any Sendable, duration: Duration)
    ) async throws -> (value: any Sendable, cached: Bool) {
        let raw = registration.key.raw
        enum Step { case hit(any Sendable), wait(Task<any Sendable, any Error>) }
        let step: Step = cache.withLock { cache in
            if let value = cache.instances[raw]?.touch() { return .hit(value) }
            if let flight = cache.flights[raw] { return .wait(flight) }
            let epoch = cache.epoch
            // The task stores its own result, so single-flight does not depend on which
            // caller is still waiting (a cancelled caller does not cancel the build).
            let flight = Task<any Sendable, any Error> {
                do {
                    let built = try await build()
                    self.cache.withLock { cache in
                        cache.flights[raw] = nil
                        guard cache.epoch == epoch, !cache.ended else { return }
                        cache.sequence += 1
                        cache.instances[raw] = LiveInstance(
                            value: built.value, key: registration.key,
                            implementation: registration.implementation, lifetime: registration.lifetime,
                            createdAt: Date(), factoryDuration: built.duration,
                            sequence: cache.sequence, resolveCount: 1)
                    }
                    return built.value
                } catch {
                    self.cache.withLock { $0.flights[raw] = nil }
                    throw error
                }
            }
            cache.flights[raw] = flight
            return .wait(flight)
        }
        switch step {
        case .hit(let value): return (value, true)
        case .wait(let flight): return (try await flight.value, false)
        }
    }

    /// Removes the instances of `keys` and returns them, newest first, for shutdown.
    func evict(_ keys: Set<RawKey>) -> [LiveInstance] {
        cache.withLock { cache in
            cache.epoch += 1
            var removed: [LiveInstance] = []
            for key in keys {
                if let instance = cache.instances.removeValue(forKey: key) { removed.append(instance) }
            }
            return removed.sorted { $0.sequence > $1.sequence }
        }
    }

    /// Removes every instance (newest first) and, if `end` is set, refuses to cache more.
    func drain(end: Bool) -> [LiveInstance] {
        cache.withLock { cache in
            cache.epoch += 1
            if end { cache.ended = true }
            let all = cache.instances.values.sorted { $0.sequence > $1.sequence }
            cache.instances.removeAll()
            return all
        }
    }

    var snapshot: [LiveInstance] {
        cache.withLock { Array($0.instances.values) }.sorted { $0.sequence < $1.sequence }
    }

    /// Shuts instances down one by one, in the order given.
    static func shutDown(_ instances: [LiveInstance]) async {
        for instance in instances {
            if let service = instance.value as? any Shutdownable { await service.shutdown() }
        }
    }
}
