/// Every named alternative of `T`, each resolved only when asked for: the orchestrator takes
/// the chat providers this way and builds one only when it routes to it.
public struct Alternatives<T: Sendable>: Sendable, InjectedHandle {
    let container: Container
    let key: ServiceKey
    let context: ResolutionContext

    static var dependency: Dependency { Dependency(ServiceKey(T.self), kind: .alternatives) }

    static func make(_ resolver: Resolver) -> Alternatives<T> {
        Alternatives(container: resolver.container, key: resolver.container.serviceKey(RawKey(T.self, name: nil), T.self),
                     context: resolver.handleContext)
    }

    /// The names registered for `T`, in registration order.
    public var names: [String] { container.alternatives(of: key) }

    /// The alternative the default key of `T` is bound to now, if it is bound.
    public var bound: String? { container.bindings[key.raw.typeID] }

    /// The alternative called `name`.
    public func get(_ name: String) async throws -> T {
        let named = key.named(name)
        let box = try await container.instance(of: named, in: context)
        return try Container.unbox(box, as: T.self, key: named, path: context.path + [named])
    }

    /// The alternative the default key is bound to (or the unnamed registration).
    public func get() async throws -> T {
        let box = try await container.instance(of: key, in: context)
        return try Container.unbox(box, as: T.self, key: key, path: context.path + [key])
    }
}

/// The alternatives of `T` and the right to rebind its default key: what `:provider` needs
/// to switch the chat provider without seeing the whole container.
public struct Choice<T: Sendable>: Sendable, InjectedHandle {
    /// The alternatives, each resolved when asked for.
    public let alternatives: Alternatives<T>

    static var dependency: Dependency { Alternatives<T>.dependency }

    static func make(_ resolver: Resolver) -> Choice<T> {
        Choice(alternatives: Alternatives.make(resolver))
    }

    /// Binds the default key of `T` to `name`, like ``Container/swap(_:to:)``: its dependents
    /// are evicted and rebuilt on their next resolve.
    @discardableResult
    public func choose(_ name: String) async throws -> SwapResult {
        try await alternatives.container.swap(alternatives.key, to: name)
    }
}
