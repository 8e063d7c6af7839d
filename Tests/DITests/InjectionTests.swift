import DI
import Testing

/// A service whose greeter is resolved only when it speaks.
final class LazySpeaker: Sendable {
    let greeter: Lazy<any Greeter>
    init(greeter: Lazy<any Greeter>) { self.greeter = greeter }
    func speak() async throws -> String { try await greeter.get().greeting }
}

/// A service that may use any greeter, by name.
final class Polyglot: Sendable {
    let greeters: Alternatives<any Greeter>
    init(greeters: Alternatives<any Greeter>) { self.greeters = greeters }
}

@Suite("Dependencies read from the factory, and injectable handles")
struct InjectionTests {
    @Test("register(using:) declares each parameter type once and resolves it")
    func packRegistration() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, using: { EnglishGreeter() })
        registry.register(Announcer.self, using: Announcer.init(greeter:))
        registry.register(Stage.self) { (announcer: Announcer) in Stage(announcer: announcer) }
        let container = Container(registry)
        let infos = Dictionary(uniqueKeysWithValues: container.registrations().map { ($0.key, $0) })
        #expect(infos[.announcer]?.dependencies == [.greeter])
        #expect(infos[.stage]?.dependencies == [.announcer])
        #expect(infos[.stage]?.implementation == "Stage")
        #expect(container.validate().isEmpty)
        #expect(try await container.resolve(Stage.self).announcer.announcement == "hello, world")
    }

    @Test("a missing parameter type is a missing dependency before anything is built")
    func packMissing() {
        var registry = Registry()
        registry.register(Announcer.self, using: Announcer.init(greeter:))
        let issues = Container(registry).validate()
        #expect(issues.map(\.description) == ["missing: Announcer depends on Greeter, which is not registered"])
    }

    @Test("a Lazy dependency is declared but built only when asked for, and follows a swap")
    func lazy() async throws {
        let built = Counter()
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { () -> EnglishGreeter in built.increment(); return EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr", using: { FrenchGreeter() })
        registry.bind((any Greeter).self, to: "en")
        registry.register(LazySpeaker.self, using: LazySpeaker.init(greeter:))
        let container = Container(registry)
        #expect(container.registrations().first { $0.key == ServiceKey(LazySpeaker.self) }?.edges
            == [Dependency(.greeter, kind: .lazy)])
        let speaker = try await container.resolve(LazySpeaker.self)
        #expect(built.count == 0)
        #expect(try await speaker.speak() == "hello")
        #expect(built.count == 1)
        // The swap evicts the speaker; a handle held from before still resolves the new binding.
        let result = try await container.swap(.greeter, to: "fr")
        #expect(result.evicted.contains(ServiceKey(LazySpeaker.self)))
        #expect(try await speaker.speak() == "bonjour")
    }

    @Test("Alternatives builds only the alternative asked for and knows the binding")
    func alternatives() async throws {
        let built = EventLog()
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { () -> EnglishGreeter in built.record("en"); return EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { () -> FrenchGreeter in built.record("fr"); return FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Polyglot.self, using: Polyglot.init(greeters:))
        let container = Container(registry)
        let polyglot = try await container.resolve(Polyglot.self)
        #expect(built.events.isEmpty)
        #expect(polyglot.greeters.names == ["en", "fr"])
        #expect(polyglot.greeters.bound == "en")
        #expect(try await polyglot.greeters.get("fr").greeting == "bonjour")
        #expect(built.events == ["fr"])
        // The graph shows every alternative (and the binding) as a lazy edge, so a swap evicts the holder.
        #expect(Set(container.graph().edges(ServiceKey(Polyglot.self)))
            == [.greeter, ServiceKey((any Greeter).self, name: "en"), ServiceKey((any Greeter).self, name: "fr")])
        #expect(try await container.swap(.greeter, to: "fr").evicted.contains(ServiceKey(Polyglot.self)))
    }

    @Test("Choice rebinds the key like a swap")
    func choice() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en", using: { EnglishGreeter() })
        registry.register((any Greeter).self, name: "fr", using: { FrenchGreeter() })
        registry.bind((any Greeter).self, to: "en")
        registry.register(String.self, name: "switch", lifetime: .transient) { (choice: Choice<any Greeter>) in
            try await choice.choose("fr").current
        }
        let container = Container(registry)
        #expect(try await container.resolve(String.self, name: "switch") == "fr")
        #expect(try await container.resolve((any Greeter).self).greeting == "bonjour")
    }

    @Test("ContainerAccess is marked on the registration and is not a node of the graph")
    func containerAccess() async throws {
        var registry = Registry()
        registry.register(Int.self, lifetime: .transient) { (access: ContainerAccess) in access.container.registrations().count }
        let container = Container(registry)
        let info = try #require(container.registrations().first)
        #expect(info.edges.map(\.kind) == [.container])
        #expect(info.dependencies.isEmpty)
        #expect(container.validate().isEmpty)
        #expect(try await container.resolve(Int.self) == 1)
        #expect(GraphFormatter(container.graph()).tree() == "Int (transient, Int) [sees the container]")
    }

    @Test("a declared dependency that no build resolved is reported after a build")
    func unusedDependency() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, using: { EnglishGreeter() })
        registry.register(Weather.self, dependsOn: [.greeter]) { _ in Weather() }
        let container = Container(registry)
        #expect(container.validate().isEmpty, "nothing is known before a build")
        _ = try await container.resolve(Weather.self)
        #expect(container.validate().map(\.description)
            == ["unused: Weather declares Greeter, and its factory never resolved it"])
    }

    @Test("a dependency used by some builds is not reported")
    func sometimesUsed() async throws {
        let useIt = Counter()
        var registry = Registry()
        registry.register((any Greeter).self, using: { EnglishGreeter() })
        registry.register(Weather.self, lifetime: .transient, dependsOn: [.greeter]) { r in
            if useIt.increment() == 2 { _ = try await r.resolve((any Greeter).self) }
            return Weather()
        }
        let container = Container(registry)
        _ = try await container.resolve(Weather.self)
        #expect(container.validate().count == 1)
        _ = try await container.resolve(Weather.self)
        #expect(container.validate().isEmpty)
    }
}
