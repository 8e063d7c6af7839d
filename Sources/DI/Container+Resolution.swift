/// What travels down one resolution: the scope (if any), the path so far and an optional
/// trace recorder.
struct ResolutionContext: Sendable {
    var scope: Scope?
    var path: [ServiceKey] = []
    var trace: TraceRecorder?
}

extension Container {
    /// The key `key` resolves to: itself, or for a bound default key its alternative.
    func target(of key: ServiceKey) -> ServiceKey {
        guard key.name == nil else { return key }
        let bound = store.cache.withLock { $0.bindings[key.raw.typeID] }
        return bound.map { key.named($0) } ?? key
    }

    /// The current bindings (default key -> alternative name), by type.
    var bindings: [ObjectIdentifier: String] {
        store.cache.withLock { $0.bindings }
    }

    /// The engine behind every resolve: follows a binding, checks the static graph, then
    /// hands out a cached instance or builds one according to the lifetime.
    func instance(of requested: ServiceKey, in context: ResolutionContext) async throws -> any Sendable {
        let (bound, declaredCycle) = store.cache.withLock { cache in
            (requested.name == nil ? cache.bindings[requested.raw.typeID] : nil, cache.cycles[requested.raw])
        }
        let key = bound.map { requested.named($0) } ?? requested
        var path = context.path + [requested]
        if key != requested { path.append(key) }
        guard let registration = table[key.raw] else {
            let suggestions = NearMiss.suggestions(for: requested, among: knownKeys)
            throw ResolutionError.notRegistered(key: key, path: path, suggestions: suggestions)
        }
        if let cycle = context.path.firstIndex(of: key).map({ Array(context.path[$0...]) + [key] }) {
            throw ResolutionError.cycle(cycle)
        }
        if let cycle = declaredCycle ?? (key != requested ? cycle(through: key) : nil) {
            throw ResolutionError.cycle(cycle)
        }

        let step = context.trace?.begin(key: requested, target: key, registration: registration, depth: context.path.count)
        do {
            let (value, cached) = try await lookUpOrBuild(registration, path: path, context: context)
            step?.finish(cached ? .cached : .created)
            return value
        } catch {
            step?.finish(.failed(String(describing: error)))
            throw error
        }
    }

    private func lookUpOrBuild(
        _ registration: Registration, path: [ServiceKey], context: ResolutionContext
    ) async throws -> (any Sendable, Bool) {
        switch registration.lifetime {
        case .transient:
            return (try await build(registration, path: path, context: context).value, false)
        case .singleton:
            // A singleton never sees the scope that happened to ask for it first.
            let rootContext = ResolutionContext(scope: nil, path: context.path, trace: context.trace)
            return try await store.instance(of: registration) { [self] in
                try await build(registration, path: path, context: rootContext)
            }
        case .scoped:
            guard let scope = context.scope else {
                throw ResolutionError.scopedOutsideScope(key: registration.key, path: path)
            }
            return try await scope.store.instance(of: registration) { [self] in
                try await build(registration, path: path, context: context)
            }
        }
    }

    /// Runs the factory (and `start()`), timing it and wrapping what it throws.
    func build(
        _ registration: Registration, path: [ServiceKey], context: ResolutionContext
    ) async throws -> (value: any Sendable, duration: Duration) {
        var inner = context
        inner.path = path
        let resolver = Resolver(container: self, owner: registration, context: inner)
        let clock = ContinuousClock()
        let start = clock.now
        let value: any Sendable
        do {
            value = try await registration.factory(resolver)
            if let startable = value as? any Startable { try await startable.start() }
        } catch let error as ResolutionError {
            throw error
        } catch {
            throw ResolutionError.factoryFailed(key: registration.key, path: path, underlying: error)
        }
        guard registration.conforms(value) else {
            throw ResolutionError.wrongType(
                key: registration.key, expected: registration.key.typeName,
                actual: ServiceKey.readableName(of: type(of: value)), path: path)
        }
        return (value, clock.now - start)
    }

    func cycle(through key: ServiceKey) -> [ServiceKey]? {
        store.cache.withLock { $0.cycles[key.raw] }
    }

    /// Every key that can be asked for: registrations and bound default keys.
    var knownKeys: [ServiceKey] {
        var keys = order
        for key in order where key.name != nil && alternatives[key.raw.typeID] != nil {
            if !keys.contains(key.unnamed) { keys.append(key.unnamed) }
        }
        return keys
    }

    /// The lifetime of what `key` resolves to, following a binding.
    func lifetime(of key: ServiceKey) -> Lifetime? {
        table[target(of: key).raw]?.lifetime
    }
}
