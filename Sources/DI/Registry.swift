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
    /// Scope tag -> the tag of the scope it opens inside.
    private(set) var nesting: [String: String] = [:]
    private var currentModule = ModuleName.text("main")

    /// An empty registry.
    public init() {}

    /// A registry filled by `modules`, in order.
    public init(modules: [any ServiceModule]) {
        for module in modules { add(module) }
    }

    /// Adds a module's registrations.
    public mutating func add(_ module: any ServiceModule) {
        let previous = currentModule
        currentModule = .module(module)
        module.register(into: &self)
        currentModule = previous
    }

    /// Registers `type` (optionally under `name`) with a lifetime, the keys its factory
    /// resolves, and an async throwing factory that resolves them. The factory's return type
    /// is recorded as the implementation. Prefer ``register(_:name:lifetime:scope:using:)``,
    /// which declares each dependency once; a key declared here and never resolved by any
    /// build is reported by `validate()`.
    @inlinable
    public mutating func register<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, dependencies, factory).scoped(in: scope), override: false)
    }

    /// Registers `type` built by `factory`, whose parameters are its dependencies: each
    /// parameter type is resolved before the factory runs (or handed over as a ``Lazy``,
    /// ``Alternatives``, ``Choice``, ``Owned`` or ``ContainerAccess`` handle). The
    /// dependencies are read from the parameter types, so they are declared once:
    ///
    /// ```swift
    /// registry.register(ChatController.self, lifetime: .scoped, scope: "conversation", using: ChatController.init)
    /// registry.register(AppPaths.self) { (options: AppOptions) in options.paths }
    /// ```
    ///
    /// The lifecycle (``Startable``, ``Shutdownable``) of what the factory builds is known where
    /// it is registered, from the factory's result type: a ``Startable`` or ``Shutdownable`` one
    /// takes an overload below; for any other, an instance of exactly that type has none. Neither
    /// asks the runtime (a scan of the program's conformances for each new type); an instance of
    /// another type (the factory returns an existential or a superclass) is asked.
    @inlinable
    public mutating func register<T: Sendable, Impl: Sendable, each D: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, scope, exactHooks: { _ in Lifecycle.Hooks() }, using: factory), override: false)
    }

    /// Registers `type` built by `factory`, whose result starts and shuts down (``Startable``,
    /// ``Shutdownable``): an instance of exactly that type is, with no question to the runtime.
    @inlinable
    public mutating func register<T: Sendable, Impl: Startable & Shutdownable, each D: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, scope, exactHooks: { (built: Impl) in Lifecycle.Hooks(startable: built, shutdownable: built) }, using: factory),
            override: false)
    }

    /// Registers `type` built by `factory`, whose result starts (``Startable``).
    @inlinable
    public mutating func register<T: Sendable, Impl: Startable, each D: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, scope, exactHooks: { (built: Impl) in Lifecycle.Hooks(startable: built) }, using: factory), override: false)
    }

    /// Registers `type` built by `factory`, whose result shuts down (``Shutdownable``).
    @inlinable
    public mutating func register<T: Sendable, Impl: Shutdownable, each D: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, scope, exactHooks: { (built: Impl) in Lifecycle.Hooks(shutdownable: built) }, using: factory), override: false)
    }

    /// Registers `type` with the dependencies `edges` (made with ``Dependency/of(_:)``) and a
    /// factory that takes each of them with ``Resolver/inject(_:)``: the building block of
    /// registrations that bind something else than a plain factory to their dependencies.
    public mutating func register<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        declaring edges: [Dependency],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        let made = Self.make(type, name, lifetime, [], factory)
        add(Registration.Parts(key: made.key, lifetime: lifetime, implementation: made.implementation,
                               edges: .given(edges), scope: scope, factory: made.factory), override: false)
    }

    /// Replaces (or adds) the registration of `type` under `name`.
    @inlinable
    public mutating func override<T: Sendable, Impl: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        dependsOn dependencies: [ServiceKey] = [],
        factory: @escaping @Sendable (Resolver) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, dependencies, factory).scoped(in: scope), override: true)
    }

    /// Replaces (or adds) the registration of `type` under `name`, with its dependencies read
    /// from the factory's parameter types. Each built type is asked for its lifecycle (overrides
    /// are for tests; no overload to know it where registered).
    @inlinable
    public mutating func override<T: Sendable, Impl: Sendable, each D: Sendable>(
        _ type: T.Type,
        name: String? = nil,
        lifetime: Lifetime = .singleton,
        scope: String? = nil,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) {
        add(Self.make(type, name, lifetime, scope, exactHooks: nil, using: factory), override: true)
    }

    /// Declares that scopes tagged `inner` are opened inside scopes tagged `outer` (a turn
    /// inside a conversation), so that validation can tell a captive dependency: an `outer`
    /// service holding an `inner` one.
    public mutating func nest(_ inner: String, in outer: String) {
        nesting[inner] = outer
    }

    /// A registration whose dependencies are the factory's parameter types. Inlinable, like the
    /// other `make`, so the boxing is specialised where the factory is registered.
    @inlinable
    static func make<T: Sendable, Impl: Sendable, each D: Sendable>(
        _ type: T.Type, _ name: String?, _ lifetime: Lifetime, _ scope: String?, exactHooks: (@Sendable (Impl) -> Lifecycle.Hooks)?,
        using factory: @escaping @Sendable (repeat each D) async throws -> Impl
    ) -> Registration.Parts {
        var types: [any Any.Type] = []
        for parameter in repeat (each D).self { types.append(parameter) }
        let made = make(type, name, lifetime, [], { resolver -> Impl in
            let values = (repeat try await resolver.inject((each D).self))
            return try await factory(repeat each values)
        }, exactHooks: exactHooks)
        return Registration.Parts(key: made.key, lifetime: lifetime, implementation: made.implementation,
                                  edges: .parameters(types), scope: scope, factory: made.factory)
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
        let registration = Registration(made, module: override ? .text("override") : currentModule)
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
        _ factory: @escaping @Sendable (Resolver) async throws -> Impl, exactHooks: (@Sendable (Impl) -> Lifecycle.Hooks)? = nil
    ) -> Registration.Parts {
        Registration.Parts(
            key: ServiceKey(type, name: name),
            lifetime: lifetime,
            implementation: Impl.self,
            dependencies: dependencies,
            factory: { resolver in
                let built = try await factory(resolver)
                guard let instance = built as? T else {
                    throw WrongTypeProduced(actual: ServiceKey.readableName(of: Swift.type(of: built)))
                }
                // `as Any`: the dynamic type, also when `Impl` is an existential (`type(of:)` of a
                // generic value gives the existential type itself).
                if let exactHooks, ObjectIdentifier(Swift.type(of: built as Any)) == ObjectIdentifier(Impl.self) {
                    return InstanceBox(instance, hooks: exactHooks(built))
                }
                return InstanceBox(instance)
            }
        )
    }
}
