import DI
import Testing

@Suite("Registration and resolution")
struct RegistrationTests {
    @Test("a registered type resolves asynchronously through its factory")
    func resolvesThroughFactory() async throws {
        var registry = Registry()
        registry.register((any Greeter).self) { _ in EnglishGreeter() }
        let container = Container(registry)
        let greeter = try await container.resolve((any Greeter).self)
        #expect(greeter.greeting == "hello")
    }

    @Test("a name selects one of several registrations of a type")
    func namedRegistrations() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        let container = Container(registry)
        #expect(try await container.resolve((any Greeter).self, name: "en").greeting == "hello")
        #expect(try await container.resolve((any Greeter).self, name: "fr").greeting == "bonjour")
    }

    @Test("the default key bound to an alternative resolves to it")
    func boundDefaultKey() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "fr")
        let container = Container(registry)
        let viaDefault = try await container.resolve((any Greeter).self)
        let viaName = try await container.resolve((any Greeter).self, name: "fr")
        #expect(viaDefault.greeting == "bonjour")
        #expect(viaDefault as AnyObject === viaName as AnyObject, "one singleton behind both keys")
    }

    @Test("a factory resolves its declared dependencies through the resolver")
    func declaredDependencies() async throws {
        var registry = Registry()
        registry.register((any Greeter).self) { _ in EnglishGreeter() }
        registry.register(Announcer.self, lifetime: .transient, dependsOn: [.greeter]) { r in
            Announcer(greeter: try await r.resolve((any Greeter).self))
        }
        let container = Container(registry)
        let announcer = try await container.resolve(Announcer.self)
        #expect(announcer.announcement == "hello, world")
    }

    @Test("an async factory may suspend before it returns")
    func asyncFactory() async throws {
        let gate = Gate()
        var registry = Registry()
        registry.register(Weather.self) { _ in
            await gate.wait()
            return Weather()
        }
        let container = Container(registry)
        async let weather = container.resolve(Weather.self)
        gate.open()
        _ = try await weather
        #expect(container.liveInstances().map(\.key) == [ServiceKey(Weather.self)])
    }

    @Test("a throwing factory's error reaches the caller, and a later resolve retries")
    func throwingFactoryRetries() async throws {
        let attempts = Counter()
        var registry = Registry()
        registry.register(Weather.self) { _ in
            if attempts.increment() == 1 { throw Boom() }
            return Weather()
        }
        let container = Container(registry)
        let error = await resolutionError { _ = try await container.resolve(Weather.self) }
        guard case .factoryFailed(_, _, let underlying) = error else {
            Issue.record("expected factoryFailed, got \(String(describing: error))")
            return
        }
        #expect(underlying is Boom)
        _ = try await container.resolve(Weather.self)
        #expect(attempts.count == 2)
    }

    @Test("resolving from the main actor works and comes back to it")
    @MainActor
    func resolveFromMainActor() async throws {
        var registry = Registry()
        registry.register((any Greeter).self) { _ in EnglishGreeter() }
        let container = Container(registry)
        let built = try await container.resolve((any Greeter).self)
        MainActor.assertIsolated()
        let cached = try await container.resolve((any Greeter).self)
        MainActor.assertIsolated()
        #expect(built as AnyObject === cached as AnyObject)
    }

    @Test("resolve(key:) resolves a key chosen at run time")
    func resolveByKey() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        let container = Container(registry)
        let value = try await container.resolve(key: ServiceKey((any Greeter).self, name: "fr"))
        #expect((value as? any Greeter)?.greeting == "bonjour")
    }

    @Test("a key prints as Type or Type[name] and compares by type and name")
    func keyDescription() {
        #expect(ServiceKey.greeter.description == "Greeter")
        #expect(ServiceKey((any Greeter).self, name: "fr").description == "Greeter[fr]")
        #expect(ServiceKey((any Greeter).self, name: "fr").unnamed == .greeter)
        #expect(ServiceKey.greeter.named("fr") == ServiceKey((any Greeter).self, name: "fr"))
        #expect(ServiceKey.greeter != ServiceKey(EnglishGreeter.self))
    }
}

@Suite("Parsing keys")
struct KeyParsingTests {
    let container: Container = {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Weather.self) { _ in Weather() }
        registry.register(ServiceA.self, name: "only") { _ in ServiceA() }
        return Container(registry)
    }()

    @Test("Type and Type[name] parse to registered keys")
    func parsesKeys() throws {
        #expect(try container.key(parsing: "Weather") == ServiceKey(Weather.self))
        #expect(try container.key(parsing: "Greeter[fr]") == ServiceKey((any Greeter).self, name: "fr"))
        #expect(try container.key(parsing: "Greeter") == .greeter, "a bound default key is a key")
    }

    @Test("type names match without regard to case, and spaces around are ignored")
    func caseAndSpaces() throws {
        #expect(try container.key(parsing: "  weather\t") == ServiceKey(Weather.self))
        #expect(try container.key(parsing: "greeter[en]") == ServiceKey((any Greeter).self, name: "en"))
    }

    @Test("an unknown key throws notRegistered with near misses")
    func unknownKeySuggests() {
        let error = #expect(throws: ResolutionError.self) { try container.key(parsing: "Wether") }
        guard case .notRegistered(_, _, let suggestions)? = error else { return }
        #expect(suggestions == [ServiceKey(Weather.self)])
        #expect(error?.description == "Wether is not registered; did you mean Weather?")
    }

    @Test("an unknown name of a known type suggests the type's names")
    func unknownNameSuggestsAlternatives() {
        let error = #expect(throws: ResolutionError.self) { try container.key(parsing: "Greeter[german]") }
        guard case .notRegistered(_, _, let suggestions)? = error else { return }
        #expect(Set(suggestions) == [ServiceKey((any Greeter).self, name: "en"), ServiceKey((any Greeter).self, name: "fr"), .greeter])
    }

    @Test("a type with only named registrations and no binding has no default key")
    func unboundDefaultIsNotAKey() {
        let error = #expect(throws: ResolutionError.self) { try container.key(parsing: "ServiceA") }
        guard case .notRegistered(_, _, let suggestions)? = error else { return }
        #expect(suggestions == [ServiceKey(ServiceA.self, name: "only")])
    }
}
