/// A child of the root container, such as one conversation. It shares the root's
/// singletons and owns its scoped instances, which it shuts down (newest first) when it ends.
public final class Scope: Sendable {
    /// A label for introspection.
    public let name: String
    let container: Container
    let store = InstanceStore()

    init(name: String, container: Container) {
        self.name = name
        self.container = container
    }

    /// Resolves `type` in this scope.
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        let key = ServiceKey(type, name: name)
        let value = try await container.instance(of: key, in: ResolutionContext(scope: self))
        return try Container.cast(value, to: type, key: key, path: [key])
    }

    /// How many scoped instances the scope holds.
    public var liveCount: Int { store.snapshot.count }

    /// Shuts down the scope's instances, newest first. Resolving afterwards still works
    /// but caches nothing.
    public func end() async {
        await InstanceStore.shutDown(store.drain(end: true))
    }
}

extension Scope {
    /// Resolves a key chosen at run time in this scope.
    public func resolve(key: ServiceKey) async throws -> any Sendable {
        try await container.instance(of: key, in: ResolutionContext(scope: self))
    }
}
