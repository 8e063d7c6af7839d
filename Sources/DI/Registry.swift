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
    @inlinable
    public mutating func register<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, dependencies, factory), override: false)
    }

    /// Replaces (or adds) the registration of `type` under `name`.
    @inlinable
    public mutating func override<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, dependencies, factory), override: true)
    }

    /// Makes the default key of `type` resolve to its alternative registered under `name`.
    /// The binding can be changed at run time with ``Container/swap(_:to:)``.
    public mutating func bind<T>(_ type: T.Type, to name: String) {
        bindings[ObjectIdentifier(type)] = name
    }

    /// Records a registration made by `register` (a second one for a key is a duplicate)
    /// or by `override` (which replaces on purpose).
    @usableFromInline
    mutating func add(_ made: Registration.Parts, override: Bool) {
        let registration = Registration(made, module: override ? "override" : currentModule)
        let raw = registration.key.raw
        if !override, registrations[raw] != nil { duplicates.append(registration.key) }
        if registrations.updateValue(registration, forKey: raw) == nil { order.append(raw) }
    }

    /// Everything of a registration but its module. Inlinable, so that the factory wrapper
    /// is specialised in the registering module: boxing the instance then costs no
    /// generic-metadata lookup and no dynamic cast when `Impl` is `T` or conforms to it.
    @inlinable
    static func make<T: Sendable, Impl: Sendable>(
        _ type: T.Type, _ name: String?, _ lifetime: Lifetime, _ dependencies: [ServiceKey],
        _ factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) -> Registration.Parts {
        Registration.Parts(
            key: ServiceKey(type, name: name),
            lifetime: lifetime,
            implementation: ServiceKey.readableName(of: Impl.self),
            dependencies: dependencies,
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
