// Measures the DI container against Swinject 2.10.0, in one run:
//   (a) resolve of a cached singleton,
//   (b) resolve of a transient three levels deep (A -> B -> C, all transient),
//   (c) building plus validating a container of 200 registrations.
//
// Run: swift run -c release --package-path Benchmarks DIBenchmarks
// Each figure is the median ns/op over several rounds, after a warm-up round.

import DI
import Swinject
#if canImport(Glibc)
import Glibc
#endif

// MARK: - The services under test

protocol Greeter: AnyObject, Sendable { func greet() -> String }
final class EnglishGreeter: Greeter { func greet() -> String { "hello" } }

final class LeafC: Sendable {}
final class MiddleB: Sendable { let c: LeafC; init(c: LeafC) { self.c = c } }
final class TopA: Sendable { let b: MiddleB; init(b: MiddleB) { self.b = b } }

/// One of the 200 services of the large container; each depends on up to two earlier ones.
final class Node: Sendable {
    let inputs: [Node]
    init(inputs: [Node]) { self.inputs = inputs }
}

let nodeCount = 200
/// Node names and each node's inputs, computed once so that (c) measures containers only.
let nodeNames = (0..<nodeCount).map { "n\($0)" }
let nodeInputs: [[String]] = (0..<nodeCount).map { index in
    [index / 2, index - 1].filter { $0 >= 0 && $0 < index }.uniqued().map { nodeNames[$0] }
}
let nodeInputKeys: [[ServiceKey]] = nodeInputs.map { $0.map { ServiceKey(Node.self, name: $0) } }

extension Array where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

// MARK: - Measurement

/// Keeps results alive so the optimiser cannot drop the work.
nonisolated(unsafe) var sink = 0
func consume(_ object: AnyObject) { sink &+= Int(bitPattern: ObjectIdentifier(object)) & 1 }

struct Figure {
    let name: String
    let nanosPerOp: Double
}

/// One side of a comparison: a name and the operation to time.
struct Contender {
    let name: String
    /// Runs on the executor of whoever measures it (no hop per call).
    let body: nonisolated(nonsending) () async throws -> Void
    init(_ name: String, _ body: nonisolated(nonsending) @escaping () async throws -> Void) {
        self.name = name
        self.body = body
    }
}

/// Median ns/op of each contender over `rounds` rounds. Each contender's warm-up doubles its
/// iteration count until a round takes at least `roundTime`. The rounds are interleaved
/// (A, B, C, A, B, C, ...) so that a change of load on the machine hits every side alike.
nonisolated(nonsending)
func measure(_ contenders: [Contender], rounds: Int = 11, roundTime: Duration = .milliseconds(25)) async throws -> [Figure] {
    let clock = ContinuousClock()
    let active = contenders.filter { !oursOnly || $0.name.hasPrefix("ours") }
    var iterations: [Int] = []
    for contender in active {
        var count = 1
        while true {
            let start = clock.now
            for _ in 0..<count { try await contender.body() }
            if clock.now - start >= roundTime { break }
            count *= 2
        }
        iterations.append(count)
    }
    var samples = [[Double]](repeating: [], count: active.count)
    for _ in 0..<rounds {
        for (index, contender) in active.enumerated() {
            let start = clock.now
            for _ in 0..<iterations[index] { try await contender.body() }
            let (seconds, attoseconds) = (clock.now - start).components
            let nanos = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
            samples[index].append(nanos / Double(iterations[index]))
        }
    }
    return contenders.map { contender in
        guard let index = active.firstIndex(where: { $0.name == contender.name }) else {
            return Figure(name: contender.name, nanosPerOp: .nan)
        }
        let sorted = samples[index].sorted()
        return Figure(name: contender.name, nanosPerOp: sorted[sorted.count / 2])
    }
}

func format(_ nanos: Double) -> String {
    if nanos >= 100_000 { return "\((nanos / 100).rounded() / 10) µs" }
    if nanos >= 100 { return "\(Int(nanos.rounded())) ns" }
    return "\((nanos * 10).rounded() / 10) ns"
}

/// Prints a line at once, even when stdout is a pipe.
func say(_ line: String) {
    print(line)
    fflush(nil)
}

func report(_ ours: Figure, against theirs: [Figure]) {
    say("  \(ours.name.padding(36)) \(format(ours.nanosPerOp).leftPadding(12))")
    for figure in theirs {
        let ratio = figure.nanosPerOp / ours.nanosPerOp
        let ratioText = "\((ratio * 100).rounded() / 100)x"
        say("  \(figure.name.padding(36)) \(format(figure.nanosPerOp).leftPadding(12))   ours is \(ratioText) as fast")
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
    func leftPadding(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

// MARK: - Containers

func ourSingletonContainer() -> DI.Container {
    var registry = Registry()
    registry.register(Greeter.self, lifetime: .singleton) { _ in EnglishGreeter() }
    return DI.Container(registry)
}

func ourTransientContainer() -> DI.Container {
    var registry = Registry()
    registry.register(LeafC.self, lifetime: .transient) { _ in LeafC() }
    registry.register(MiddleB.self, lifetime: .transient, dependsOn: [ServiceKey(LeafC.self)]) { r in
        MiddleB(c: try await r.resolve(LeafC.self))
    }
    registry.register(TopA.self, lifetime: .transient, dependsOn: [ServiceKey(MiddleB.self)]) { r in
        TopA(b: try await r.resolve(MiddleB.self))
    }
    return DI.Container(registry)
}

func ourLargeContainer() -> DI.Container {
    var registry = Registry()
    for index in 0..<nodeCount {
        let inputs = nodeInputs[index]
        registry.register(Node.self, name: nodeNames[index], lifetime: .singleton, dependsOn: nodeInputKeys[index]) { r in
            var nodes: [Node] = []
            for input in inputs { nodes.append(try await r.resolve(Node.self, name: input)) }
            return Node(inputs: nodes)
        }
    }
    return DI.Container(registry)
}

func required<T>(_ value: T?) -> T {
    guard let value else { fatalError("Swinject could not resolve \(T.self)") }
    return value
}

func swinjectSingletonContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(Greeter.self) { _ in EnglishGreeter() }.inObjectScope(.container)
    return container
}

func swinjectTransientContainer() -> Swinject.Container {
    let container = Swinject.Container()
    container.register(LeafC.self) { _ in LeafC() }.inObjectScope(.transient)
    container.register(MiddleB.self) { r in MiddleB(c: required(r.resolve(LeafC.self))) }.inObjectScope(.transient)
    container.register(TopA.self) { r in TopA(b: required(r.resolve(MiddleB.self))) }.inObjectScope(.transient)
    return container
}

func swinjectLargeContainer() -> Swinject.Container {
    let container = Swinject.Container()
    for index in 0..<nodeCount {
        let inputs = nodeInputs[index]
        container.register(Node.self, name: nodeNames[index]) { r in
            Node(inputs: inputs.map { required(r.resolve(Node.self, name: $0)) })
        }.inObjectScope(.container)
    }
    return container
}

// MARK: - Run


/// Everything runs in one nonisolated function: top-level code is on the main actor, and
/// calling the async container from there would measure two executor hops per resolve.
nonisolated func runBenchmarks(only: String?) async throws {
    func runs(_ section: String) -> Bool { only == nil || only == section }
    say("DI container vs Swinject 2.10.0 (median ns/op; ratio = Swinject time / ours)")


    // (a) cached singleton
    if runs("singleton") {
        let ours = ourSingletonContainer()
        let theirs = swinjectSingletonContainer()
        let theirsSynchronized = theirs.synchronize()
        _ = try await ours.resolve(Greeter.self)
        let figures = try await measure([
            Contender("ours") { consume(try await ours.resolve(Greeter.self)) },
            Contender("Swinject") { consume(required(theirs.resolve(Greeter.self))) },
            Contender("Swinject (synchronize())") { consume(required(theirsSynchronized.resolve(Greeter.self))) },
        ])
        say("(a) resolve of a cached singleton")
        report(figures[0], against: Array(figures.dropFirst()))
    }

    // (b) transient three levels deep
    if runs("transient") {
        let ours = ourTransientContainer()
        let theirs = swinjectTransientContainer()
        let theirsSynchronized = theirs.synchronize()
        let figures = try await measure([
            Contender("ours") { consume(try await ours.resolve(TopA.self)) },
            Contender("Swinject") { consume(required(theirs.resolve(TopA.self))) },
            Contender("Swinject (synchronize())") { consume(required(theirsSynchronized.resolve(TopA.self))) },
        ])
        say("(b) resolve of a transient three levels deep (A -> B -> C)")
        report(figures[0], against: Array(figures.dropFirst()))
    }

    // (c) 200 registrations: build + validate
    if runs("large") {
        let figures = try await measure([
            Contender("ours: build + validate()") {
                let container = ourLargeContainer()
                let issues = container.validate()
                if !issues.isEmpty { fatalError("unexpected issues: \(issues)") }
                consume(container)
            },
            Contender("Swinject: build only") { consume(swinjectLargeContainer()) },
            // Swinject cannot validate: the nearest it has is to resolve everything, which runs
            // every factory (and so needs every real dependency to be constructible).
            Contender("Swinject: build + resolve all 200") {
                let container = swinjectLargeContainer()
                for name in nodeNames { consume(required(container.resolve(Node.self, name: name))) }
                consume(container)
            },
            Contender("ours: build only") { consume(ourLargeContainer()) },
        ])
        say("(c) a container of 200 registrations")
        report(figures[0], against: Array(figures.dropFirst().prefix(2)))
        say("  \(figures[3].name.padding(36)) \(format(figures[3].nanosPerOp).leftPadding(12))")
    }
}

/// (a') the cached singleton again, asked from the main actor: our `resolve` runs on the
/// caller's executor, so a cache hit costs no executor hop there either.
@MainActor
func runMainActorSingleton() async throws {
    let ours = ourSingletonContainer()
    let theirs = swinjectSingletonContainer()
    _ = try await ours.resolve(Greeter.self)
    let figures = try await measure([
        Contender("ours") { consume(try await ours.resolve(Greeter.self)) },
        Contender("Swinject") { consume(required(theirs.resolve(Greeter.self))) },
    ])
    say("(a') resolve of a cached singleton, from the main actor")
    report(figures[0], against: Array(figures.dropFirst()))
}

/// `DIBenchmarks [singleton|transient|large|main] [ours]` runs one section, and with `ours` only
/// our side of it (for profiling); no argument runs everything.
let oursOnly = CommandLine.arguments.dropFirst(2).first == "ours"
let section = CommandLine.arguments.dropFirst().first
try await runBenchmarks(only: section)
if section == nil || section == "main" { try await runMainActorSingleton() }
if sink == 42 { print("") }
