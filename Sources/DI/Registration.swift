/// The shape of a factory: given a resolver for its declared dependencies, it builds the
/// instance. (``Registry/register(_:name:lifetime:dependsOn:factory:)`` takes it typed.)
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
    /// Runs the factory and boxes its result as the service type; a result that is not of
    /// the service type throws ``WrongTypeProduced``.
    let factory: @Sendable (Resolver) async throws -> any AnyInstanceBox
}

/// Thrown by a registration's boxing factory when the instance is not of the service type.
struct WrongTypeProduced: Error {
    let actual: String
}
