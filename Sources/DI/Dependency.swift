/// One declared dependency of a registration: the key it points at and how the service
/// receives it.
///
/// Registrations made with ``Registry/register(_:name:lifetime:scope:using:)`` derive their
/// dependencies from the factory's parameter types: a plain type is a ``Kind/direct``
/// dependency, ``Lazy``, ``Alternatives``, ``Choice`` and ``Owned`` handles are the other kinds.
public struct Dependency: Sendable, Hashable, CustomStringConvertible {
    /// How the dependency reaches the service.
    public enum Kind: String, Sendable, Hashable {
        /// Resolved before the factory runs.
        case direct
        /// A ``Lazy`` handle: resolved when the service asks, if ever.
        case lazy
        /// An ``Alternatives`` or ``Choice`` handle: any named alternative of the key's type,
        /// each resolved when the service asks for it.
        case alternatives
        /// An ``Owned`` handle: each `open()` resolves the key in a new child scope.
        case owned
        /// ``ContainerAccess``: the container itself, for the commands that inspect it.
        case container
    }

    /// The key depended on (for `alternatives`, the type's default key).
    public let key: ServiceKey
    /// How it is received.
    public let kind: Kind

    /// A dependency on `key`.
    public init(_ key: ServiceKey, kind: Kind = .direct) {
        self.key = key
        self.kind = kind
    }

    /// `Key`, or `Key (lazy)`, `Key[*] (alternatives)`, `Key (own scope)`.
    public var description: String {
        switch kind {
        case .direct: "\(key)"
        case .lazy: "\(key) (lazy)"
        case .alternatives: "\(key.typeName)[*] (alternatives)"
        case .owned: "\(key) (own scope)"
        case .container: "the container"
        }
    }
}
