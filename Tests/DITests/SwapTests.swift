import DI
import Testing

/// Greeters that log their shutdown, for the swap tests.
final class LoggedGreeter: Greeter, Shutdownable {
    let greeting: String
    let log: EventLog
    init(_ greeting: String, log: EventLog) {
        self.greeting = greeting
        self.log = log
    }
    func shutdown() async { log.record("shutdown greeter \(greeting)") }
}

final class LoggedAnnouncer: Shutdownable {
    let announcer: Announcer
    let log: EventLog
    init(_ greeter: any Greeter, log: EventLog) {
        announcer = Announcer(greeter: greeter)
        self.log = log
    }
    func shutdown() async { log.record("shutdown announcer \(announcer.announcement)") }
}

/// Greeter (=> en | fr) <- LoggedAnnouncer <- Stage; Weather stands apart.
func swapContainer(log: EventLog, runs: Counter = Counter()) -> Container {
    var registry = Registry()
    registry.register((any Greeter).self, name: "en") { _ in runs.increment(); return LoggedGreeter("hello", log: log) }
    registry.register((any Greeter).self, name: "fr") { _ in runs.increment(); return LoggedGreeter("bonjour", log: log) }
    registry.bind((any Greeter).self, to: "en")
    registry.register(LoggedAnnouncer.self, dependsOn: [.greeter]) { r in
        runs.increment()
        return LoggedAnnouncer(try await r.resolve((any Greeter).self), log: log)
    }
    registry.register(Stage.self, dependsOn: [ServiceKey(LoggedAnnouncer.self)]) { r in
        runs.increment()
        return Stage(announcer: try await r.resolve(LoggedAnnouncer.self).announcer)
    }
    registry.register(Weather.self) { _ in runs.increment(); return Weather() }
    return Container(registry)
}

@Suite("Runtime swap")
struct SwapTests {
    @Test("a dependent resolved after a swap sees the new implementation")
    func dependentSeesNewImplementation() async throws {
        let log = EventLog()
        let container = swapContainer(log: log)
        let before = try await container.resolve(Stage.self)
        #expect(before.announcer.announcement == "hello, world")

        try await container.swap(.greeter, to: "fr")

        let after = try await container.resolve(Stage.self)
        #expect(after !== before, "the transitive dependent was rebuilt")
        #expect(after.announcer.announcement == "bonjour, world")
        #expect(try await container.resolve((any Greeter).self).greeting == "bonjour")
    }

    @Test("a swap evicts and shuts down the old instance and every cached dependent, newest first")
    func evictsTransitiveDependents() async throws {
        let log = EventLog()
        let runs = Counter()
        let container = swapContainer(log: log, runs: runs)
        _ = try await container.resolve(Stage.self)
        let weather = try await container.resolve(Weather.self)
        #expect(runs.count == 4)

        let result = try await container.swap(.greeter, to: "fr")

        #expect(result.key == .greeter)
        #expect(result.previous == "en")
        #expect(result.current == "fr")
        #expect(result.evicted == [.stage, ServiceKey(LoggedAnnouncer.self), ServiceKey((any Greeter).self, name: "en")])
        #expect(log.events == ["shutdown announcer hello, world", "shutdown greeter hello"])
        #expect(container.liveInstances().map(\.key) == [ServiceKey(Weather.self)])
        #expect(try await container.resolve(Weather.self) === weather, "an unrelated singleton stays")
        #expect(runs.count == 4, "nothing is rebuilt until it is resolved")
        _ = try await container.resolve(Stage.self)
        #expect(runs.count == 7)
    }

    @Test("the binding shows in introspection and in the graph")
    func bindingVisible() async throws {
        let container = swapContainer(log: EventLog())
        try await container.swap(.greeter, to: "fr")
        #expect(container.registrations().first { $0.key == .greeter }?.boundTo == "fr")
        #expect(GraphFormatter(container.graph()).tree(from: .greeter) == """
            Greeter => fr
            └─ Greeter[fr] (singleton, LoggedGreeter)
            """)
    }

    @Test("swapping to a name the type does not have is a one-line error and changes nothing")
    func unknownAlternative() async throws {
        let container = swapContainer(log: EventLog())
        let before = try await container.resolve(Stage.self)
        let error = await resolutionError { try await container.swap(.greeter, to: "de") }
        guard case .unknownAlternative(let key, let name, let available)? = error else {
            Issue.record("expected unknownAlternative, got \(String(describing: error))")
            return
        }
        #expect(key == .greeter)
        #expect(name == "de")
        #expect(available == ["en", "fr"])
        #expect(error?.description == "Greeter has no alternative named 'de'; choose one of en, fr")
        #expect(try await container.resolve(Stage.self) === before)
    }

    @Test("swapping to the alternative already bound changes nothing")
    func swapToSame() async throws {
        let log = EventLog()
        let container = swapContainer(log: log)
        let stage = try await container.resolve(Stage.self)
        let result = try await container.swap(.greeter, to: "en")
        #expect(result.evicted.isEmpty)
        #expect(log.events.isEmpty)
        #expect(try await container.resolve(Stage.self) === stage)
    }

    @Test("a type without alternatives cannot be swapped")
    func noAlternatives() async {
        let container = swapContainer(log: EventLog())
        let error = await resolutionError { try await container.swap(ServiceKey(Weather.self), to: "x") }
        #expect(error?.description == "Weather has no alternative named 'x'; it has none")
    }

    @Test("resolves racing swaps always get a whole greeter, and the last swap wins")
    func swapUnderLoad() async throws {
        let container = swapContainer(log: EventLog())
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<20 {
                group.addTask { try await container.swap(.greeter, to: round.isMultiple(of: 2) ? "fr" : "en") }
                for _ in 0..<10 {
                    group.addTask {
                        let greeting = try await container.resolve(Stage.self).announcer.announcement
                        #expect(["hello, world", "bonjour, world"].contains(greeting))
                    }
                }
            }
            try await group.waitForAll()
        }
        try await container.swap(.greeter, to: "fr")
        #expect(try await container.resolve(Stage.self).announcer.announcement == "bonjour, world")
    }

    @Test("a scoped service behind a bound key follows a swap inside a scope")
    func scopedAlternatives() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en", lifetime: .scoped) { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr", lifetime: .scoped) { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        let first = try await scope.resolve((any Greeter).self)
        #expect(try await scope.resolve((any Greeter).self) as AnyObject === first as AnyObject)
        try await container.swap(.greeter, to: "fr")
        #expect(try await scope.resolve((any Greeter).self).greeting == "bonjour")
        #expect(scope.liveInstances().map(\.key) == [ServiceKey((any Greeter).self, name: "fr")])
    }

    @Test("a scoped dependent in a live scope is evicted too")
    func evictsScopedDependents() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, lifetime: .scoped, dependsOn: [.greeter]) { r in Announcer(greeter: try await r.resolve()) }
        let container = Container(registry)
        let scope = container.makeScope(name: "chat")
        #expect(try await scope.resolve(Announcer.self).announcement == "hello, world")
        let result = try await container.swap(.greeter, to: "fr")
        #expect(result.evicted.contains(.announcer))
        #expect(try await scope.resolve(Announcer.self).announcement == "bonjour, world")
    }

    @Test("an instance being built during a swap is not cached with the old binding")
    func buildDuringSwapIsNotCached() async throws {
        let gate = Gate()
        let entered = Gate()
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, dependsOn: [.greeter]) { r in
            let greeter = try await r.resolve((any Greeter).self)
            entered.open()
            await gate.wait()
            return Announcer(greeter: greeter)
        }
        let container = Container(registry)
        async let stale = container.resolve(Announcer.self)
        await entered.wait()
        try await container.swap(.greeter, to: "fr")
        gate.open()
        #expect(try await stale.announcement == "hello, world", "the caller that asked before the swap gets its build")
        #expect(try await container.resolve(Announcer.self).announcement == "bonjour, world")
    }
}
