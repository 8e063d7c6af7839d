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
    public var dependencies: [ServiceKey] { declared.dependencies }
    /// The dependencies with how each is received (directly, lazily, in a scope of its own...).
    public var edges: [Dependency] { declared.edges }
    /// For a scoped registration, the tag of the scope its instances live in (nil: the scope
    /// it is resolved from).
    public let scope: String?
    /// Whether every edge is a plain key (no alternatives to expand, no container): then
    /// the graph's edges are `dependencies` as they stand.
    var plainEdges: Bool { declared.plain }
    /// The dependencies as given, or as worked out from the factory's parameter types on first use.
    private let declaredEdges: DeclaredEdges
    /// Whether the factory takes ``ContainerAccess``.
    public var seesContainer: Bool { edges.contains { $0.kind == .container } }
    /// The module that registered it.
    public var module: String { moduleName.text }
    /// Rendered when shown: a module type's name costs the runtime a metadata walk.
    let moduleName: ModuleName
    /// Set once the builds of this registration have used every declared dependency; until
    /// then each build records what it resolves (see `DependencyUsage`).
    let usageComplete: Atomic<Bool>
    /// Runs the factory and boxes its result as the service type; a result that is not of
    /// the service type throws ``WrongTypeProduced``.
    let factory: BoxingFactory

    /// A factory that boxes what it builds.
    @usableFromInline
    typealias BoxingFactory = @Sendable (Resolver) async throws -> any AnyInstanceBox

    /// What `Registry.make` builds in the registering module; the registry adds the module.
    @usableFromInline
    struct Parts {
        @usableFromInline let key: ServiceKey
        let lifetime: Lifetime
        @usableFromInline let implementation: any Any.Type
        let edges: DeclaredEdges
        var scope: String?
        @usableFromInline let factory: BoxingFactory

        @usableFromInline
        init(key: ServiceKey, lifetime: Lifetime, implementation: any Any.Type, dependencies: [ServiceKey],
             factory: @escaping BoxingFactory) {
            self.init(key: key, lifetime: lifetime, implementation: implementation,
                      edges: .given(dependencies.map { Dependency($0) }), factory: factory)
        }

        @usableFromInline
        init(key: ServiceKey, lifetime: Lifetime, implementation: any Any.Type, edges: DeclaredEdges,
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

    init(_ parts: Parts, module: ModuleName) {
        key = parts.key
        lifetime = parts.lifetime
        implementationType = parts.implementation
        declaredEdges = parts.edges
        scope = parts.lifetime == .scoped ? parts.scope : nil
        usageComplete = Atomic(parts.edges.isEmpty)
        factory = parts.factory
        moduleName = module
    }
}

extension Registration {
    /// The dependencies with what is derived from them.
    struct Declared: Sendable {
        let edges: [Dependency]
        let dependencies: [ServiceKey]
        let plain: Bool

        init(_ edges: [Dependency]) {
            self.edges = edges
            dependencies = edges.filter { $0.kind != .container }.map(\.key)
            plain = edges.allSatisfy { $0.kind != .alternatives && $0.kind != .container }
        }
    }

    var declared: Declared { declaredEdges.value }
}

/// A registration's dependencies: given, or worked out from the factory's parameter types when
/// first needed (by validation, the graph or a build). Telling a handle parameter (``Lazy``...)
/// from a plain one asks the runtime about a conformance, which costs a scan of every
/// conformance in the program for each new type: a start registers a few hundred parameters
/// and builds a handful of services.
@usableFromInline
final class DeclaredEdges: Sendable {
    private let parameters: [any Any.Type]
    /// Known from the start (no lock on the resolution's path).
    private let known: Registration.Declared?
    private let worked = Mutex<Registration.Declared?>(nil)

    private init(parameters: [any Any.Type], declared: Registration.Declared?) {
        self.parameters = parameters
        known = declared
    }

    /// Dependencies known as they are.
    static func given(_ edges: [Dependency]) -> DeclaredEdges { DeclaredEdges(parameters: [], declared: .init(edges)) }

    /// The dependencies a factory taking `parameters` declares (``Dependency/of(_:)``).
    @usableFromInline
    static func parameters(_ types: [any Any.Type]) -> DeclaredEdges {
        DeclaredEdges(parameters: types, declared: types.isEmpty ? .init([]) : nil)
    }

    /// Whether there are none (known without working them out).
    var isEmpty: Bool { known?.edges.isEmpty ?? false }

    var value: Registration.Declared {
        if let known { return known }
        if let made = worked.withLock({ $0 }) { return made }
        let made = Registration.Declared(parameters.map(Dependency.of))
        worked.withLock { $0 = made }
        return made
    }
}

/// The name of the module a registration came from, rendered only when shown.
enum ModuleName: Sendable {
    case module(any ServiceModule)
    case text(String)

    var text: String {
        switch self {
        case .module(let module): module.name
        case .text(let text): text
        }
    }
}

/// Thrown by a registration's boxing factory when the instance is not of the service type.
@usableFromInline
struct WrongTypeProduced: Error {
    let actual: String
    @usableFromInline init(actual: String) { self.actual = actual }
}
