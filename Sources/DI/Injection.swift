/// A handle the container makes for a factory parameter instead of resolving the parameter's
/// type: ``Lazy``, ``Alternatives``, ``Choice``, ``Owned`` and ``ContainerAccess``.
///
/// A class rather than a protocol: telling a handle parameter from a plain one is then a cast to
/// a class metatype (a walk up a superclass chain, nothing for a value type), where a protocol
/// cast costs the runtime a scan of every conformance in the program for each new type, and a
/// start declares a few hundred parameters (issue 19 measured them: a tenth of a first reply).
public class InjectedHandle: @unchecked Sendable {
    init() {}

    /// What the handle depends on, known from its type alone.
    class var dependency: Dependency { preconditionFailure("every handle declares its dependency") }

    /// The handle for a factory being built with `resolver`.
    class func make(_ resolver: Resolver) -> InjectedHandle { preconditionFailure("every handle makes itself") }
}

extension Dependency {
    /// The dependency a factory parameter of type `type` stands for: a handle's, or a direct
    /// dependency on the default key of `type`.
    public static func of(_ type: any Any.Type) -> Dependency {
        if let handle = type as? InjectedHandle.Type { return handle.dependency }
        return Dependency(ServiceKey(raw: RawKey(type, name: nil), type: type))
    }
}

/// Where a handle resolves later: the container, the default key of its type, and the
/// factory's scope and path (without the trace: a handle outlives the resolution that made it).
struct HandleReach: Sendable {
    let container: Container
    let key: ServiceKey
    let context: ResolutionContext

    init<T>(_ resolver: Resolver, _ type: T.Type) {
        container = resolver.container
        key = resolver.container.serviceKey(RawKey(type, name: nil), type)
        let made = resolver.context
        context = ResolutionContext(scope: made.scope, path: made.path, depth: 0, trace: nil)
    }

    /// Resolves `key` (the type's default key, or one of its names) as `T`.
    func resolve<T: Sendable>(_ key: ServiceKey, as type: T.Type) async throws -> T {
        let box = try await container.instance(of: key, in: context)
        return try Container.unbox(box, as: type, key: key, path: context.path + [key])
    }
}

extension Resolver {
    /// A factory parameter of type `D`: a handle, or the resolved default key of `D`, which
    /// must be declared (``Dependency/of(_:)``). For registrations that are not a plain
    /// factory, such as the REPL's commands, which bind a handler to its dependencies.
    public func inject<D: Sendable>(_ type: D.Type) async throws -> D {
        if let handle = type as? InjectedHandle.Type {
            markUsed(handle.dependency.key)
            let made = handle.make(self)
            guard let typed = made as? D else {
                throw ResolutionError.wrongType(key: owner.key, expected: ServiceKey.readableName(of: type),
                                                actual: ServiceKey.readableName(of: Swift.type(of: made)), path: context.path)
            }
            return typed
        }
        return try await resolve(type)
    }
}
