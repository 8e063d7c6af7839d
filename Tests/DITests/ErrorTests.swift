import DI
import Testing

/// A type whose name is one letter away from `Weather`.
final class Wether: Sendable {}

@Suite("Typed resolution errors")
struct ErrorTests {
    @Test("not registered: the same type under another name is suggested")
    func notRegisteredSuggestsOtherNames() async {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve((any Greeter).self) }
        guard case .notRegistered(let key, let path, let suggestions)? = error else {
            Issue.record("expected notRegistered, got \(String(describing: error))")
            return
        }
        #expect(key == .greeter)
        #expect(path == [.greeter])
        #expect(suggestions == [ServiceKey((any Greeter).self, name: "en")])
        #expect(error?.description == "Greeter is not registered; did you mean Greeter[en]?")
    }

    @Test("not registered: a type with a similar name is suggested")
    func notRegisteredSuggestsSimilarType() async {
        var registry = Registry()
        registry.register(Weather.self) { _ in Weather() }
        registry.register(ServiceA.self) { _ in ServiceA() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(Wether.self) }
        guard case .notRegistered(_, _, let suggestions)? = error else {
            Issue.record("expected notRegistered, got \(String(describing: error))")
            return
        }
        #expect(suggestions == [ServiceKey(Weather.self)])
        #expect(error?.description == "Wether is not registered; did you mean Weather?")
    }

    @Test("not registered deep in the graph carries the resolution path")
    func notRegisteredWithPath() async {
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.b]) { r in _ = try await r.resolve(ServiceB.self); return ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.c]) { r in _ = try await r.resolve(ServiceC.self); return ServiceB() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceA.self) }
        guard case .notRegistered(let key, let path, let suggestions)? = error else {
            Issue.record("expected notRegistered, got \(String(describing: error))")
            return
        }
        #expect(key == .c)
        #expect(path == [.a, .b, .c])
        #expect(suggestions == [.a, .b], "similar type names")
        #expect(error?.description
            == "ServiceC is not registered (resolving ServiceA -> ServiceB -> ServiceC); did you mean ServiceA, ServiceB?")
    }

    @Test("a cycle fails at once and reads A -> B -> C -> A, without running a factory")
    func cycle() async {
        let runs = Counter()
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.b]) { r in runs.increment(); _ = try await r.resolve(ServiceB.self); return ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.c]) { r in runs.increment(); _ = try await r.resolve(ServiceC.self); return ServiceB() }
        registry.register(ServiceC.self, dependsOn: [.a]) { r in runs.increment(); _ = try await r.resolve(ServiceA.self); return ServiceC() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceA.self) }
        guard case .cycle(let keys)? = error else {
            Issue.record("expected cycle, got \(String(describing: error))")
            return
        }
        #expect(keys == [.a, .b, .c, .a])
        #expect(error?.description == "dependency cycle: ServiceA -> ServiceB -> ServiceC -> ServiceA")
        #expect(runs.count == 0)
    }

    @Test("a cycle is reported from the key that was asked for")
    func cycleFromRequestedKey() async {
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.b]) { _ in ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.c]) { _ in ServiceB() }
        registry.register(ServiceC.self, dependsOn: [.a]) { _ in ServiceC() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceB.self) }
        #expect(error?.path == [.b, .c, .a, .b])
    }

    @Test("a key that leads into a cycle fails with that cycle")
    func pathIntoCycle() async {
        var registry = Registry()
        registry.register(ServiceD.self, lifetime: .transient, dependsOn: [.a]) { r in _ = try await r.resolve(ServiceA.self); return ServiceD() }
        registry.register(ServiceA.self, dependsOn: [.b]) { _ in ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.a]) { _ in ServiceB() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceD.self) }
        guard case .cycle(let keys)? = error else {
            Issue.record("expected cycle, got \(String(describing: error))")
            return
        }
        #expect(keys == [.a, .b, .a])
    }

    @Test("factory failed carries the key, the path and the underlying error")
    func factoryFailed() async {
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.b]) { r in _ = try await r.resolve(ServiceB.self); return ServiceA() }
        registry.register(ServiceB.self) { _ in throw Boom() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceA.self) }
        guard case .factoryFailed(let key, let path, let underlying)? = error else {
            Issue.record("expected factoryFailed, got \(String(describing: error))")
            return
        }
        #expect(key == .b)
        #expect(path == [.a, .b])
        #expect(underlying is Boom)
        #expect(error?.description == "building ServiceB failed (resolving ServiceA -> ServiceB): the database is locked")
    }

    @Test("a singleton resolving a transient is a captive dependency")
    func captiveDependency() async {
        let runs = Counter()
        var registry = Registry()
        registry.register(ServiceA.self, lifetime: .singleton, dependsOn: [.b]) { r in
            _ = try await r.resolve(ServiceB.self)
            return ServiceA()
        }
        registry.register(ServiceB.self, lifetime: .transient) { _ in runs.increment(); return ServiceB() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceA.self) }
        guard case .captiveDependency(let owner, .singleton, let dependency, .transient, let path)? = error else {
            Issue.record("expected captiveDependency, got \(String(describing: error))")
            return
        }
        #expect(owner == .a)
        #expect(dependency == .b)
        #expect(path == [.a, .b])
        #expect(runs.count == 0, "the captive is refused before it is built")
        #expect(error?.description == "captive dependency: singleton ServiceA depends on transient ServiceB"
            + " (resolving ServiceA -> ServiceB); make ServiceB a singleton or ServiceA transient")
    }

    @Test("a factory returning the wrong type is reported")
    func wrongType() async {
        var registry = Registry()
        registry.register((any Greeter).self) { _ in Weather() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve((any Greeter).self) }
        guard case .wrongType(let key, let expected, let actual, _)? = error else {
            Issue.record("expected wrongType, got \(String(describing: error))")
            return
        }
        #expect(key == .greeter)
        #expect(expected == "Greeter")
        #expect(actual == "Weather")
        #expect(error?.description == "factory of Greeter returned Weather, not Greeter")
    }

    @Test("resolving a dependency that was not declared is refused")
    func undeclaredDependency() async {
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.c]) { r in _ = try await r.resolve(ServiceB.self); return ServiceA() }
        registry.register(ServiceB.self) { _ in ServiceB() }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(ServiceA.self) }
        guard case .undeclaredDependency(let owner, let dependency, let path)? = error else {
            Issue.record("expected undeclaredDependency, got \(String(describing: error))")
            return
        }
        #expect(owner == .a)
        #expect(dependency == .b)
        #expect(path == [.a, .b])
        #expect(error?.description
            == "ServiceA resolved ServiceB without declaring it (resolving ServiceA -> ServiceB); add it to dependsOn")
    }

    @Test("every error reads as one line and names the key")
    func oneLineDescriptions() {
        let underlying = Boom()
        let errors: [ResolutionError] = [
            .notRegistered(key: .a, path: [.b, .a], suggestions: [.c]),
            .cycle([.a, .b, .a]),
            .factoryFailed(key: .a, path: [.a], underlying: underlying),
            .captiveDependency(owner: .a, ownerLifetime: .singleton, dependency: .b, dependencyLifetime: .scoped, path: [.a, .b]),
            .wrongType(key: .a, expected: "ServiceA", actual: "ServiceB", path: [.a]),
            .undeclaredDependency(owner: .a, dependency: .b, path: [.a, .b]),
            .scopedOutsideScope(key: .a, path: [.a]),
            .unknownAlternative(key: .a, name: "x", available: ["y"]),
            .scopeEnded(scope: "s", key: .a, path: [.a]),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"))
            #expect(error.description.contains("ServiceA"))
            #expect(error.path.last == .a || error.path.last == .b)
        }
    }
}
