/// The container as seen from where the resolution ran. Only the commands that inspect and
/// rewire the container (`:container`, `:graph`, `:trace`, `:validate`, `:swap`, `:health`)
/// take it; a service that takes it would be a service locator.
public struct ContainerAccess: Sendable, InjectedHandle {
    /// The container.
    public let container: Container
    /// The scope the resolution ran in (the current conversation), if any.
    public let scope: Scope?

    static var dependency: Dependency { Dependency(ServiceKey(ContainerAccess.self), kind: .container) }

    static func make(_ resolver: Resolver) -> ContainerAccess {
        ContainerAccess(container: resolver.container, scope: resolver.context.scope)
    }
}
