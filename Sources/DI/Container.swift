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
    /// Types with a default key that is bound to a named alternative (or can be).
    let alternatives: [ObjectIdentifier: [String]]
    let store: InstanceStore

    /// A container of `registry`'s registrations.
    public init(_ registry: Registry) {
        table = registry.registrations
        order = registry.order.compactMap { registry.registrations[$0]?.key }
        duplicates = registry.duplicates
        var alternatives: [ObjectIdentifier: [String]] = [:]
        for key in order { if let name = key.name { alternatives[key.raw.typeID, default: []].append(name) } }
        self.alternatives = alternatives
        store = InstanceStore(bindings: registry.bindings)
        refreshCycles()
    }

    /// Recomputes which keys sit on a declared cycle (at build and after a swap), so that
    /// resolving one fails at once with the cycle instead of awaiting itself.
    func refreshCycles() {
        var cycles: [RawKey: [ServiceKey]] = [:]
        for cycle in graph().cycles() {
            for key in cycle where cycles[key.raw] == nil { cycles[key.raw] = cycle }
        }
        store.cache.withLock { $0.cycles = cycles }
    }

    /// A container of `modules`, with `overrides` applied last (the test container).
    public convenience init(modules: [any ServiceModule], overrides: (inout Registry) -> Void = { _ in }) {
        var registry = Registry(modules: modules)
        overrides(&registry)
        self.init(registry)
    }

    /// Resolves `type` (optionally under `name`) from the root container.
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        // Fast path: a cached singleton costs one uncontended lock and two dictionary lookups.
        let raw = RawKey(type, name: name)
        if let hit = store.cache.withLock({ cache -> (any Sendable)? in
            var target = raw
            if raw.name == nil, let bound = cache.bindings[raw.typeID] {
                target = RawKey(typeID: raw.typeID, name: bound)
            }
            return cache.instances[target]?.touch()
        }), let typed = hit as? T {
            return typed
        }
        let key = ServiceKey(type, name: name)
        return try Self.cast(try await instance(of: key, in: ResolutionContext(scope: nil)), to: type, key: key, path: [key])
    }

    /// Resolves a key chosen at run time (the REPL's `:trace`), without a static type.
    public func resolve(key: ServiceKey) async throws -> any Sendable {
        try await instance(of: key, in: ResolutionContext(scope: nil))
    }

    /// A child scope: it shares this container's singletons and owns its scoped instances.
    public func makeScope(name: String) -> Scope {
        Scope(name: name, container: self)
    }

    static func cast<T>(_ value: any Sendable, to type: T.Type, key: ServiceKey, path: [ServiceKey]) throws -> T {
        guard let typed = value as? T else {
            throw ResolutionError.wrongType(
                key: key, expected: ServiceKey.readableName(of: type),
                actual: ServiceKey.readableName(of: Swift.type(of: value)), path: path)
        }
        return typed
    }
}
