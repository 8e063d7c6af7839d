import DI
import Testing

@Suite("Single-flight singletons")
struct ConcurrencyTests {
    @Test("a singleton's factory runs exactly once under 1,000 concurrent resolves")
    func singleFlightUnderLoad() async throws {
        let callers = 1_000
        let runs = Counter()
        let everyoneAsked = Countdown(callers)
        var registry = Registry()
        registry.register(Weather.self, lifetime: .singleton) { _ in
            runs.increment()
            // Hold the build open until every caller has started, so their requests overlap.
            await everyoneAsked.gate.wait()
            return Weather()
        }
        let container = Container(registry)

        let instances = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<callers {
                group.addTask {
                    everyoneAsked.arrive()
                    return ObjectIdentifier(try await container.resolve(Weather.self))
                }
            }
            var seen: [ObjectIdentifier] = []
            for try await id in group { seen.append(id) }
            return seen
        }

        #expect(runs.count == 1)
        #expect(instances.count == callers)
        #expect(Set(instances).count == 1, "every caller got the same instance")
        let live = try #require(container.liveInstances().first)
        #expect(live.resolveCount == callers, "callers that waited on the build are counted")
    }

    @Test("concurrent resolves of a singleton's dependents share its one build")
    func singleFlightThroughDependents() async throws {
        let runs = Counter()
        let gate = Countdown(200)
        var registry = Registry()
        registry.register((any Greeter).self) { _ in
            runs.increment()
            await gate.gate.wait()
            return EnglishGreeter()
        }
        registry.register(Announcer.self, lifetime: .transient, dependsOn: [.greeter]) { r in
            Announcer(greeter: try await r.resolve((any Greeter).self))
        }
        let container = Container(registry)
        let greeters = try await withThrowingTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    gate.arrive()
                    return ObjectIdentifier(try await container.resolve(Announcer.self).greeter as AnyObject)
                }
            }
            return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(runs.count == 1)
        #expect(greeters.count == 1)
    }

    @Test("a failed build is shared by its waiters and not cached")
    func failedFlightIsShared() async throws {
        let runs = Counter()
        let gate = Countdown(50)
        var registry = Registry()
        registry.register(Weather.self) { _ in
            let run = runs.increment()
            if run == 1 {
                await gate.gate.wait()
                throw Boom()
            }
            return Weather()
        }
        let container = Container(registry)
        let failures = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    gate.arrive()
                    do { _ = try await container.resolve(Weather.self); return false } catch { return true }
                }
            }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        // Callers that arrived after the failure may have started (and won) a second build.
        #expect(failures >= 1)
        #expect(runs.count <= 2)
        _ = try await container.resolve(Weather.self)
        #expect(container.liveInstances().count == 1)
    }
}
