import DI
import Testing

@Suite("Validation of the declared graph")
struct ValidationTests {
    @Test("a sound graph has no issues")
    func soundGraph() {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, dependsOn: [.greeter]) { r in Announcer(greeter: try await r.resolve()) }
        registry.register(Weather.self, lifetime: .scoped, dependsOn: [.announcer]) { _ in Weather() }
        #expect(Container(registry).validate().isEmpty)
    }

    @Test("every missing dependency, cycle, captive, duplicate and broken binding is found at once, building nothing")
    func findsEverything() {
        let runs = Counter()
        var registry = Registry()
        // Two missing dependencies, one with a near miss.
        registry.register(Weather.self, dependsOn: [ServiceKey(Wether.self), ServiceKey(Counter.self)]) { _ in runs.increment(); return Weather() }
        // A cycle A -> B -> C -> A.
        registry.register(ServiceA.self, dependsOn: [.b]) { _ in runs.increment(); return ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.c]) { _ in runs.increment(); return ServiceB() }
        registry.register(ServiceC.self, dependsOn: [.a]) { _ in runs.increment(); return ServiceC() }
        // A singleton holding a transient.
        registry.register(Announcer.self, dependsOn: [.greeter]) { _ in runs.increment(); return Announcer(greeter: EnglishGreeter()) }
        registry.register((any Greeter).self, lifetime: .transient) { _ in runs.increment(); return EnglishGreeter() }
        // A key registered twice.
        registry.register(Stage.self) { _ in runs.increment(); return ServiceA() }
        registry.register(Stage.self) { _ in runs.increment(); return ServiceA() }
        // A binding to an alternative nobody registered.
        registry.register(Tracked.self, name: "real") { _ in runs.increment(); return Tracked("x", log: EventLog()) }
        registry.bind(Tracked.self, to: "ghost")

        let issues = Container(registry).validate()

        #expect(runs.count == 0, "validation constructs nothing")
        #expect(issues.contains(.missing(dependency: ServiceKey(Wether.self), requiredBy: ServiceKey(Weather.self),
                                         suggestions: [ServiceKey(Weather.self)])))
        #expect(issues.contains(.missing(dependency: ServiceKey(Counter.self), requiredBy: ServiceKey(Weather.self), suggestions: [])))
        #expect(issues.contains(.cycle([.a, .b, .c, .a])))
        #expect(issues.contains(.captive(owner: .announcer, dependency: .greeter, dependencyLifetime: .transient)))
        #expect(issues.contains(.duplicate(.stage)))
        #expect(issues.contains(.brokenBinding(key: ServiceKey(Tracked.self), alternative: "ghost")))
        #expect(issues.count == 6)
    }

    @Test("each issue reads as one line")
    func issueDescriptions() {
        let issues: [ValidationIssue] = [
            .missing(dependency: .d, requiredBy: .a, suggestions: [.c]),
            .cycle([.a, .b, .c, .a]),
            .captive(owner: .a, dependency: .b, dependencyLifetime: .scoped),
            .duplicate(.a),
            .brokenBinding(key: .greeter, alternative: "ghost"),
        ]
        #expect(issues.map(\.description) == [
            "missing: ServiceA depends on ServiceD, which is not registered; did you mean ServiceC?",
            "cycle: ServiceA -> ServiceB -> ServiceC -> ServiceA",
            "captive: singleton ServiceA depends on scoped ServiceB",
            "duplicate: ServiceA is registered more than once (the last registration wins)",
            "broken binding: Greeter is bound to 'ghost', which is not registered",
        ])
    }

    @Test("a captive through a bound default key is found")
    func captiveThroughBinding() {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en", lifetime: .scoped) { _ in EnglishGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, dependsOn: [.greeter]) { _ in Announcer(greeter: EnglishGreeter()) }
        #expect(Container(registry).validate() == [.captive(owner: .announcer, dependency: .greeter, dependencyLifetime: .scoped)])
    }

    @Test("a cycle closed through a binding is found, and a swap that opens it clears it")
    func cycleThroughBinding() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "loop", dependsOn: [.announcer]) { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "plain") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "loop")
        registry.register(Announcer.self, dependsOn: [.greeter]) { r in Announcer(greeter: try await r.resolve()) }
        let container = Container(registry)
        #expect(container.validate().count == 1)
        let error = await resolutionError { _ = try await container.resolve(Announcer.self) }
        guard case .cycle? = error else {
            Issue.record("expected a cycle, got \(String(describing: error))")
            return
        }
        try await container.swap(.greeter, to: "plain")
        #expect(container.validate().isEmpty)
        #expect(try await container.resolve(Announcer.self).announcement == "bonjour, world")
    }
}
