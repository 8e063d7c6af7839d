import DI
import Testing

@Suite("Lifetimes and scopes")
struct LifetimeTests {
    @Test("a singleton is built once and shared")
    func singletonShared() async throws {
        let runs = Counter()
        var registry = Registry()
        registry.register(Weather.self, lifetime: .singleton) { _ in runs.increment(); return Weather() }
        let container = Container(registry)
        let first = try await container.resolve(Weather.self)
        let second = try await container.resolve(Weather.self)
        #expect(first === second)
        #expect(runs.count == 1)
    }

    @Test("a transient is built on every resolve and never cached")
    func transientFresh() async throws {
        let runs = Counter()
        var registry = Registry()
        registry.register(Weather.self, lifetime: .transient) { _ in runs.increment(); return Weather() }
        let container = Container(registry)
        let first = try await container.resolve(Weather.self)
        let second = try await container.resolve(Weather.self)
        #expect(first !== second)
        #expect(runs.count == 2)
        #expect(container.liveInstances().isEmpty)
    }

    @Test("a scoped service is one per scope")
    func scopedPerScope() async throws {
        var registry = Registry()
        registry.register(Weather.self, lifetime: .scoped) { _ in Weather() }
        let container = Container(registry)
        let morning = container.makeScope(name: "morning")
        let evening = container.makeScope(name: "evening")
        let a1 = try await morning.resolve(Weather.self)
        let a2 = try await morning.resolve(Weather.self)
        let b = try await evening.resolve(Weather.self)
        #expect(a1 === a2)
        #expect(a1 !== b)
        #expect(morning.liveCount == 1)
        #expect(morning.liveInstances().map(\.key) == [ServiceKey(Weather.self)])
        #expect(morning.liveInstances().first?.resolveCount == 2)
        #expect(container.liveInstances().isEmpty, "scoped instances live in their scope")
    }

    @Test("a scope shares the root's singletons")
    func scopeSharesSingletons() async throws {
        var registry = Registry()
        registry.register((any Greeter).self) { _ in EnglishGreeter() }
        registry.register(Announcer.self, lifetime: .scoped, dependsOn: [.greeter]) { r in
            Announcer(greeter: try await r.resolve((any Greeter).self))
        }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        let scoped = try await scope.resolve(Announcer.self)
        let fromScope = try await scope.resolve((any Greeter).self)
        let fromRoot = try await container.resolve((any Greeter).self)
        #expect(scoped.greeter as AnyObject === fromRoot as AnyObject)
        #expect(fromScope as AnyObject === fromRoot as AnyObject)
        #expect(container.liveInstances().map(\.key) == [.greeter], "the singleton lives in the root")
        #expect(scope.liveCount == 1)
    }

    @Test("a transient resolved in a scope is still fresh each time")
    func transientInScope() async throws {
        var registry = Registry()
        registry.register(Weather.self, lifetime: .transient) { _ in Weather() }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        #expect(try await scope.resolve(Weather.self) !== scope.resolve(Weather.self))
        #expect(scope.liveCount == 0)
    }

    @Test("ending a scope shuts down its scoped instances, newest first, and not the singletons")
    func scopeEndShutsDown() async throws {
        let log = EventLog()
        var registry = Registry()
        registry.register(Tracked.self, name: "shared") { _ in Tracked("shared", log: log) }
        registry.register(Tracked.self, name: "first", lifetime: .scoped) { _ in Tracked("first", log: log) }
        registry.register(
            Tracked.self, name: "second", lifetime: .scoped,
            dependsOn: [ServiceKey(Tracked.self, name: "first"), ServiceKey(Tracked.self, name: "shared")]
        ) { r in
            _ = try await r.resolve(Tracked.self, name: "first")
            _ = try await r.resolve(Tracked.self, name: "shared")
            return Tracked("second", log: log)
        }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        _ = try await scope.resolve(Tracked.self, name: "second")
        #expect(log.events == ["start first", "start shared", "start second"])
        await scope.end()
        #expect(log.events.suffix(2) == ["shutdown second", "shutdown first"])
        #expect(scope.liveCount == 0)
        #expect(container.liveInstances().count == 1, "the singleton outlives the scope")
    }

    @Test("resolving from an ended scope is an error")
    func endedScopeRefuses() async throws {
        var registry = Registry()
        registry.register(Weather.self, lifetime: .scoped) { _ in Weather() }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        await scope.end()
        let error = await resolutionError { _ = try await scope.resolve(Weather.self) }
        guard case .scopeEnded(let name, let key, _)? = error else {
            Issue.record("expected scopeEnded, got \(String(describing: error))")
            return
        }
        #expect(name == "chat")
        #expect(key == ServiceKey(Weather.self))
        #expect(error?.description == "scope 'chat' has ended; Weather cannot be resolved in it")
    }

    @Test("a scoped service asked of the root container is an error")
    func scopedOutsideScope() async throws {
        var registry = Registry()
        registry.register(Weather.self, lifetime: .scoped) { _ in Weather() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(Weather.self) }
        guard case .scopedOutsideScope(let key, _)? = error else {
            Issue.record("expected scopedOutsideScope, got \(String(describing: error))")
            return
        }
        #expect(key == ServiceKey(Weather.self))
        #expect(error?.description == "Weather is scoped and was resolved outside a scope")
    }
}
