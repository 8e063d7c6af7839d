/// Every named alternative of `T`, each resolved only when asked for: the orchestrator takes
/// the chat providers this way and builds one only when it routes to it.
public final class Alternatives<T: Sendable>: InjectedHandle, @unchecked Sendable {
    let reach: HandleReach

    init(reach: HandleReach) { self.reach = reach }

    override class var dependency: Dependency { Dependency(ServiceKey(T.self), kind: .alternatives) }

    override class func make(_ resolver: Resolver) -> InjectedHandle { Alternatives(reach: HandleReach(resolver, T.self)) }

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
public final class Choice<T: Sendable>: InjectedHandle, @unchecked Sendable {
    /// The alternatives, each resolved when asked for.
    public let alternatives: Alternatives<T>

    init(alternatives: Alternatives<T>) { self.alternatives = alternatives }

    override class var dependency: Dependency { Alternatives<T>.dependency }

    override class func make(_ resolver: Resolver) -> InjectedHandle {
        Choice(alternatives: Alternatives(reach: HandleReach(resolver, T.self)))
    }

    /// Binds the default key of `T` to `name`, like ``Container/swap(_:to:)``: its dependents
    /// are evicted and rebuilt on their next resolve.
    @discardableResult
    public func choose(_ name: String) async throws -> SwapResult {
        try await alternatives.reach.container.swap(alternatives.reach.key, to: name)
    }
}
