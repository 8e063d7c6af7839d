/// The factory of a registration: given a resolver for its declared dependencies,
/// it builds the instance.
public typealias Factory = @Sendable (Resolver) async throws -> any Sendable

/// One entry of the container: how to build the service under `key`.
///
/// Registrations are values, fixed when the container is built; a swap changes
/// which named alternative a type's default key is bound to, never a registration.
public struct Registration: Sendable {
    /// The key it serves.
    public let key: ServiceKey
    /// How long its instances live.
    public let lifetime: Lifetime
    /// The type the factory returns (`OpenAIProvider`), known without building it.
    public let implementation: String
    /// What the factory may resolve. Validation and the graph read these; resolving
    /// anything else from inside the factory is an error.
    public let dependencies: [ServiceKey]
    /// The module that registered it.
    public let module: String
    let factory: Factory
    /// Checks that a built instance is of the registered type.
    let conforms: @Sendable (any Sendable) -> Bool
}
