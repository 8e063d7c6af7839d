import DI
import Testing

/// A service whose start fails.
final class Unstartable: Startable, Shutdownable {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func start() async throws { throw Boom() }
    func shutdown() async { log.record("shutdown unstartable") }
}

/// A greeter that only holds something to release.
final class ClosingGreeter: Greeter, Shutdownable {
    let greeting = "bye"
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func shutdown() async { log.record("shutdown closing") }
}

/// A greeter that starts and stops.
final class StartingGreeter: Greeter, Startable, Shutdownable {
    let greeting = "hi"
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func start() async throws { log.record("start starting") }
    func shutdown() async { log.record("shutdown starting") }
}

/// A base class without a lifecycle, and a subclass with one.
class PlainBase: @unchecked Sendable {}
final class ClosingSub: PlainBase, Shutdownable, @unchecked Sendable {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func shutdown() async { log.record("shutdown sub") }
}

/// A base class that shuts down, and a subclass that also starts.
class ClosingBase: Shutdownable, @unchecked Sendable {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func shutdown() async { log.record("shutdown base") }
}
final class StartingSub: ClosingBase, Startable, @unchecked Sendable {
    func start() async throws { log.record("start sub") }
}

@Suite("Lifecycle")
struct LifecycleTests {
    /// one <- two <- three, all singletons that log start and shutdown.
    func chain(_ log: EventLog) -> Container {
        var registry = Registry()
        let one = ServiceKey(Tracked.self, name: "one")
        let two = ServiceKey(Tracked.self, name: "two")
        registry.register(Tracked.self, name: "one") { _ in Tracked("one", log: log) }
        registry.register(Tracked.self, name: "two", dependsOn: [one]) { r in
            _ = try await r.resolve(Tracked.self, name: "one")
            return Tracked("two", log: log)
        }
        registry.register(Tracked.self, name: "three", dependsOn: [two]) { r in
            _ = try await r.resolve(Tracked.self, name: "two")
            return Tracked("three", log: log)
        }
        return Container(registry)
    }

    @Test("a Startable is started once, after its factory and before it is handed out")
    func startsOnce() async throws {
        let log = EventLog()
        let container = chain(log)
        _ = try await container.resolve(Tracked.self, name: "three")
        _ = try await container.resolve(Tracked.self, name: "three")
        #expect(log.events == ["start one", "start two", "start three"])
    }

    @Test("the lifecycle is the built object's, whatever key it is registered under and however it is built")
    func lifecycleOfTheObject() async throws {
        let log = EventLog()
        var registry = Registry()
        registry.register((any Greeter).self, name: "closing", using: { ClosingGreeter(log: log) })
        registry.register((any Greeter).self, name: "starting") { (_: Lazy<Tracked>) -> any Greeter in StartingGreeter(log: log) }
        registry.register(Tracked.self, dependsOn: []) { _ in Tracked("plain", log: log) }
        registry.register(EnglishGreeter.self, using: { EnglishGreeter() })
        registry.register(PlainBase.self, using: { () -> PlainBase in ClosingSub(log: log) })
        let container = Container(registry)
        _ = try await container.resolve((any Greeter).self, name: "closing")
        _ = try await container.resolve((any Greeter).self, name: "starting")
        _ = try await container.resolve(EnglishGreeter.self)
        _ = try await container.resolve(PlainBase.self)
        #expect(log.events == ["start starting"])
        await container.shutdown()
        #expect(log.events == ["start starting", "shutdown sub", "shutdown starting", "shutdown closing"])
    }

    @Test("a lifecycle known where it is registered is the one of the type built, a subclass's included")
    func lifecycleKnownWhereRegistered() async throws {
        let log = EventLog()
        var registry = Registry()
        // Exactly the result type: its lifecycle is the registration's (both hooks; only shutdown).
        registry.register(StartingSub.self, name: "exact", using: { StartingSub(log: log) })
        registry.register(ClosingGreeter.self, using: { ClosingGreeter(log: log) })
        // A subclass built where the base is the result type: the instance's own lifecycle.
        registry.register(ClosingBase.self, name: "sub", using: { () -> ClosingBase in StartingSub(log: log) })
        let container = Container(registry)
        _ = try await container.resolve(StartingSub.self, name: "exact")
        _ = try await container.resolve(ClosingGreeter.self)
        _ = try await container.resolve(ClosingBase.self, name: "sub")
        #expect(log.events == ["start sub", "start sub"])
        await container.shutdown()
        #expect(log.events == ["start sub", "start sub", "shutdown base", "shutdown closing", "shutdown base"])
    }

    @Test("a failing start fails the resolution as factoryFailed and shuts the instance down")
    func failingStart() async {
        let log = EventLog()
        var registry = Registry()
        registry.register(Unstartable.self) { _ in Unstartable(log: log) }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(Unstartable.self) }
        guard case .factoryFailed(_, _, let underlying)? = error else {
            Issue.record("expected factoryFailed, got \(String(describing: error))")
            return
        }
        #expect(underlying is Boom)
        #expect(log.events == ["shutdown unstartable"])
        #expect(container.liveInstances().isEmpty)
    }

    @Test("container shutdown stops every singleton in reverse creation order, then builds afresh")
    func shutdownReverseOrder() async throws {
        let log = EventLog()
        let container = chain(log)
        let first = try await container.resolve(Tracked.self, name: "three")
        await container.shutdown()
        #expect(log.events == ["start one", "start two", "start three", "shutdown three", "shutdown two", "shutdown one"])
        #expect(container.liveInstances().isEmpty)
        #expect(try await container.resolve(Tracked.self, name: "three") !== first)
    }

    @Test("container shutdown ends live scopes first")
    func shutdownEndsScopes() async throws {
        let log = EventLog()
        var registry = Registry()
        registry.register(Tracked.self, name: "root") { _ in Tracked("root", log: log) }
        registry.register(Tracked.self, name: "scoped", lifetime: .scoped) { _ in Tracked("scoped", log: log) }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        _ = try await container.resolve(Tracked.self, name: "root")
        _ = try await scope.resolve(Tracked.self, name: "scoped")
        await container.shutdown()
        #expect(log.events.suffix(2) == ["shutdown scoped", "shutdown root"])
        #expect(scope.liveCount == 0)
    }

    @Test("each instance is shut down once, even when swap, scope end and shutdown overlap")
    func shutdownOnce() async throws {
        let log = EventLog()
        let container = chain(log)
        _ = try await container.resolve(Tracked.self, name: "three")
        async let first: Void = container.shutdown()
        async let second: Void = container.shutdown()
        _ = await (first, second)
        #expect(log.events.filter { $0.hasPrefix("shutdown") }.count == 3)
    }

    @Test("health reports healthy, degraded and unhealthy with their detail")
    func healthStatuses() async throws {
        var registry = Registry()
        registry.register(Probe.self, name: "ok") { _ in Probe(.healthy("42 rows")) }
        registry.register(Probe.self, name: "slow") { _ in Probe(.degraded("p95 2.1s")) }
        registry.register(Probe.self, name: "down") { _ in Probe(.unhealthy("connection refused")) }
        registry.register(Weather.self) { _ in Weather() }
        let container = Container(registry)
        #expect(await container.health().isEmpty, "nothing is live yet")

        let reports = await container.health(resolveAll: true)
        #expect(reports.map(\.key.description) == ["Probe[ok]", "Probe[slow]", "Probe[down]"])
        #expect(reports.map(\.status) == [.healthy("42 rows"), .degraded("p95 2.1s"), .unhealthy("connection refused")])
        #expect(reports.map(\.status.description) == ["healthy: 42 rows", "degraded: p95 2.1s", "unhealthy: connection refused"])
        #expect(reports.map(\.status.label) == ["healthy", "degraded", "unhealthy"])
        #expect(reports[0].implementation == "Probe")
    }

    @Test("a health check that does not answer in time is unhealthy")
    func healthTimeout() async throws {
        let stuck = StuckProbe()
        var registry = Registry()
        registry.register(StuckProbe.self) { _ in stuck }
        let container = Container(registry)
        _ = try await container.resolve(StuckProbe.self)
        let reports = await container.health(timeout: .milliseconds(50))
        #expect(reports.map(\.status) == [.unhealthy("no answer within 50ms")])
        stuck.release.open()
        await stuck.finished.wait()
    }
}
