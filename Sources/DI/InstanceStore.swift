import Foundation
import Synchronization

/// A built instance kept by the root container (singletons) or a scope (scoped). A class,
/// so that a cache hit retains one reference instead of copying every field.
final class LiveInstance: Sendable {
    let box: any AnyInstanceBox
    let key: ServiceKey
    /// The type built (rendered as text only for listings).
    let implementationType: any Any.Type
    let lifetime: Lifetime
    let createdAt: Date
    let factoryDuration: Duration
    let sequence: Int
    /// Counted apart, so that a cache hit reads the dictionary instead of mutating it.
    let resolves: ResolveCounter
    /// Given to its scope when it opened, not built.
    let seeded: Bool

    init(box: any AnyInstanceBox, key: ServiceKey, implementation: any Any.Type, lifetime: Lifetime,
         createdAt: Date, factoryDuration: Duration, sequence: Int, resolves: ResolveCounter, seeded: Bool = false) {
        self.seeded = seeded
        self.box = box
        self.key = key
        self.implementationType = implementation
        self.lifetime = lifetime
        self.createdAt = createdAt
        self.factoryDuration = factoryDuration
        self.sequence = sequence
        self.resolves = resolves
    }

    var value: any Sendable { box.erased }
    var implementation: String { ServiceKey.readableName(of: implementationType) }
    var resolveCount: Int { resolves.count.load(ordering: .relaxed) }

    /// Counts one more resolve and hands out the box.
    func touch() -> any AnyInstanceBox {
        resolves.count.add(1, ordering: .relaxed)
        return box
    }
}

/// How many resolves an instance has served.
final class ResolveCounter: Sendable {
    let count: Atomic<Int>
    init(_ initial: Int) { count = Atomic(initial) }
}

/// What a store's build closure returns: the boxed instance and how long the factory took.
typealias Built = (box: any AnyInstanceBox, duration: Duration)

/// The cache of one container or scope, with single-flight creation: while an instance is
/// being built, every other request for it awaits the same task instead of building again.
///
/// The lock is held only for dictionary work, never across an `await`.
final class InstanceStore: Sendable {
    /// A build under way. `id` tells it apart from a later build of the same key, and
    /// `waiters` counts the callers sharing it (they all count as resolves).
    struct Flight: Sendable {
        let id: Int
        let task: Task<any AnyInstanceBox, any Error>
        var waiters: Int
    }

    struct Cache: Sendable {
        var instances: [RawKey: LiveInstance] = [:]
        var flights: [RawKey: Flight] = [:]
        /// Creation order, and ids of flights.
        var sequence = 0
        /// Only the root store uses these: default key -> bound alternative, by type.
        var bindings: [ObjectIdentifier: String] = [:]
        /// Only the root store uses these: each key on a declared cycle -> that cycle.
        /// Recomputed when a swap changes the bindings.
        var cycles: [RawKey: [ServiceKey]] = [:]
        /// Only the root store uses this: the declared cycles, as `DependencyGraph.cycles()` lists them.
        var cycleList: [[ServiceKey]] = []
        /// Set when a scope ends: nothing more is built or cached.
        var ended = false
    }

    let cache: Mutex<Cache>

    init(bindings: [ObjectIdentifier: String] = [:]) {
        cache = Mutex(Cache(bindings: bindings))
    }

    /// The cached instance of `registration`, or a build of it that every concurrent caller
    /// shares. Returns `nil` when the store has ended.
    func instance(
        of registration: Registration, build: @escaping @Sendable () async throws -> Built
    ) async throws -> (box: any AnyInstanceBox, cached: Bool)? {
        let raw = registration.key.raw
        enum Step { case hit(any AnyInstanceBox), wait(Task<any AnyInstanceBox, any Error>), ended }
        let step: Step = cache.withLock { cache in
            if cache.ended { return .ended }
            if let box = cache.instances[raw]?.touch() { return .hit(box) }
            if cache.flights[raw] != nil {
                cache.flights[raw]?.waiters += 1
                if let task = cache.flights[raw]?.task { return .wait(task) }
            }
            cache.sequence += 1
            let id = cache.sequence
            // The task stores its own result, so single-flight does not depend on which
            // caller is still waiting (a cancelled caller does not cancel the build).
            let task = Task<any AnyInstanceBox, any Error> {
                do {
                    let built = try await build()
                    self.finish(raw, id: id, registration: registration, built: built)
                    return built.box
                } catch {
                    self.cache.withLock { cache in
                        if cache.flights[raw]?.id == id { cache.flights[raw] = nil }
                    }
                    throw error
                }
            }
            cache.flights[raw] = Flight(id: id, task: task, waiters: 1)
            return .wait(task)
        }
        switch step {
        case .hit(let box): return (box, true)
        case .wait(let task): return (try await task.value, false)
        case .ended: return nil
        }
    }

    /// Caches a finished build, unless an eviction or the end of the store discarded its flight.
    private func finish(_ raw: RawKey, id: Int, registration: Registration, built: Built) {
        cache.withLock { cache in
            guard let flight = cache.flights[raw], flight.id == id else { return }
            cache.flights[raw] = nil
            cache.sequence += 1
            // A factory declared to return the service type itself (an existential) says
            // nothing of its implementation; the built instance does.
            let declared = registration.implementationType
            let implementation = ObjectIdentifier(declared) == registration.key.raw.typeID ? type(of: built.box.erased) : declared
            cache.instances[raw] = LiveInstance(
                box: built.box, key: registration.key,
                implementation: implementation, lifetime: registration.lifetime,
                createdAt: Date(), factoryDuration: built.duration,
                sequence: cache.sequence, resolves: ResolveCounter(flight.waiters))
        }
    }

    /// Puts `seeds` in the store as instances that were never built.
    func seed(_ seeds: [(key: ServiceKey, box: any AnyInstanceBox)]) {
        guard !seeds.isEmpty else { return }
        cache.withLock { cache in
            for seed in seeds {
                cache.sequence += 1
                cache.instances[seed.key.raw] = LiveInstance(
                    box: seed.box, key: seed.key, implementation: type(of: seed.box.erased),
                    lifetime: .scoped, createdAt: Date(), factoryDuration: .zero, sequence: cache.sequence,
                    resolves: ResolveCounter(0), seeded: true)
            }
        }
    }

    /// Removes the instances of `keys` (and forgets their builds under way, which will not
    /// be cached) and returns them, newest first, for shutdown.
    func evict(_ keys: Set<RawKey>) -> [LiveInstance] {
        cache.withLock { cache in
            var removed: [LiveInstance] = []
            for key in keys {
                cache.flights[key] = nil
                if let instance = cache.instances.removeValue(forKey: key) { removed.append(instance) }
            }
            return removed.sorted { $0.sequence > $1.sequence }
        }
    }

    /// Removes every instance (newest first) and forgets every build under way; with `end`,
    /// the store refuses to build anything more.
    func drain(end: Bool) -> [LiveInstance] {
        cache.withLock { cache in
            if end { cache.ended = true }
            cache.flights.removeAll()
            let all = cache.instances.values.sorted { $0.sequence > $1.sequence }
            cache.instances.removeAll()
            return all
        }
    }

    /// The live instances, oldest first.
    var snapshot: [LiveInstance] {
        cache.withLock { Array($0.instances.values) }.sorted { $0.sequence < $1.sequence }
    }

    /// Shuts instances down one by one, in the order given; without `releasing`, they are kept
    /// for the rest of the process (a shutdown at its exit).
    static func shutDown(_ instances: [LiveInstance], releasing: Bool = true) async {
        for instance in instances {
            if let service = instance.box.hooks.shutdownable { await service.shutdown() }
        }
        if !releasing { Self.keptUntilExit.withLock { $0.append(instances) } }
    }

    /// What shutdowns at exit kept (never released: the process ends).
    private static let keptUntilExit = Mutex<[[LiveInstance]]>([])
}
