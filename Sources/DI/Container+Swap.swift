/// What a swap did.
public struct SwapResult: Sendable {
    /// The default key that was rebound.
    public let key: ServiceKey
    /// The alternative it was bound to before, if any.
    public let previous: String?
    /// The alternative it is bound to now.
    public let current: String
    /// The instances evicted and shut down, newest first.
    public let evicted: [ServiceKey]
}

extension Container {
    /// Binds the default key of `key`'s type to its alternative `name`.
    ///
    /// The instance the key resolved to, and every cached instance that depends on the key
    /// or on that instance, transitively, is evicted and shut down (newest first); each is
    /// rebuilt on its next resolve. Scoped dependents in live scopes are evicted too.
    /// Swapping to the alternative already bound changes nothing.
    @discardableResult
    public func swap(_ key: ServiceKey, to name: String) async throws -> SwapResult {
        let alias = key.unnamed
        let names = alternatives(of: alias)
        guard names.contains(name) else {
            throw ResolutionError.unknownAlternative(key: alias, name: name, available: names)
        }
        let previous = store.cache.withLock { cache -> String? in
            let previous = cache.bindings[alias.raw.typeID]
            cache.bindings[alias.raw.typeID] = name
            return previous
        }
        if previous == name { return SwapResult(key: alias, previous: previous, current: name, evicted: []) }
        var stale: Set<ServiceKey> = [alias]
        if let previous { stale.insert(alias.named(previous)) }
        // Dependents in the graph as it was (through the old binding) and as it is now.
        var bindingsBefore = bindings
        bindingsBefore[alias.raw.typeID] = previous
        let before = DependencyGraph(registrations: table, order: order, bindings: bindingsBefore)
        stale.formUnion(before.dependents(of: stale))
        stale.formUnion(graph().dependents(of: stale))
        refreshCycles()
        let raws = Set(stale.map(\.raw))
        // Scoped dependents in live scopes are newer than the singletons they hold: they go first.
        var evicted: [LiveInstance] = []
        for scope in scopes.live { evicted += scope.store.evict(raws) }
        evicted += store.evict(raws)
        await InstanceStore.shutDown(evicted)
        return SwapResult(key: alias, previous: previous, current: name, evicted: evicted.map(\.key))
    }
}
