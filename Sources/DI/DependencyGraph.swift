/// A read-only model of the declared graph: registrations, their declared dependencies,
/// and the bindings of default keys to named alternatives. Nothing is built to make it.
///
/// Validation, formatting and swap's dependents search are visitors over this model.
public struct DependencyGraph: Sendable {
    /// What stands at a key.
    public enum Node: Sendable {
        /// A registration.
        case service(Registration)
        /// A default key bound to the named alternative `target`.
        case binding(target: ServiceKey)
        /// Nothing: a dependency nobody registered.
        case missing
    }

    let registrations: [RawKey: Registration]
    let bindings: [ObjectIdentifier: String]
    /// Scope tag -> the tag of the scope it opens inside.
    let nesting: [String: String]
    /// The named keys of each type, in registration order.
    let named: [ObjectIdentifier: [ServiceKey]]
    /// Every registered key, in registration order, then the bound default keys.
    public let keys: [ServiceKey]

    init(registrations: [RawKey: Registration], order: [ServiceKey], bindings: [ObjectIdentifier: String],
         nesting: [String: String] = [:]) {
        self.registrations = registrations
        self.bindings = bindings
        self.nesting = nesting
        var keys = order
        var seen = Set(order)
        var named: [ObjectIdentifier: [ServiceKey]] = [:]
        for key in order where key.name != nil {
            named[key.raw.typeID, default: []].append(key)
            let alias = key.unnamed
            if bindings[key.raw.typeID] != nil, seen.insert(alias).inserted { keys.append(alias) }
        }
        self.named = named
        self.keys = keys
    }

    /// What stands at `key`. A binding shadows an unnamed registration of the same type.
    public func node(_ key: ServiceKey) -> Node {
        if key.name == nil, let bound = bindings[key.raw.typeID] { return .binding(target: key.named(bound)) }
        if let registration = registrations[key.raw] { return .service(registration) }
        return .missing
    }

    /// The keys `key` points at: declared dependencies, or a binding's target.
    public func edges(_ key: ServiceKey) -> [ServiceKey] {
        if case .service(let registration) = node(key), registration.plainEdges { return registration.dependencies }
        return dependencies(of: key).map(\.key)
    }

    /// What `key` points at, with how each is received. A dependency on the alternatives of
    /// a type stands for its default key (when bound or registered) and every named
    /// alternative; the container itself is not a node.
    public func dependencies(of key: ServiceKey) -> [Dependency] {
        switch node(key) {
        case .service(let registration) where registration.plainEdges:
            return registration.edges
        case .service(let registration):
            return registration.edges.flatMap { edge -> [Dependency] in
                switch edge.kind {
                case .container: return []
                case .alternatives:
                    let unnamed = edge.key.unnamed
                    let primary = bindings[unnamed.raw.typeID] != nil || registrations[unnamed.raw] != nil
                    let names = named[unnamed.raw.typeID] ?? []
                    return ((primary ? [unnamed] : []) + names).map { Dependency($0, kind: .alternatives) }
                default: return [edge]
                }
            }
        case .binding(let target): return [Dependency(target)]
        case .missing: return []
        }
    }

    /// The scope tag of what `key` ends up at, following bindings (nil for an untagged or
    /// unscoped registration).
    public func scope(_ key: ServiceKey) -> String? {
        switch node(key) {
        case .service(let registration): registration.scope
        case .binding(let target): registrations[target.raw]?.scope
        case .missing: nil
        }
    }

    /// Whether scopes tagged `inner` open inside scopes tagged `outer`, at any depth.
    public func isNested(_ inner: String, in outer: String) -> Bool {
        var tag = inner
        var seen: Set<String> = [inner]
        while let parent = nesting[tag] {
            if parent == outer { return true }
            guard seen.insert(parent).inserted else { return false }
            tag = parent
        }
        return false
    }

    /// The lifetime of what `key` ends up at, following bindings.
    public func lifetime(_ key: ServiceKey) -> Lifetime? {
        switch node(key) {
        case .service(let registration): registration.lifetime
        case .binding(let target): registrations[target.raw]?.lifetime
        case .missing: nil
        }
    }

    /// The keys nothing depends on: the tops of the forest.
    public var roots: [ServiceKey] {
        let pointedAt = Set(keys.flatMap(edges))
        return keys.filter { !pointedAt.contains($0) }
    }

    /// Every key that depends on one of `keys`, directly or transitively (not `keys` themselves).
    public func dependents(of keys: Set<ServiceKey>) -> Set<ServiceKey> {
        var reverse: [ServiceKey: [ServiceKey]] = [:]
        for key in self.keys { for edge in edges(key) { reverse[edge, default: []].append(key) } }
        var found = Set<ServiceKey>()
        var queue = Array(keys)
        while let next = queue.popLast() {
            for dependent in reverse[next] ?? [] where !keys.contains(dependent) && found.insert(dependent).inserted {
                queue.append(dependent)
            }
        }
        return found
    }

    /// Cycles of the graph, each starting and ending at its smallest key (`A -> B -> A`):
    /// one for every edge that closes a loop in a depth-first walk, so every strongly
    /// connected part with a loop shows at least once. Linear in keys and edges.
    public func cycles() -> [[ServiceKey]] {
        // Work on indices: hashing keys over and over is what a naive walk spends its time on.
        var index: [RawKey: Int] = [:]
        index.reserveCapacity(keys.count)
        for (position, key) in keys.enumerated() { index[key.raw] = position }
        let adjacency = keys.map { edges($0).compactMap { index[$0.raw] } }

        enum Colour { case unseen, onPath, done }
        var colour = [Colour](repeating: .unseen, count: keys.count)
        var found: [[ServiceKey]] = []
        var seen = Set<[ServiceKey]>()
        for start in keys.indices where colour[start] == .unseen {
            // The walk's path, each node with the next of its edges to follow.
            var path: [(node: Int, next: Int)] = [(start, 0)]
            colour[start] = .onPath
            while let (node, next) = path.last {
                guard next < adjacency[node].count else {
                    colour[node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let target = adjacency[node][next]
                switch colour[target] {
                case .unseen:
                    colour[target] = .onPath
                    path.append((target, 0))
                case .onPath:
                    guard let from = path.firstIndex(where: { $0.node == target }) else { continue }
                    let loop = Self.normalized(path[from...].map { keys[$0.node] })
                    if seen.insert(loop).inserted { found.append(loop + [loop[0]]) }
                case .done:
                    continue
                }
            }
        }
        return found
    }

    /// Rotates a loop so that it starts at its smallest key.
    static func normalized(_ loop: [ServiceKey]) -> [ServiceKey] {
        guard let smallest = loop.indices.min(by: { loop[$0] < loop[$1] }) else { return loop }
        return Array(loop[smallest...] + loop[..<smallest])
    }
}

extension Container {
    /// The declared graph as it stands now (with the current bindings).
    public func graph() -> DependencyGraph {
        DependencyGraph(registrations: table, order: order, bindings: bindings, nesting: nesting)
    }
}
