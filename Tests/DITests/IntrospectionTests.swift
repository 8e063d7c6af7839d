import DI
import Foundation
import Testing

/// A module registering a small graph: Stage -> Announcer -> Greeter (=> en), plus Weather.
struct ShowModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register((any Greeter).self, name: "en") { _ in EnglishGreeter() }
        registry.register((any Greeter).self, name: "fr") { _ in FrenchGreeter() }
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, dependsOn: [.greeter]) { r in Announcer(greeter: try await r.resolve()) }
        registry.register(Stage.self, lifetime: .transient, dependsOn: [.announcer]) { r in Stage(announcer: try await r.resolve()) }
        registry.register(Weather.self, lifetime: .scoped) { _ in Weather() }
    }
}

@Suite("Introspection")
struct IntrospectionTests {
    let container = Container(modules: [ShowModule()])

    @Test("registrations list key, lifetime, implementation, dependencies, module and alternatives")
    func registrations() throws {
        let infos = container.registrations()
        #expect(infos.map(\.key.description) == ["Greeter", "Greeter[en]", "Greeter[fr]", "Announcer", "Stage", "Weather"])
        let en = try #require(infos.first { $0.key == ServiceKey((any Greeter).self, name: "en") })
        #expect(en.lifetime == .singleton)
        #expect(en.implementation == "EnglishGreeter")
        #expect(en.module == "ShowModule")
        #expect(en.alternatives == ["en", "fr"])
        #expect(en.boundTo == nil)
        let alias = try #require(infos.first { $0.key == .greeter })
        #expect(alias.lifetime == nil)
        #expect(alias.boundTo == "en")
        #expect(alias.implementation == "=> en")
        #expect(alias.alternatives == ["en", "fr"])
        let stage = try #require(infos.first { $0.key == .stage })
        #expect(stage.lifetime == .transient)
        #expect(stage.dependencies == [.announcer])
        #expect(stage.implementation == "Stage")
        #expect(stage.instance == nil)
    }

    @Test("live instances tell when they were made, how long the factory took and how often they were resolved")
    func liveInstances() async throws {
        #expect(container.liveInstances().isEmpty)
        let before = Date()
        let clock = ContinuousClock()
        let started = clock.now
        _ = try await container.resolve(Announcer.self)
        let elapsed = clock.now - started
        _ = try await container.resolve(Announcer.self)
        _ = try await container.makeScope(name: "s").resolve(Announcer.self)
        let after = Date()

        let live = container.liveInstances()
        #expect(live.map(\.key) == [ServiceKey((any Greeter).self, name: "en"), .announcer], "oldest first")
        let announcer = try #require(live.last)
        #expect(announcer.resolveCount == 3)
        #expect(announcer.implementation == "Announcer")
        #expect(announcer.lifetime == .singleton)
        #expect(announcer.createdAt >= before && announcer.createdAt <= after)
        #expect(announcer.factoryDuration >= .zero && announcer.factoryDuration <= elapsed)
        #expect(live[0].resolveCount == 1, "the dependency was resolved once, by its dependent")
        #expect(live[0].sequence < announcer.sequence)
        #expect(container.registrations().first { $0.key == .announcer }?.instance?.resolveCount == 3)
        #expect(container.registrations().first { $0.key == .greeter }?.instance?.key == ServiceKey((any Greeter).self, name: "en"))
    }

    @Test("the tree of one key shows lifetimes, implementations and bindings")
    func treeOfOneKey() {
        let tree = GraphFormatter(container.graph()).tree(from: .stage)
        #expect(tree == """
            Stage (transient, Stage)
            └─ Announcer (singleton, Announcer)
               └─ Greeter => en
                  └─ Greeter[en] (singleton, EnglishGreeter)
            """)
    }

    @Test("the tree of everything draws every root once")
    func treeOfAll() {
        let tree = GraphFormatter(container.graph()).tree()
        #expect(tree == """
            Greeter[fr] (singleton, FrenchGreeter)
            Stage (transient, Stage)
            └─ Announcer (singleton, Announcer)
               └─ Greeter => en
                  └─ Greeter[en] (singleton, EnglishGreeter)
            Weather (scoped, Weather)
            """)
    }

    @Test("the tree marks missing keys and cycles")
    func treeMarksProblems() {
        var registry = Registry()
        registry.register(ServiceA.self, dependsOn: [.b, .d]) { _ in ServiceA() }
        registry.register(ServiceB.self, dependsOn: [.c]) { _ in ServiceB() }
        registry.register(ServiceC.self, dependsOn: [.b]) { _ in ServiceC() }
        let tree = GraphFormatter(Container(registry).graph()).tree(from: .a)
        #expect(tree == """
            ServiceA (singleton, ServiceA)
            ├─ ServiceB (singleton, ServiceB)
            │  └─ ServiceC (singleton, ServiceC)
            │     └─ ServiceB (cycle)
            └─ ServiceD (missing)
            """)
    }

    @Test("DOT output of one key has its nodes and edges only")
    func dotOfOneKey() {
        let dot = GraphFormatter(container.graph()).dot(from: .announcer)
        #expect(dot.hasPrefix("digraph airfit {"))
        #expect(dot.hasSuffix("}"))
        #expect(dot.contains(#""Announcer" [label="Announcer\nsingleton Announcer"];"#))
        #expect(dot.contains(#""Announcer" -> "Greeter";"#))
        #expect(dot.contains(#""Greeter" -> "Greeter[en]" [style=dashed];"#))
        #expect(!dot.contains("Stage"))
        #expect(!dot.contains("Weather"))
    }

    @Test("DOT output of everything has every registration and marks missing keys")
    func dotOfAll() {
        var registry = Registry(modules: [ShowModule()])
        registry.register(ServiceA.self, dependsOn: [.d]) { _ in ServiceA() }
        let dot = GraphFormatter(Container(registry).graph()).dot()
        for key in ["Greeter[en]", "Greeter[fr]", "Greeter", "Announcer", "Stage", "Weather", "ServiceA"] {
            #expect(dot.contains("\"\(key)\" ["), "node \(key)")
        }
        #expect(dot.contains(#""ServiceD" [label="ServiceD\nmissing", color=red, style=dashed];"#))
        #expect(dot.contains(#""Stage" -> "Announcer";"#))
        #expect(dot.contains(#""ServiceA" -> "ServiceD";"#))
    }

    @Test("a trace lists each step with its depth, outcome and time")
    func trace() async throws {
        let first = await container.trace(.stage)
        #expect(first.error == nil)
        #expect(first.steps.map(\.key) == [.stage, .announcer, .greeter])
        #expect(first.steps.map(\.depth) == [0, 1, 2])
        #expect(first.steps.map(\.outcome) == [.created, .created, .created])
        #expect(first.steps[2].target == ServiceKey((any Greeter).self, name: "en"))
        #expect(first.steps.allSatisfy { $0.duration >= .zero })
        #expect(first.steps[0].duration >= first.steps[1].duration, "a step's time includes its dependencies")

        let second = await container.trace(.stage)
        #expect(second.steps.map(\.outcome) == [.created, .cached])
        let lines = second.description.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("Stage (transient, Stage) created in "))
        #expect(lines[1].hasPrefix("  Announcer (singleton, Announcer) cached in "))
    }

    @Test("a trace indents the dependencies of a bound key one level below it")
    func traceThroughBinding() async {
        var registry = Registry()
        registry.register(ServiceA.self, lifetime: .transient, dependsOn: [.greeter]) { r in
            _ = try await r.resolve((any Greeter).self)
            return ServiceA()
        }
        registry.register((any Greeter).self, name: "en", dependsOn: [.c]) { r in
            _ = try await r.resolve(ServiceC.self)
            return EnglishGreeter()
        }
        registry.bind((any Greeter).self, to: "en")
        registry.register(ServiceC.self) { _ in ServiceC() }
        let trace = await Container(registry).trace(.a)
        #expect(trace.steps.map(\.key) == [.a, .greeter, .c])
        #expect(trace.steps.map(\.depth) == [0, 1, 2])
        let lines: [Substring] = trace.description.split(separator: "\n" as Character)
        let indents: [Int] = lines.map { (line: Substring) -> Int in line.prefix(while: { $0 == " " }).count }
        #expect(indents == [0, 2, 4])
        #expect(trace.description.contains("Greeter => en (singleton, EnglishGreeter) created in "))
    }

    @Test("a failed trace keeps its steps and the error")
    func failedTrace() async {
        var registry = Registry()
        registry.register(ServiceA.self, lifetime: .transient, dependsOn: [.b]) { r in _ = try await r.resolve(ServiceB.self); return ServiceA() }
        registry.register(ServiceB.self, lifetime: .transient) { _ in throw Boom() }
        let trace = await Container(registry).trace(.a)
        #expect(trace.steps.map(\.key) == [.a, .b])
        guard case .failed = trace.steps[1].outcome else {
            Issue.record("expected a failed step, got \(trace.steps[1].outcome)")
            return
        }
        guard case .factoryFailed(let key, _, _)? = trace.error else {
            Issue.record("expected factoryFailed, got \(String(describing: trace.error))")
            return
        }
        #expect(key == .b)
        #expect(trace.description.hasSuffix("error: building ServiceB failed (resolving ServiceA -> ServiceB): the database is locked"))
    }

    @Test("durations print as µs, ms or s")
    func durationFormat() {
        #expect(ResolutionTrace.format(.microseconds(12)) == "12µs")
        #expect(ResolutionTrace.format(.microseconds(3_400)) == "3.4ms")
        #expect(ResolutionTrace.format(.milliseconds(1_200)) == "1.2s")
    }
}

/// A protocol with a primary associated type, for the key names of constrained existentials.
protocol Shelf<Item>: Sendable {
    associatedtype Item
}

struct KeyNameTests {
    @Test("a constrained existential is named by its primary associated types")
    func constrainedExistentialName() {
        #expect(ServiceKey((any Shelf<Int>).self).description == "Shelf<Int>")
        #expect(ServiceKey((any Shelf<String>).self, name: "books").description == "Shelf<String>[books]")
    }
}
