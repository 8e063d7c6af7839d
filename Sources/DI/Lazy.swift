/// A dependency resolved only when the service asks for it.
///
/// Take it as a factory parameter (`using: { (store: Lazy<Store>) in ... }`): the container
/// declares the dependency (so validation and `:graph` see it) but builds nothing until
/// ``get()``. Each `get()` is an ordinary resolve, so after a swap it hands out the new
/// instance, never a stale one.
public final class Lazy<T: Sendable>: InjectedHandle, @unchecked Sendable {
    let reach: HandleReach

    init(reach: HandleReach) { self.reach = reach }

    override class var dependency: Dependency { Dependency(ServiceKey(T.self), kind: .lazy) }

    override class func make(_ resolver: Resolver) -> InjectedHandle { Lazy(reach: HandleReach(resolver, T.self)) }

    /// The instance, resolved now (a cache hit once it is built).
    public func get() async throws -> T {
        try await reach.resolve(reach.key, as: T.self)
    }
}
