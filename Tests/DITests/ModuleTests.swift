import DI
import Testing

struct GreetingModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
    }
}

struct StageModule: ServiceModule {
    var name: String { "Stage" }
    func register(into registry: inout Registry) {
        registry.register(Announcer.self, dependsOn: [.greeter]) { r in Announcer(greeter: try await r.resolve()) }
        registry.register(Stage.self, lifetime: .transient, dependsOn: [.announcer]) { r in Stage(announcer: try await r.resolve()) }
    }
}

/// A greeter for tests.
final class TestGreeter: Greeter {
    let greeting = "test"
}

@Suite("Modules and the test container")
struct ModuleTests {
    @Test("modules register into one container, each registration remembering its module")
    func modulesCombine() async throws {
        let container = Container(modules: [GreetingModule(), StageModule()])
        #expect(container.validate().isEmpty)
        #expect(try await container.resolve(Stage.self).announcer.announcement == "hello, world")
        let modules = Dictionary(container.registrations().map { ($0.key.description, $0.module) }, uniquingKeysWith: { a, _ in a })
        #expect(modules["Greeter[en]"] == "GreetingModule")
        #expect(modules["Stage"] == "Stage")
    }

    @Test("a test container starts from the app's modules and overrides a few keys")
    func testContainerOverrides() async throws {
        let container = Container(modules: [GreetingModule(), StageModule()]) { registry in
            registry.override((any Greeter).self, name: "en") { _ in TestGreeter() }
            registry.override(Weather.self) { _ in Weather() }
        }
        #expect(container.validate().isEmpty, "an override is not a duplicate")
        #expect(try await container.resolve(Stage.self).announcer.announcement == "test, world")
        #expect(try await container.resolve((any Greeter).self, name: "fr").greeting == "bonjour", "the rest is the app's")
        let overridden = container.registrations().first { $0.key == ServiceKey((any Greeter).self, name: "en") }
        #expect(overridden?.module == "override")
        #expect(overridden?.implementation == "TestGreeter")
    }

    @Test("registering a key twice in modules is reported by validate")
    func duplicateAcrossModules() {
        let container = Container(modules: [GreetingModule(), GreetingModule()])
        #expect(container.validate() == [.duplicate(ServiceKey((any Greeter).self, name: "en")),
                                         .duplicate(ServiceKey((any Greeter).self, name: "fr"))])
    }
}
