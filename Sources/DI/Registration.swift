import Synchronization

/// The shape of a factory: given a resolver for its declared dependencies, it builds the
/// instance. (``Registry/register(_:name:lifetime:dependsOn:factory:)`` takes it typed.)
public typealias Factory = @Sendable (Resolver) async throws -> any Sendable

/// One entry of the container: how to build the service under `key`.
///
/// Registrations are fixed when the container is built; a swap changes which named
/// alternative a type's default key is bound to, never a registration. (A class, so the
/// resolution engine passes it around without copying its strings and arrays.)
public final class Registration: Sendable {
    /// The key it serves.
    public let key: ServiceKey
    /// How long its instances live.
    public let lifetime: Lifetime
    /// The type the factory returns (`OpenAIProvider`), known without building it.
    public var implementation: String { ServiceKey.readableName(of: implementationType) }
    /// The type the factory is declared to return.
    let implementationType: any Any.Type
    /// What the factory may resolve. Validation and the graph read these; resolving
    /// anything else from inside the factory is an error.
    public let dependencies: [ServiceKey]
    /// The dependencies with how each is received (directly, lazily, in a scope of its own...).
    public let edges: [Dependency]
    /// For a scoped registration, the tag of the scope its instances live in (nil: the scope
    /// it is resolved from).
    public let scope: String?
    /// Whether every edge is a plain key (no alternatives to expand, no container): then
    /// the graph's edges are `dependencies` as they stand.
    let plainEdges: Bool
    /// Whether the factory takes ``ContainerAccess``.
    public var seesContainer: Bool { edges.contains { $0.kind == .container } }
    /// The module that registered it.
    public let module: String
    /// Set once the builds of this registration have used every declared dependency; until
    /// then each build records what it resolves (see `DependencyUsage`).
    let usageComplete: Atomic<Bool>
    /// Runs the factory and boxes its result as the service type; a result that is not of
    /// the service type throws ``WrongTypeProduced``.
    let factory: BoxingFactory

    /// The last dynamic type built and whether it is ``Startable``: a conformance lookup
    /// costs more than a small build, and a registration nearly always builds one type.
    private let startability = Mutex<(type: ObjectIdentifier, isStartable: Bool)?>(nil)

    /// `value` as a ``Startable``, if it is one.
    func startable(_ value: any Sendable) -> (any Startable)? {
        let type = ObjectIdentifier(Swift.type(of: value))
        let known = startability.withLock { $0?.type == type ? $0?.isStartable : nil }
        if known == false { return nil }
        let startable = value as? any Startable
        if known == nil { startability.withLock { $0 = (type, startable != nil) } }
        return startable
    }

    /// A factory that boxes what it builds.
    @usableFromInline
    typealias BoxingFactory = @Sendable (Resolver) async throws -> any AnyInstanceBox

    /// What `Registry.make` builds in the registering module; the registry adds the module.
    @usableFromInline
    struct Parts {
        let key: ServiceKey
        let lifetime: Lifetime
        let implementation: any Any.Type
        let edges: [Dependency]
        var scope: String?
        let factory: BoxingFactory

        @usableFromInline
        init(key: ServiceKey, lifetime: Lifetime, implementation: any Any.Type, dependencies: [ServiceKey],
             factory: @escaping BoxingFactory) {
            self.init(key: key, lifetime: lifetime, implementation: implementation,
                      edges: dependencies.map { Dependency($0) }, factory: factory)
        }

        init(key: ServiceKey, lifetime: Lifetime, implementation: any Any.Type, edges: [Dependency],
             scope: String? = nil, factory: @escaping BoxingFactory) {
            self.key = key
            self.lifetime = lifetime
            self.implementation = implementation
            self.edges = edges
            self.scope = scope
            self.factory = factory
        }

        /// The same parts, living in scopes tagged `scope` when they are scoped.
        @usableFromInline
        func scoped(in scope: String?) -> Parts {
            var copy = self
            copy.scope = scope
            return copy
        }
    }

    init(_ parts: Parts, module: String) {
        key = parts.key
        lifetime = parts.lifetime
        implementationType = parts.implementation
        edges = parts.edges
        dependencies = parts.edges.filter { $0.kind != .container }.map(\.key)
        scope = parts.lifetime == .scoped ? parts.scope : nil
        usageComplete = Atomic(dependencies.isEmpty)
        plainEdges = parts.edges.allSatisfy { $0.kind != .alternatives && $0.kind != .container }
        factory = parts.factory
        self.module = module
    }
}

/// Thrown by a registration's boxing factory when the instance is not of the service type.
@usableFromInline
struct WrongTypeProduced: Error {
    let actual: String
    @usableFromInline init(actual: String) { self.actual = actual }
}
