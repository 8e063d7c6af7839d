/// How long an instance made by a registration lives.
public enum Lifetime: String, Sendable, CaseIterable, Comparable {
    /// One instance for the container, made on first resolve and shared by every scope.
    case singleton
    /// One instance per scope; resolving it from the root container is an error.
    case scoped
    /// A new instance on every resolve.
    case transient

    /// Longer lifetimes sort first: singleton < scoped < transient.
    public static func < (lhs: Lifetime, rhs: Lifetime) -> Bool { lhs.rank < rhs.rank }

    var rank: Int {
        switch self {
        case .singleton: 0
        case .scoped: 1
        case .transient: 2
        }
    }
}
