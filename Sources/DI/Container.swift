import Synchronization

/// An async dependency-injection container.
///
/// Build it from a ``Registry``; registrations are fixed from then on. `resolve` is async
/// and never blocks a thread: a singleton under construction is awaited, not locked on,
/// and its factory runs exactly once however many tasks ask at the same moment.
///
/// ```swift
/// var registry = Registry(modules: [CoreModule(), LLMModule()])
/// let container = Container(registry)
/// let coach = try await container.resolve(CoachEngine.self)
/// ```
public final class Container: Sendable {
    let table: [RawKey: Registration]
    /// Registration order, for stable listings.
    let order: [ServiceKey]
    let duplicates: [ServiceKey]
    /// The names registered for each type, in registration order.
    let alternatives: [ObjectIdentifier: [String]]
    let store: InstanceStore
    /// The scopes made by ``makeScope(name:)`` that are still alive, so that a swap can evict
    /// their stale instances and ``shutdown()`` can end them.
    let scopes = ScopeList()
    /// How many scopes of each tag have been opened, for their default names.
    let scopeCounts = Mutex<[String: Int]>([:])
    /// Scope tag -> the tag of the scope it opens inside (`turn` -> `conversation`).
    let nesting: [String: String]
    /// What each registration's builds resolved so far, to find declared dependencies that
    /// are never used.
    let usage = DependencyUsage()

    /// A container of `registry`'s registrations.
    public init(_ registry: Registry) {
        table = registry.registrations
        order = registry.order.compactMap { registry.registrations[$0]?.key }
        duplicates = registry.duplicates
        nesting = registry.nesting
        var alternatives: [ObjectIdentifier: [String]] = [:]
        for key in order { if let name = key.name { alternatives[key.raw.typeID, default: []].append(name) } }
        self.alternatives = alternatives
        store = InstanceStore(bindings: registry.bindings)
        refreshCycles()
    }

    /// A container of `modules`, with `overrides` applied last (the test container).
    public convenience init(modules: [any ServiceModule], overrides: (inout Registry) -> Void = { _ in }) {
        var registry = Registry(modules: modules)
        overrides(&registry)
        self.init(registry)
    }

    /// Recomputes which keys sit on a declared cycle (at build and after a swap), so that
    /// resolving one fails at once with the cycle instead of awaiting itself.
    func refreshCycles() {
        let list = graph().cycles()
        var cycles: [RawKey: [ServiceKey]] = [:]
        for cycle in list {
            for key in cycle where cycles[key.raw] == nil { cycles[key.raw] = cycle }
        }
        store.cache.withLock { cache in
            cache.cycles = cycles
            cache.cycleList = list
        }
    }

    /// Resolves `type` (optionally under `name`) from the root container.
    ///
    /// It runs on the caller's executor (`nonisolated(nonsending)`), so a cache hit asked
    /// from an actor, such as the main actor, costs no hop to another thread and back.
    @inlinable
    nonisolated(nonsending)
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        // Fast path: a cached singleton costs one uncontended lock, two dictionary lookups
        // and a class cast (specialised in the caller).
        let raw = RawKey(type, name: name)
        if let box = cachedBox(raw) as? InstanceBox<T> { return box.value }
        let (box, key) = try await resolveSlowly(raw, type)
        if let typed = box as? InstanceBox<T> { return typed.value }
        return try Self.unbox(box, as: type, key: key, path: [key])
    }

    /// Resolves a key chosen at run time (the REPL's `:trace`), without a static type.
    public func resolve(key: ServiceKey) async throws -> any Sendable {
        try await instance(of: key, in: ResolutionContext(scope: nil)).erased
    }

    /// A child scope: it shares this container's singletons and owns its scoped instances,
    /// starting with `seeds`. Without a name it is called after its tag and a number
    /// (`conversation #2`).
    public func makeScope(name: String? = nil, tag: String? = nil, seeds: [Seed] = []) -> Scope {
        let scope = Scope(name: name ?? scopeName(tag: tag), tag: tag, parent: nil, container: self, seeds: seeds)
        scopes.add(scope)
        return scope
    }

    /// `turn #12`: the tag and how many scopes of that tag this container has opened.
    func scopeName(tag: String?) -> String {
        let label = tag ?? "scope"
        let count = scopeCounts.withLock { counts in
            counts[label, default: 0] += 1
            return counts[label, default: 0]
        }
        return "\(label) #\(count)"
    }

    /// The cached box of `raw` in the root store (following a binding), counted as a resolve.
    @usableFromInline
    func cachedBox(_ raw: RawKey) -> (any AnyInstanceBox)? {
        store.cache.withLock { cache in
            var target = raw
            if raw.name == nil, let bound = cache.bindings[raw.typeID] {
                target = RawKey(typeID: raw.typeID, name: bound)
            }
            return cache.instances[target]?.touch()
        }
    }

    /// The cached box of `raw` in a scope's store, following the root's bindings.
    func cachedBox(_ raw: RawKey, in scopeStore: InstanceStore) -> (any AnyInstanceBox)? {
        var target = raw
        if raw.name == nil, let bound = store.cache.withLock({ $0.bindings[raw.typeID] }) {
            target = RawKey(typeID: raw.typeID, name: bound)
        }
        return scopeStore.cache.withLock { $0.instances[target]?.touch() }
    }

    /// Everything but a cache hit: builds, waits for a build, or throws.
    @usableFromInline
    func resolveSlowly(_ raw: RawKey, _ type: Any.Type) async throws -> (any AnyInstanceBox, ServiceKey) {
        let key = serviceKey(raw, type)
        return (try await instance(of: key, in: ResolutionContext(scope: nil)), key)
    }

    /// The key of `raw`, taken from a registration when there is one (which spares
    /// rendering the type's name on every resolve).
    func serviceKey(_ raw: RawKey, _ type: Any.Type) -> ServiceKey {
        if let registration = table[raw] { return registration.key }
        if let name = alternatives[raw.typeID]?.first, let registration = table[RawKey(typeID: raw.typeID, name: name)] {
            return registration.key.named(raw.name)
        }
        return ServiceKey(raw: raw, type: type)
    }

    /// Hands out the boxed instance as `T`.
    @usableFromInline
    static func unbox<T: Sendable>(_ box: any AnyInstanceBox, as type: T.Type, key: ServiceKey, path: [ServiceKey]) throws -> T {
        if let typed = box as? InstanceBox<T> { return typed.value }
        // A key of another type cannot reach here from a typed resolve; keep the check anyway.
        guard let typed = box.erased as? T else {
            throw ResolutionError.wrongType(
                key: key, expected: ServiceKey.readableName(of: type),
                actual: ServiceKey.readableName(of: Swift.type(of: box.erased)), path: path)
        }
        return typed
    }
}

/// The live scopes of a container, held weakly.
final class ScopeList: Sendable {
    private struct Entry: Sendable {
        weak let scope: Scope?
    }
    private let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    func add(_ scope: Scope) {
        entries.withLock { entries in
            entries = entries.filter { $0.value.scope != nil }
            entries[ObjectIdentifier(scope)] = Entry(scope: scope)
        }
    }

    func remove(_ scope: Scope) {
        _ = entries.withLock { $0.removeValue(forKey: ObjectIdentifier(scope)) }
    }

    /// The scopes still alive.
    var live: [Scope] {
        entries.withLock { $0.values.compactMap(\.scope) }
    }
}
