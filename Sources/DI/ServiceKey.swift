import Synchronization

/// Identifies one registration: a service type, optionally under a name.
///
/// Equality and hashing use the type's identity and the name only; `typeName`
/// is for display and for near-miss suggestions, and is rendered only when asked for
/// (rendering a type's name costs a metadata walk; building the app's registrations
/// would otherwise render a few hundred at every start).
public struct ServiceKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identity used for lookups (cheap to build on the hot path).
    @usableFromInline let raw: RawKey
    /// Where the readable name comes from.
    let source: TypeNameSource

    /// The type's readable name, without `any ` or module prefix (`ChatProvider`).
    public var typeName: String {
        switch source {
        case .type(let type): ServiceKey.readableName(of: type)
        case .text(let text): text
        }
    }

    /// The registration name, or `nil` for the default registration of the type.
    public var name: String? { raw.name }

    /// A key for `type`, optionally under `name`.
    public init<T>(_ type: T.Type, name: String? = nil) {
        self.raw = RawKey(type, name: name)
        self.source = .type(type)
    }

    /// A key of a type known only by its name (a mistyped key, for suggestions).
    init(raw: RawKey, typeName: String) {
        self.raw = raw
        self.source = .text(typeName)
    }

    init(raw: RawKey, type: any Any.Type) {
        self.raw = raw
        self.source = .type(type)
    }

    /// The key of the same type without a name.
    public var unnamed: ServiceKey { ServiceKey(raw: RawKey(typeID: raw.typeID, name: nil), source: source) }

    /// The same type under another name.
    public func named(_ name: String?) -> ServiceKey {
        ServiceKey(raw: RawKey(typeID: raw.typeID, name: name), source: source)
    }

    private init(raw: RawKey, source: TypeNameSource) {
        self.raw = raw
        self.source = source
    }

    /// `ChatProvider` or `ChatProvider[openai]`: the form the REPL prints and parses.
    public var description: String {
        guard let name else { return typeName }
        return "\(typeName)[\(name)]"
    }

    /// Same type and same name.
    public static func == (lhs: ServiceKey, rhs: ServiceKey) -> Bool { lhs.raw == rhs.raw }
    /// Hashes the type and the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(raw) }
    /// By type name, then name: the order of listings.
    public static func < (lhs: ServiceKey, rhs: ServiceKey) -> Bool {
        (lhs.typeName, lhs.name ?? "") < (rhs.typeName, rhs.name ?? "")
    }

    /// The type's name as people write it: `ChatProvider`, not `any ChatProvider`.
    /// Rendering a type's name demangles it, so each name is rendered once and remembered.
    @usableFromInline
    static func readableName(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let known = renderedNames.withLock({ $0[id] }) { return known }
        var text = String(describing: type)
        if text.hasPrefix("any ") { text.removeFirst(4) }
        if text.hasPrefix("(any "), text.hasSuffix(")") { text = String(text.dropFirst(5).dropLast()) }
        // A constrained existential by its primary associated types: `Logbook<FoodItem>`, not
        // `Logbook<Self.Logbook.Line == FoodItem>`.
        text.replace(#/Self\.[\w.]+ == /#, with: "")
        renderedNames.withLock { $0[id] = text }
        return text
    }
}

/// The type a key's name is rendered from, or the name itself.
enum TypeNameSource: Sendable {
    case type(any Any.Type)
    case text(String)
}

/// Type names already rendered, by type. Types live as long as the process, so the cache
/// never needs clearing; it holds one entry per registered or requested type.
private let renderedNames = Mutex<[ObjectIdentifier: String]>([:])

/// The hot-path identity of a key: the type's `ObjectIdentifier` and the name.
@usableFromInline
struct RawKey: Hashable, Sendable {
    @usableFromInline let typeID: ObjectIdentifier
    @usableFromInline let name: String?

    @inlinable init(_ type: Any.Type, name: String?) {
        self.typeID = ObjectIdentifier(type)
        self.name = name
    }

    @inlinable init(typeID: ObjectIdentifier, name: String?) {
        self.typeID = typeID
        self.name = name
    }
}
