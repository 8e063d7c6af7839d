import DI
import Testing

/// A turn's record, depending on its conversation's.
final class TurnNote: Sendable {
    let conversation: Tracked
    let opening: String
    init(conversation: Tracked, opening: String) {
        self.conversation = conversation
        self.opening = opening
    }
}

@Suite("Tagged and nested scopes, seeds and owned instances")
struct NestedScopeTests {
    /// `Tracked` lives in a conversation; `TurnNote` in a turn, whose seed is a `String`.
    static func registry(log: EventLog) -> Registry {
        var registry = Registry()
        registry.nest("turn", in: "conversation")
        registry.register(Tracked.self, lifetime: .scoped, scope: "conversation", using: { Tracked("conversation", log: log) })
        registry.register(String.self, lifetime: .scoped, scope: "turn", using: { "no seed" })
        registry.register(TurnNote.self, lifetime: .scoped, scope: "turn", using: TurnNote.init(conversation:opening:))
        return registry
    }

    @Test("a tagged service lives in the nearest scope with its tag, seen from an inner scope")
    func nearestTaggedScope() async throws {
        let container = Container(Self.registry(log: EventLog()))
        let conversation = container.makeScope(tag: "conversation")
        let first = conversation.makeScope(tag: "turn", seeds: [Seed("hi")])
        let second = conversation.makeScope(tag: "turn", seeds: [Seed("again")])
        let a = try await first.resolve(TurnNote.self)
        let b = try await second.resolve(TurnNote.self)
        #expect(a !== b)
        #expect(a.conversation === b.conversation, "the conversation's instance is shared by its turns")
        #expect((a.opening, b.opening) == ("hi", "again"))
        #expect(conversation.liveInstances().map(\.key) == [ServiceKey(Tracked.self)])
        #expect(conversation.name == "conversation #1")
        #expect(second.name == "turn #2")
        #expect(first.lineage.map(\.name) == ["turn #1", "conversation #1"])
    }

    @Test("a tagged service where no scope has its tag is a one-line error")
    func noScope() async throws {
        let container = Container(Self.registry(log: EventLog()))
        let conversation = container.makeScope(tag: "conversation")
        let error = await resolutionError { _ = try await conversation.resolve(TurnNote.self) }
        #expect(error?.description == "TurnNote lives in a 'turn' scope, and none is open here")
    }

    @Test("a seed stands for its registration; without it the factory runs")
    func seeds() async throws {
        let container = Container(Self.registry(log: EventLog()))
        let conversation = container.makeScope(tag: "conversation")
        let seeded = conversation.makeScope(tag: "turn", seeds: [Seed("hello")])
        #expect(try await seeded.resolve(String.self) == "hello")
        #expect(seeded.liveInstances().first?.seeded == true)
        #expect(try await conversation.makeScope(tag: "turn").resolve(String.self) == "no seed")
    }

    @Test("ending a scope ends its children first, then shuts its own instances down")
    func endingNests() async throws {
        let log = EventLog()
        var registry = Self.registry(log: log)
        registry.register(Tracked.self, name: "turn", lifetime: .scoped, scope: "turn", using: { Tracked("turn", log: log) })
        let container = Container(registry)
        let conversation = container.makeScope(tag: "conversation")
        let turn = conversation.makeScope(tag: "turn")
        _ = try await conversation.resolve(Tracked.self)
        _ = try await turn.resolve(Tracked.self, name: "turn")
        await conversation.end()
        #expect(log.events.filter { $0.hasPrefix("shutdown") } == ["shutdown turn", "shutdown conversation"])
        let error = await resolutionError { _ = try await turn.resolve(Tracked.self, name: "turn") }
        guard case .scopeEnded? = error else { Issue.record("expected scopeEnded, got \(String(describing: error))"); return }
    }

    @Test("an outer scope's service declaring an inner scope's is captive")
    func captiveScope() {
        var registry = Self.registry(log: EventLog())
        registry.register(Announcer.self, lifetime: .scoped, scope: "conversation") { (note: TurnNote) in
            Announcer(greeter: EnglishGreeter())
        }
        let issues = Container(registry).validate().map(\.description)
        #expect(issues == ["captive: Announcer, one per conversation, depends on TurnNote, one per turn"])
    }

    @Test("Owned opens a child scope per instance, tagged as the service's, and ends it")
    func owned() async throws {
        let log = EventLog()
        var registry = Self.registry(log: log)
        registry.register(Tracked.self, name: "turn", lifetime: .scoped, scope: "turn", using: { Tracked("turn", log: log) })
        registry.register(Stage.self, lifetime: .scoped, scope: "conversation") { (turns: Owned<TurnNote>) in
            Stage(announcer: Announcer(greeter: EnglishGreeter()))
        }
        registry.register(Owned<TurnNote>.self, lifetime: .scoped, scope: "conversation") { (turns: Owned<TurnNote>) in turns }
        let container = Container(registry)
        #expect(container.validate().isEmpty, "an owned edge is not captive")
        let conversation = container.makeScope(tag: "conversation")
        let turns = try await conversation.resolve(Owned<TurnNote>.self)
        let first = try await turns.open(seeds: [Seed("one")])
        let second = try await turns.open(seeds: [Seed("two")])
        #expect(first.value.opening == "one")
        #expect(second.value.opening == "two")
        #expect(first.scope.tag == "turn")
        #expect(first.scope.parent === conversation)
        #expect(first.value.conversation === second.value.conversation)
        await first.end()
        #expect(first.scope.liveCount == 0)
        #expect(second.scope.liveCount > 0)
    }

    @Test("a swap evicts a stale instance in a nested scope")
    func swapReachesNestedScopes() async throws {
        var registry = Registry()
        registry.register((any Greeter).self, name: "en", using: { EnglishGreeter() })
        registry.register((any Greeter).self, name: "fr", using: { FrenchGreeter() })
        registry.bind((any Greeter).self, to: "en")
        registry.register(Announcer.self, lifetime: .scoped, scope: "turn", using: Announcer.init(greeter:))
        let container = Container(registry)
        let turn = container.makeScope(tag: "conversation").makeScope(tag: "turn")
        let before = try await turn.resolve(Announcer.self)
        try await container.swap(.greeter, to: "fr")
        let after = try await turn.resolve(Announcer.self)
        #expect(before !== after)
        #expect(after.announcement == "bonjour, world")
    }

    @Test("a trace runs in the scope it is given")
    func traceInScope() async throws {
        let container = Container(Self.registry(log: EventLog()))
        let conversation = container.makeScope(tag: "conversation")
        let trace = await container.trace(ServiceKey(Tracked.self), in: conversation)
        #expect(trace.error == nil)
        #expect(trace.steps.map(\.outcome) == [.created])
    }
}
