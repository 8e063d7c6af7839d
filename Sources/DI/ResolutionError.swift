/// Why a resolution failed. Every case carries the resolution path (outermost first),
/// and `description` is one line meant for a terminal.
public enum ResolutionError: Error, Sendable, CustomStringConvertible {
    /// Nothing is registered under `key`; `suggestions` are near misses.
    case notRegistered(key: ServiceKey, path: [ServiceKey], suggestions: [ServiceKey])
    /// The declared dependencies loop: `cycle` starts and ends with the same key.
    case cycle([ServiceKey])
    /// The factory of `key` (or its `start()`) threw `underlying`.
    case factoryFailed(key: ServiceKey, path: [ServiceKey], underlying: any Error)
    /// A singleton depends on a shorter-lived service, which it would hold forever.
    case captiveDependency(owner: ServiceKey, ownerLifetime: Lifetime, dependency: ServiceKey,
                           dependencyLifetime: Lifetime, path: [ServiceKey])
    /// The factory of `key` returned something that is not the registered type.
    case wrongType(key: ServiceKey, expected: String, actual: String, path: [ServiceKey])
    /// A factory resolved a key it did not declare.
    case undeclaredDependency(owner: ServiceKey, dependency: ServiceKey, path: [ServiceKey])
    /// A scoped service was asked of the root container instead of a scope.
    case scopedOutsideScope(key: ServiceKey, path: [ServiceKey])
    /// A swap named an alternative the type does not have.
    case unknownAlternative(key: ServiceKey, name: String, available: [String])
    /// A scoped service was asked of a scope that has ended.
    case scopeEnded(scope: String, key: ServiceKey, path: [ServiceKey])
    /// A service scoped to `tag` was asked where no scope with that tag is open.
    case noScope(tag: String, key: ServiceKey, path: [ServiceKey])

    /// The key the error is about.
    public var key: ServiceKey {
        switch self {
        case .notRegistered(let key, _, _), .factoryFailed(let key, _, _),
             .wrongType(let key, _, _, _), .scopedOutsideScope(let key, _),
             .unknownAlternative(let key, _, _), .scopeEnded(_, let key, _), .noScope(_, let key, _):
            key
        case .cycle(let keys): keys.first ?? ServiceKey(Never.self)
        case .captiveDependency(let owner, _, _, _, _), .undeclaredDependency(let owner, _, _): owner
        }
    }

    /// The resolution path, outermost first, ending at the failing key.
    public var path: [ServiceKey] {
        switch self {
        case .notRegistered(_, let path, _), .factoryFailed(_, let path, _),
             .captiveDependency(_, _, _, _, let path), .wrongType(_, _, _, let path),
             .undeclaredDependency(_, _, let path), .scopedOutsideScope(_, let path),
             .scopeEnded(_, _, let path), .noScope(_, _, let path):
            path
        case .cycle(let keys): keys
        case .unknownAlternative(let key, _, _): [key]
        }
    }

    /// One line for a terminal, with the path when it is longer than the failing key.
    public var description: String {
        switch self {
        case .notRegistered(let key, let path, let suggestions):
            var text = "\(key) is not registered\(Self.via(path))"
            if !suggestions.isEmpty {
                text += "; did you mean \(suggestions.map(\.description).joined(separator: ", "))?"
            }
            return text
        case .cycle(let keys):
            return "dependency cycle: \(keys.map(\.description).joined(separator: " -> "))"
        case .factoryFailed(let key, let path, let underlying):
            return "building \(key) failed\(Self.via(path)): \(underlying)"
        case .captiveDependency(let owner, let ownerLifetime, let dep, let depLifetime, let path):
            return "captive dependency: \(ownerLifetime) \(owner) depends on \(depLifetime) \(dep)"
                + "\(Self.via(path)); make \(dep) a singleton or \(owner) \(depLifetime)"
        case .wrongType(let key, let expected, let actual, let path):
            return "factory of \(key) returned \(actual), not \(expected)\(Self.via(path))"
        case .undeclaredDependency(let owner, let dep, let path):
            return "\(owner) resolved \(dep) without declaring it\(Self.via(path)); add it to dependsOn"
        case .scopedOutsideScope(let key, let path):
            return "\(key) is scoped and was resolved outside a scope\(Self.via(path))"
        case .unknownAlternative(let key, let name, let available):
            let list = available.isEmpty ? "it has none" : "choose one of \(available.joined(separator: ", "))"
            return "\(key.unnamed) has no alternative named '\(name)'; \(list)"
        case .scopeEnded(let scope, let key, let path):
            return "scope '\(scope)' has ended; \(key) cannot be resolved in it\(Self.via(path))"
        case .noScope(let tag, let key, let path):
            return "\(key) lives in a '\(tag)' scope, and none is open here\(Self.via(path))"
        }
    }

    /// ` (resolving A -> B -> C)` when the path has more than the failing key.
    static func via(_ path: [ServiceKey]) -> String {
        path.count > 1 ? " (resolving \(path.map(\.description).joined(separator: " -> ")))" : ""
    }
}
