/// What travels down one resolution: the scope (if any), the path so far, the depth for
/// the trace, and an optional trace recorder.
struct ResolutionContext: Sendable {
    var scope: Scope?
    var path: [ServiceKey] = []
    var depth = 0
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
    func instance(of requested: ServiceKey, in context: ResolutionContext) async throws -> any AnyInstanceBox {
        let (bound, declaredCycle) = store.cache.withLock { cache in
            (requested.name == nil ? cache.bindings[requested.raw.typeID] : nil, cache.cycles[requested.raw])
        }
        let key = bound.map { requested.named($0) } ?? requested
        var path = context.path
        path.append(requested)
        if key != requested { path.append(key) }
        guard let registration = table[key.raw] else {
            let suggestions = NearMiss.suggestions(for: requested, among: knownKeys)
            throw ResolutionError.notRegistered(key: key, path: path, suggestions: suggestions)
        }
        if let index = context.path.firstIndex(of: key) {
            throw ResolutionError.cycle(Array(context.path[index...]) + [key])
        }
        if let cycle = declaredCycle ?? (key != requested ? cycle(through: key) : nil) {
            throw ResolutionError.cycle(Self.rotated(cycle, toStartAt: requested))
        }

        let step = context.trace?.begin(key: requested, target: key, registration: registration, depth: context.depth)
        do {
            let (box, cached) = try await lookUpOrBuild(registration, path: path, context: context)
            step?.finish(cached ? .cached : .created)
            return box
        } catch {
            step?.finish(.failed(String(describing: error)))
            throw error
        }
    }

    private func lookUpOrBuild(
        _ registration: Registration, path: [ServiceKey], context: ResolutionContext
    ) async throws -> (any AnyInstanceBox, Bool) {
        switch registration.lifetime {
        case .transient:
            return (try await build(registration, path: path, context: context, timed: false).box, false)
        case .singleton:
            // A singleton never sees the scope that happened to ask for it first.
            let rootContext = ResolutionContext(scope: nil, path: context.path, depth: context.depth, trace: context.trace)
            // The root store never ends, so it always answers.
            let found = try await store.instance(of: registration) { [self] in
                try await build(registration, path: path, context: rootContext, timed: true)
            }
            guard let found else { throw ResolutionError.scopedOutsideScope(key: registration.key, path: path) }
            return found
        case .scoped:
            guard let current = context.scope else {
                throw ResolutionError.scopedOutsideScope(key: registration.key, path: path)
            }
            guard let scope = current.owner(of: registration.scope) else {
                throw ResolutionError.noScope(tag: registration.scope ?? "", key: registration.key, path: path)
            }
            // Built where it lives: its own scoped dependencies come from that scope, not from
            // an inner one that happened to ask first.
            var owning = context
            owning.scope = scope
            let found = try await scope.store.instance(of: registration) { [self, owning] in
                try await build(registration, path: path, context: owning, timed: true)
            }
            guard let found else { throw ResolutionError.scopeEnded(scope: scope.name, key: registration.key, path: path) }
            return found
        }
    }

    /// Runs the factory and `start()`, timing them (for cached lifetimes) and wrapping what
    /// they throw. An instance whose start fails is shut down.
    func build(
        _ registration: Registration, path: [ServiceKey], context: ResolutionContext, timed: Bool
    ) async throws -> Built {
        var inner = context
        inner.path = path
        inner.depth += 1
        let tracking = registration.usageComplete.load(ordering: .relaxed) ? nil : UsedKeys()
        let resolver = Resolver(container: self, owner: registration, context: inner, used: tracking)
        let clock = ContinuousClock()
        let start = timed ? clock.now : nil
        let box: any AnyInstanceBox
        do {
            box = try await registration.factory(resolver)
            if let tracking, usage.record(registration, used: tracking.keys.withLock { $0 }) {
                registration.usageComplete.store(true, ordering: .relaxed)
            }
        } catch let error as ResolutionError {
            throw error
        } catch let wrong as WrongTypeProduced {
            throw ResolutionError.wrongType(
                key: registration.key, expected: registration.key.typeName, actual: wrong.actual, path: path)
        } catch {
            throw ResolutionError.factoryFailed(key: registration.key, path: path, underlying: error)
        }
        if let startable = box.hooks.startable {
            do {
                try await startable.start()
            } catch {
                if let service = box.hooks.shutdownable { await service.shutdown() }
                throw ResolutionError.factoryFailed(key: registration.key, path: path, underlying: error)
            }
        }
        return (box, start.map { clock.now - $0 } ?? .zero)
    }

    func cycle(through key: ServiceKey) -> [ServiceKey]? {
        store.cache.withLock { $0.cycles[key.raw] }
    }

    /// `cycle` (first key repeated at the end) rotated to start and end at `key`, when on it.
    static func rotated(_ cycle: [ServiceKey], toStartAt key: ServiceKey) -> [ServiceKey] {
        let loop = cycle.dropLast()
        guard let index = loop.firstIndex(of: key) else { return cycle }
        let turned = Array(loop[index...] + loop[..<index])
        return turned + [key]
    }

    /// Every key that can be asked for: registrations, and default keys bound now.
    var knownKeys: [ServiceKey] {
        let bound = bindings
        var keys = order
        var seen = Set(order)
        for key in order where key.name != nil && bound[key.raw.typeID] != nil {
            if seen.insert(key.unnamed).inserted { keys.append(key.unnamed) }
        }
        return keys
    }

    /// The lifetime of what `key` resolves to, following a binding.
    func lifetime(of key: ServiceKey) -> Lifetime? {
        table[target(of: key).raw]?.lifetime
    }
}
