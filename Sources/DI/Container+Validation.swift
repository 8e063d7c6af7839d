/// One problem of the declared graph.
public enum ValidationIssue: Sendable, Hashable, CustomStringConvertible {
    /// `requiredBy` declares `dependency`, which nobody registered.
    case missing(dependency: ServiceKey, requiredBy: ServiceKey, suggestions: [ServiceKey])
    /// The declared dependencies loop (first key repeated at the end).
    case cycle([ServiceKey])
    /// A singleton declares a scoped or transient dependency.
    case captive(owner: ServiceKey, dependency: ServiceKey, dependencyLifetime: Lifetime)
    /// A service of an outer scope (a conversation) declares one of an inner scope (a turn).
    case captiveScope(owner: ServiceKey, ownerScope: String, dependency: ServiceKey, dependencyScope: String)
    /// Two registrations for one key; the last one wins.
    case duplicate(ServiceKey)
    /// A default key is bound to an alternative that is not registered.
    case brokenBinding(key: ServiceKey, alternative: String)
    /// `owner` declares `dependency`, and none of its builds so far resolved it.
    case unused(owner: ServiceKey, dependency: ServiceKey)

    /// One line for a terminal.
    public var description: String {
        switch self {
        case .missing(let dependency, let owner, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map(\.description).joined(separator: ", "))?"
            return "missing: \(owner) depends on \(dependency), which is not registered\(hint)"
        case .cycle(let keys):
            return "cycle: \(keys.map(\.description).joined(separator: " -> "))"
        case .captive(let owner, let dependency, let lifetime):
            return "captive: singleton \(owner) depends on \(lifetime) \(dependency)"
        case .captiveScope(let owner, let outer, let dependency, let inner):
            return "captive: \(owner), one per \(outer), depends on \(dependency), one per \(inner)"
        case .duplicate(let key):
            return "duplicate: \(key) is registered more than once (the last registration wins)"
        case .brokenBinding(let key, let alternative):
            return "broken binding: \(key) is bound to '\(alternative)', which is not registered"
        case .unused(let owner, let dependency):
            return "unused: \(owner) declares \(dependency), and its factory never resolved it"
        }
    }
}

extension DependencyGraph {
    /// Every problem, found from the declared dependencies alone.
    public func validate() -> [ValidationIssue] {
        validate(cycles: cycles())
    }

    /// Every problem, with the graph's cycles already known.
    func validate(cycles: [[ServiceKey]]) -> [ValidationIssue] {
        var issues: [ValidationIssue] = []
        let present = Set(keys)
        for key in keys {
            switch node(key) {
            case .service(let registration):
                for edge in dependencies(of: key) {
                    let dependency = edge.key
                    if case .missing = node(dependency) {
                        let suggestions = NearMiss.suggestions(for: dependency, among: present)
                        issues.append(.missing(dependency: dependency, requiredBy: key, suggestions: suggestions))
                    } else if edge.kind == .owned {
                        continue   // an owned instance lives in a scope of its own
                    } else if registration.lifetime == .singleton,
                              let lifetime = lifetime(dependency), lifetime != .singleton {
                        issues.append(.captive(owner: key, dependency: dependency, dependencyLifetime: lifetime))
                    } else if registration.lifetime == .scoped, let outer = registration.scope,
                              lifetime(dependency) == .scoped, let inner = scope(dependency), isNested(inner, in: outer) {
                        issues.append(.captiveScope(owner: key, ownerScope: outer, dependency: dependency, dependencyScope: inner))
                    }
                }
            case .binding(let target):
                if registrations[target.raw] == nil {
                    issues.append(.brokenBinding(key: key, alternative: target.name ?? ""))
                }
            case .missing:
                break
            }
        }
        issues += cycles.map(ValidationIssue.cycle)
        return issues
    }
}

extension Container {
    /// Every missing dependency, cycle, captive dependency, duplicate and broken binding,
    /// all at once, without building anything; and, for the registrations built so far,
    /// every declared dependency none of their builds used.
    public func validate() -> [ValidationIssue] {
        let (graph, cycles) = store.cache.withLock { cache in
            (DependencyGraph(registrations: table, order: order, bindings: cache.bindings, nesting: nesting), cache.cycleList)
        }
        return duplicates.map(ValidationIssue.duplicate) + graph.validate(cycles: cycles)
            + usage.unused(in: table, order: order)
    }
}
