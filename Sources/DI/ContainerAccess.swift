/// The container as seen from where the resolution ran. Only the commands that inspect and
/// rewire the container (`:container`, `:graph`, `:trace`, `:validate`, `:swap`, `:health`)
/// take it; a service that takes it would be a service locator.
public final class ContainerAccess: InjectedHandle, @unchecked Sendable {
    /// The container.
    public let container: Container
    /// The scope the resolution ran in (the current conversation), if any.
    public let scope: Scope?

    init(container: Container, scope: Scope?) {
        self.container = container
        self.scope = scope
    }

    override class var dependency: Dependency { Dependency(ServiceKey(ContainerAccess.self), kind: .container) }

    override class func make(_ resolver: Resolver) -> InjectedHandle {
        ContainerAccess(container: resolver.container, scope: resolver.context.scope)
    }
}
