/// A child of the root container or of another scope, such as one conversation, or one turn
/// of it. It shares the root's singletons and its ancestors' scoped instances, and owns its
/// own scoped instances, which it shuts down (newest first) when it ends.
///
/// A scope may carry a tag (`conversation`, `turn`). A registration scoped to a tag lives in
/// the nearest scope with that tag; an untagged scoped registration lives in the scope it is
/// resolved from.
public final class Scope: Sendable {
    /// A label for introspection and errors (`conversation #2`).
    public let name: String
    /// The kind of scope, matched against the registrations' `scope`.
    public let tag: String?
    /// The scope this one was opened in, or nil for a child of the root container.
    public let parent: Scope?
    let container: Container
    let store = InstanceStore()
    /// The child scopes still open, ended before this one.
    let children = ScopeList()

    init(name: String, tag: String?, parent: Scope?, container: Container, seeds: [Seed]) {
        self.name = name
        self.tag = tag
        self.parent = parent
        self.container = container
        store.seed(seeds.map { seed in
            let key = container.table[seed.key.raw]?.key ?? seed.key
            return (key, seed.box)
        })
    }

    /// Resolves `type` in this scope. After ``end()`` it throws ``ResolutionError/scopeEnded(scope:key:path:)``
    /// for scoped services (singletons and transients still resolve). Like the container's
    /// `resolve`, it runs on the caller's executor, so a cache hit costs no hop.
    nonisolated(nonsending)
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        let raw = RawKey(type, name: name)
        if let box = (container.cachedBox(raw, in: store) ?? container.cachedBox(raw)) as? InstanceBox<T> {
            return box.value
        }
        let key = container.serviceKey(raw, type)
        let box = try await container.instance(of: key, in: ResolutionContext(scope: self))
        return try Container.unbox(box, as: type, key: key, path: [key])
    }

    /// A child scope of this one, starting with `seeds`.
    public func makeScope(name: String? = nil, tag: String? = nil, seeds: [Seed] = []) -> Scope {
        let scope = Scope(name: name ?? container.scopeName(tag: tag), tag: tag, parent: self,
                          container: container, seeds: seeds)
        children.add(scope)
        container.scopes.add(scope)
        return scope
    }

    /// This scope and its ancestors, innermost first.
    public var lineage: [Scope] {
        var chain: [Scope] = [self]
        while let next = chain[chain.count - 1].parent { chain.append(next) }
        return chain
    }

    /// The scope an instance scoped to `tag` lives in, seen from here: this one for an
    /// untagged registration, else the nearest with that tag.
    func owner(of tag: String?) -> Scope? {
        guard let tag else { return self }
        return lineage.first { $0.tag == tag }
    }

    /// How many scoped instances the scope holds.
    public var liveCount: Int { store.snapshot.count }

    /// The scope's live instances, oldest first.
    public func liveInstances() -> [InstanceInfo] {
        store.snapshot.map { InstanceInfo($0, scope: name) }
    }

    /// Ends the open child scopes, then shuts down this scope's instances, newest first.
    /// Scoped services cannot be resolved in it afterwards.
    /// - Parameter atExit: the program ends right after: the instances are shut down but not
    ///   released (see ``Container/shutdown(atExit:)``).
    public func end(atExit: Bool = false) async {
        for child in children.live { await child.end(atExit: atExit) }
        parent?.children.remove(self)
        container.scopes.remove(self)
        await InstanceStore.shutDown(store.drain(end: true), releasing: !atExit)
    }
}

extension Scope {
    /// Resolves a key chosen at run time in this scope.
    public func resolve(key: ServiceKey) async throws -> any Sendable {
        try await container.instance(of: key, in: ResolutionContext(scope: self)).erased
    }
}
