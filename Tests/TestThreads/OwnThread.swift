import Foundation
import Synchronization
import Testing

/// Runs each test case on a thread of its own instead of the shared pool of tasks, for tests
/// that compute for a long time (property tests, generators over many inputs, key derivation).
///
/// On Linux every task of the test process (and every default-priority Dispatch work item)
/// runs on one pool as wide as the machine has cores: two on the CI machine. A synchronous
/// test body holds a pool thread until it returns, so two long ones at once stopped every
/// other test in the process for tens of seconds, and the loopback-HTTP tests' timeouts
/// (measured by the wall clock) struck before their requests could even be sent. On its own
/// thread such a test shares the cores with the pool, as the kernel shares them, and the pool
/// keeps running. Such tests take at most half the cores at once (one on two cores), leaving
/// the rest to the pool and to the processes tests start; the others wait without a thread.
///
/// What the test starts with `Task {}` does not follow it to its thread (an unstructured task
/// has no executor preference); its child tasks (`async let`, task groups) do.
public struct OwnThreadTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Tests running on their own threads now: at most half the cores.
    static let gate = Gate(width: max(1, ProcessInfo.processInfo.activeProcessorCount / 2))

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        await Self.gate.enter()
        defer { Self.gate.leave() }
        let executor = ThreadExecutor()
        defer { executor.stop() }
        try await withTaskExecutorPreference(executor) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Each test case runs on a thread of its own, not on the shared pool (``OwnThreadTrait``).
    public static var ownThread: Self { Self() }
}

/// Lets at most `width` holders in at once; the others wait, in order, without a thread.
final class Gate: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(width: Int) {
        state = Mutex(State(free: width))
    }

    func enter() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let entered = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(waiter)
                    return false
                }
                state.free -= 1
                return true
            }
            if entered { waiter.resume() }
        }
    }

    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
