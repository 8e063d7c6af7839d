/// A factory of `T` instances that each live in a child scope of their own, which the
/// holder ends when it is done with the instance (Autofac's `Owned<T>`).
///
/// The child scope is a child of the scope the holder was built in, tagged with the scope
/// `T` is registered in, so `T`'s scoped dependencies of that tag are made fresh for each
/// `open()`, while those of the outer scopes are shared. The REPL's chat controller takes
/// `Owned<ChatTurn>`: one scope per turn, ended when the reply is stored.
public final class Owned<T: Sendable>: InjectedHandle, @unchecked Sendable {
    let reach: HandleReach

    init(reach: HandleReach) { self.reach = reach }

    override class var dependency: Dependency { Dependency(ServiceKey(T.self), kind: .owned) }

    override class func make(_ resolver: Resolver) -> InjectedHandle { Owned(reach: HandleReach(resolver, T.self)) }

    /// Opens a child scope with `seeds` in it, and resolves `T` there. If resolving fails, the
    /// scope is ended before the error is thrown.
    public func open(seeds: [Seed] = []) async throws -> OwnedInstance<T> {
        let container = reach.container
        let tag = container.table[container.target(of: reach.key).raw]?.scope
        let scope = reach.context.scope.map { $0.makeScope(tag: tag, seeds: seeds) }
            ?? container.makeScope(tag: tag, seeds: seeds)
        do {
            let box = try await container.instance(of: reach.key, in: ResolutionContext(scope: scope, path: reach.context.path))
            let value = try Container.unbox(box, as: T.self, key: reach.key, path: reach.context.path + [reach.key])
            return OwnedInstance(value: value, scope: scope)
        } catch {
            await scope.end()
            throw error
        }
    }
}

/// An instance made by ``Owned/open(seeds:)`` and the scope it lives in.
public struct OwnedInstance<T: Sendable>: Sendable {
    /// The instance.
    public let value: T
    /// Its scope; ``end()`` ends it.
    public let scope: Scope

    /// Ends the scope: its instances are shut down, newest first.
    public func end() async { await scope.end() }
}
