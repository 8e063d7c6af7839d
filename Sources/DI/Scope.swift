/// A child of the root container, such as one conversation. It shares the root's
/// singletons and owns its scoped instances, which it shuts down (newest first) when it ends.
public final class Scope: Sendable {
    /// A label for introspection and errors.
    public let name: String
    let container: Container
    let store = InstanceStore()

    init(name: String, container: Container) {
        self.name = name
        self.container = container
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

    /// How many scoped instances the scope holds.
    public var liveCount: Int { store.snapshot.count }

    /// The scope's live instances, oldest first.
    public func liveInstances() -> [InstanceInfo] {
        store.snapshot.map(InstanceInfo.init)
    }

    /// Shuts down the scope's instances, newest first. Scoped services cannot be resolved
    /// in it afterwards.
    public func end() async {
        container.scopes.remove(self)
        await InstanceStore.shutDown(store.drain(end: true))
    }
}

extension Scope {
    /// Resolves a key chosen at run time in this scope.
    public func resolve(key: ServiceKey) async throws -> any Sendable {
        try await container.instance(of: key, in: ResolutionContext(scope: self)).erased
    }
}
