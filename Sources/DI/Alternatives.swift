/// Every named alternative of `T`, each resolved only when asked for: the orchestrator takes
/// the chat providers this way and builds one only when it routes to it.
public struct Alternatives<T: Sendable>: Sendable, InjectedHandle {
    let reach: HandleReach

    static var dependency: Dependency { Dependency(ServiceKey(T.self), kind: .alternatives) }

    static func make(_ resolver: Resolver) -> Alternatives<T> { Alternatives(reach: HandleReach(resolver, T.self)) }

    /// The names registered for `T`, in registration order.
    public var names: [String] { reach.container.alternatives(of: reach.key) }

    /// The alternative the default key of `T` is bound to now, if it is bound.
    public var bound: String? { reach.container.binding(of: reach.key) }

    /// The alternative called `name`.
    public func get(_ name: String) async throws -> T {
        try await reach.resolve(reach.key.named(name), as: T.self)
    }

    /// The alternative the default key is bound to (or the unnamed registration).
    public func get() async throws -> T {
        try await reach.resolve(reach.key, as: T.self)
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
        try await alternatives.reach.container.swap(alternatives.reach.key, to: name)
    }
}
