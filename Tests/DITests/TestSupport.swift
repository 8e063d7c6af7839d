import DI
import Testing
import Synchronization

// Test doubles and small concurrency helpers shared by the DI tests.

/// Counts events (factory runs, shutdowns) from any task.
final class Counter: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    @discardableResult
    func increment() -> Int { value.withLock { $0 += 1; return $0 } }
}

/// An ordered log of events, for asserting the order of start and shutdown calls.
final class EventLog: Sendable {
    private let entries = Mutex<[String]>([])
    var events: [String] { entries.withLock { $0 } }
    func record(_ event: String) { entries.withLock { $0.append(event) } }
}

/// A one-shot signal: `wait()` suspends until `open()` is called (or returns at once after).
final class Gate: Sendable {
    private struct State {
        var isOpen = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }
    private let state = Mutex(State())

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state -> Bool in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.isOpen = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}

/// Opens its gate once `target` arrivals have been counted.
final class Countdown: Sendable {
    let gate = Gate()
    private let remaining: Mutex<Int>
    init(_ target: Int) { remaining = Mutex(target) }
    func arrive() {
        let done = remaining.withLock { $0 -= 1; return $0 == 0 }
        if done { gate.open() }
    }
}

// MARK: - Services

protocol Greeter: Sendable { var greeting: String { get } }

final class EnglishGreeter: Greeter {
    let greeting = "hello"
}

final class FrenchGreeter: Greeter {
    let greeting = "bonjour"
}

/// Depends on a greeter; used to check what a dependent sees after a swap.
final class Announcer: Sendable {
    let greeter: any Greeter
    init(greeter: any Greeter) { self.greeter = greeter }
    var announcement: String { "\(greeter.greeting), world" }
}

/// Depends on the announcer: a transitive dependent of the greeter.
final class Stage: Sendable {
    let announcer: Announcer
    init(announcer: Announcer) { self.announcer = announcer }
}

/// Depends on nothing that is swapped.
final class Weather: Sendable {}

/// A service that logs its start and shutdown under a label.
final class Tracked: Startable, Shutdownable, Sendable {
    let label: String
    let log: EventLog
    init(_ label: String, log: EventLog) {
        self.label = label
        self.log = log
    }
    func start() async throws { log.record("start \(label)") }
    func shutdown() async { log.record("shutdown \(label)") }
}

/// A service with a fixed health answer.
final class Probe: HealthCheckable, Sendable {
    let status: HealthStatus
    init(_ status: HealthStatus) { self.status = status }
    func healthCheck() async -> HealthStatus { status }
}

/// A health check that answers only once `release` is opened.
final class StuckProbe: HealthCheckable, Sendable {
    let release = Gate()
    let finished = Gate()
    func healthCheck() async -> HealthStatus {
        await release.wait()
        finished.open()
        return .healthy("late")
    }
}

struct Boom: Error, CustomStringConvertible {
    var description: String { "the database is locked" }
}

/// Types for the A -> B -> C chains of the error and graph tests.
final class ServiceA: Sendable {}
final class ServiceB: Sendable {}
final class ServiceC: Sendable {}
final class ServiceD: Sendable {}

extension ServiceKey {
    static let a = ServiceKey(ServiceA.self)
    static let b = ServiceKey(ServiceB.self)
    static let c = ServiceKey(ServiceC.self)
    static let d = ServiceKey(ServiceD.self)
    static let greeter = ServiceKey((any Greeter).self)
    static let announcer = ServiceKey(Announcer.self)
    static let stage = ServiceKey(Stage.self)
}

/// Runs `body` and returns the `ResolutionError` it throws, or records a failure.
func resolutionError(
    _ body: () async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
) async -> ResolutionError? {
    do {
        try await body()
    } catch let error as ResolutionError {
        return error
    } catch {
        Issue.record("expected a ResolutionError, got \(error)", sourceLocation: sourceLocation)
        return nil
    }
    Issue.record("expected a ResolutionError, nothing was thrown", sourceLocation: sourceLocation)
    return nil
}
