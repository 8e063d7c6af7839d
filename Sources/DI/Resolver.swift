import Synchronization

/// What a factory receives to resolve its dependencies.
///
/// It only hands out what the registration declared, so the declared graph that
/// `validate()` checks is the graph that runs; and it records what the factory resolved, so
/// that a declared dependency the factory never uses is reported too.
public struct Resolver: Sendable {
    let container: Container
    let owner: Registration
    let context: ResolutionContext
    /// The keys this build resolved (or took a handle to); nil once the registration's
    /// builds have used every declared dependency, so that most builds track nothing.
    let used: UsedKeys?

    /// The key being built.
    public var key: ServiceKey { owner.key }

    /// Resolves one of the owner's declared dependencies.
    @inlinable
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        let (box, key) = try await dependency(RawKey(type, name: name), type)
        if let typed = box as? InstanceBox<T> { return typed.value }
        return try unboxed(box, as: type, key: key)
    }

    /// The boxed instance of a declared dependency, and its key.
    @usableFromInline
    func dependency(_ raw: RawKey, _ type: Any.Type) async throws -> (any AnyInstanceBox, ServiceKey) {
        guard let key = owner.dependencies.first(where: { $0.raw == raw }) else {
            let key = container.serviceKey(raw, type)
            throw ResolutionError.undeclaredDependency(owner: owner.key, dependency: key, path: context.path + [key])
        }
        markUsed(key)
        if owner.lifetime == .singleton, let lifetime = container.lifetime(of: key), lifetime != .singleton {
            throw ResolutionError.captiveDependency(
                owner: owner.key, ownerLifetime: owner.lifetime, dependency: key,
                dependencyLifetime: lifetime, path: context.path + [key])
        }
        return (try await container.instance(of: key, in: context), key)
    }

    /// Records that the factory used `key`.
    func markUsed(_ key: ServiceKey) {
        used?.keys.withLock { _ = $0.insert(key.raw) }
    }

    /// The slow way out of a box: an existential cast, or a wrong-type error.
    @usableFromInline
    func unboxed<T: Sendable>(_ box: any AnyInstanceBox, as type: T.Type, key: ServiceKey) throws -> T {
        try Container.unbox(box, as: type, key: key, path: context.path + [key])
    }
}

/// The keys one build resolved.
final class UsedKeys: Sendable {
    let keys = Mutex<Set<RawKey>>([])
}
