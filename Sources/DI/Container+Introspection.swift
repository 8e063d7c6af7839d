import Foundation

/// What the container knows of one registration, for listings.
public struct RegistrationInfo: Sendable {
    /// The key.
    public let key: ServiceKey
    /// `nil` for a bound default key, which has no registration of its own.
    public let lifetime: Lifetime?
    /// The implementation type, or for a bound default key `=> name`.
    public let implementation: String
    /// The declared dependencies.
    public let dependencies: [ServiceKey]
    /// The module that registered it.
    public let module: String
    /// Names registered for the same type.
    public let alternatives: [String]
    /// For a default key: the alternative it is bound to now.
    public let boundTo: String?
    /// The live instance: a singleton's in the root container, a scoped one's in the scope
    /// listed from (or one of its ancestors).
    public let instance: InstanceInfo?
    /// For a scoped registration, the tag of the scope its instances live in.
    public let scope: String?
    /// The declared dependencies with how each is received.
    public let edges: [Dependency]
}

/// A live instance held by the root container (or a scope).
public struct InstanceInfo: Sendable {
    /// The key of the registration that built it (for a bound key, the alternative).
    public let key: ServiceKey
    /// The implementation type.
    public let implementation: String
    /// Singleton (root container) or scoped (a scope).
    public let lifetime: Lifetime
    /// When the factory returned.
    public let createdAt: Date
    /// How long the factory (and `start()`) took.
    public let factoryDuration: Duration
    /// How many resolves it served, the first included.
    public let resolveCount: Int
    /// Creation order in its container; shutdown runs from the highest down.
    public let sequence: Int
    /// The name of the scope holding it; nil in the root container.
    public let scope: String?
    /// Whether its scope was opened with it (a seed) rather than building it.
    public let seeded: Bool

    init(_ live: LiveInstance, scope: String? = nil) {
        self.scope = scope
        seeded = live.seeded
        key = live.key
        implementation = live.implementation
        lifetime = live.lifetime
        createdAt = live.createdAt
        factoryDuration = live.factoryDuration
        resolveCount = live.resolveCount
        sequence = live.sequence
    }
}

extension Container {
    /// Every registration in registration order, each bound default key listed just before
    /// the first of its alternatives. Seen from `scope`, scoped rows show the instance that
    /// scope (or an ancestor) holds.
    public func registrations(seenFrom scope: Scope? = nil) -> [RegistrationInfo] {
        let graph = graph()
        var live = Dictionary(store.snapshot.map { ($0.key, InstanceInfo($0)) }, uniquingKeysWith: { a, _ in a })
        for ancestor in (scope?.lineage ?? []).reversed() {
            for instance in ancestor.store.snapshot { live[instance.key] = InstanceInfo(instance, scope: ancestor.name) }
        }
        var infos: [RegistrationInfo] = []
        var listedDefaults = Set<ServiceKey>()
        for key in order {
            let names = alternatives[key.raw.typeID] ?? []
            if key.name != nil, case .binding(let target) = graph.node(key.unnamed), listedDefaults.insert(key.unnamed).inserted {
                infos.append(RegistrationInfo(
                    key: key.unnamed, lifetime: nil, implementation: "=> \(target.name ?? "")",
                    dependencies: [target], module: table[key.raw]?.module ?? "",
                    alternatives: names, boundTo: target.name, instance: live[target],
                    scope: graph.scope(target), edges: [Dependency(target)]))
            }
            guard let registration = table[key.raw], key.name != nil || !listedDefaults.contains(key) else { continue }
            infos.append(RegistrationInfo(
                key: key, lifetime: registration.lifetime,
                implementation: live[key]?.implementation ?? registration.implementation,
                dependencies: registration.dependencies, module: registration.module,
                alternatives: names, boundTo: nil, instance: live[key],
                scope: registration.scope, edges: registration.edges))
        }
        return infos
    }

    /// The live instances of the root container, oldest first.
    public func liveInstances() -> [InstanceInfo] {
        store.snapshot.map { InstanceInfo($0) }
    }

    /// The alternative the default key of `key`'s type is bound to now, if it is bound.
    public func binding(of key: ServiceKey) -> String? {
        bindings[key.raw.typeID]
    }

    /// The names registered for the type of `key`.
    public func alternatives(of key: ServiceKey) -> [String] {
        alternatives[key.raw.typeID] ?? []
    }
}
