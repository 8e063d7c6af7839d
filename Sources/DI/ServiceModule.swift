/// A named group of registrations, such as `CoreModule` or `LLMModule`.
public protocol ServiceModule: Sendable {
    /// The module's name, shown in introspection.
    var name: String { get }
    /// Adds the module's registrations.
    func register(into registry: inout Registry)
}

extension ServiceModule {
    /// The module type's name.
    public var name: String { ServiceKey.readableName(of: Self.self) }
}
