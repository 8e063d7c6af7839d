/// What a factory receives to resolve its dependencies.
///
/// It only hands out what the registration declared in `dependsOn`, so the declared
/// graph that `validate()` checks is the graph that runs.
public struct Resolver: Sendable {
    let container: Container
    let owner: Registration
    let context: ResolutionContext

    /// The key being built.
    public var key: ServiceKey { owner.key }

    /// Resolves one of the owner's declared dependencies.
    public func resolve<T: Sendable>(_ type: T.Type = T.self, name: String? = nil) async throws -> T {
        let raw = RawKey(type, name: name)
        guard let key = owner.dependencies.first(where: { $0.raw == raw }) else {
            let key = container.serviceKey(raw, type)
            throw ResolutionError.undeclaredDependency(owner: owner.key, dependency: key, path: context.path + [key])
        }
        if owner.lifetime == .singleton, let lifetime = container.lifetime(of: key), lifetime != .singleton {
            throw ResolutionError.captiveDependency(
                owner: owner.key, ownerLifetime: owner.lifetime, dependency: key,
                dependencyLifetime: lifetime, path: context.path + [key])
        }
        let box = try await container.instance(of: key, in: context)
        return try Container.unbox(box, as: type, key: key, path: context.path + [key])
    }
}
