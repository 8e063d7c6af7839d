/// Collects registrations and bindings before a ``Container`` is built.
///
/// Registering a key twice is recorded and reported by `validate()`; use
/// ``override(_:name:lifetime:dependsOn:factory:)`` to replace a registration on purpose
/// (the test container does).
public struct Registry: Sendable {
    private(set) var registrations: [RawKey: Registration] = [:]
    /// Default key -> bound alternative name, by type.
    private(set) var bindings: [ObjectIdentifier: String] = [:]
    private(set) var duplicates: [ServiceKey] = []
    private(set) var order: [RawKey] = []
    private var currentModule = "main"

    /// An empty registry.
    public init() {}

    /// A registry filled by `modules`, in order.
    public init(modules: [any ServiceModule]) {
        for module in modules { add(module) }
    }

    /// Adds a module's registrations.
    public mutating func add(_ module: any ServiceModule) {
        let previous = currentModule
        currentModule = module.name
        module.register(into: &self)
        currentModule = previous
    }

    /// Registers `type` (optionally under `name`) with a lifetime, the keys its factory
    /// resolves, and an async throwing factory. The factory's return type is recorded as
    /// the implementation.
    public mutating func register<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        let registration = Self.make(type, name, lifetime, dependencies, currentModule, factory)
        if registrations[registration.key.raw] != nil { duplicates.append(registration.key) }
        insert(registration)
    }

    /// Replaces (or adds) the registration of `type` under `name`.
    public mutating func override<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        insert(Self.make(type, name, lifetime, dependencies, "override", factory))
    }

    /// Makes the default key of `type` resolve to its alternative registered under `name`.
    /// The binding can be changed at run time with ``Container/swap(_:to:)``.
    public mutating func bind<T>(_ type: T.Type, to name: String) {
        bindings[ObjectIdentifier(type)] = name
    }

    private mutating func insert(_ registration: Registration) {
        if registrations.updateValue(registration, forKey: registration.key.raw) == nil {
            order.append(registration.key.raw)
        }
    }

    private static func make<T: Sendable, Impl: Sendable>(
        _ type: T.Type, _ name: String?, _ lifetime: Lifetime, _ dependencies: [ServiceKey],
        _ module: String, _ factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) -> Registration {
        Registration(
            key: ServiceKey(type, name: name),
            lifetime: lifetime,
            implementation: ServiceKey.readableName(of: Impl.self),
            dependencies: dependencies,
            module: module,
            factory: { resolver in
                let built = try await factory(resolver)
                guard let instance = built as? T else {
                    throw WrongTypeProduced(actual: ServiceKey.readableName(of: Swift.type(of: built)))
                }
                return InstanceBox(instance)
            }
        )
    }
}
