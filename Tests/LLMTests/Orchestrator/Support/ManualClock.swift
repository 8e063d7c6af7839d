import LLM
import Synchronization

/// Virtual time for orchestrator tests: backoff sleeps advance it at once (and are recorded);
/// deadline waits return when it reaches their instant (a test or a provider advances it).
final class ManualClock: TurnClock {
    private struct Waiter {
        var instant: ContinuousClock.Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = ContinuousClock.now
        var sleeps: [Duration] = []
        var waiters: [Int: Waiter] = [:]
        var cancelled: Set<Int> = []
        var nextID = 0
    }

    private let state = Mutex(State())

    /// The backoff sleeps asked for, in order.
    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func now() -> ContinuousClock.Instant { state.withLock { $0.now } }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock { $0.sleeps.append(duration) }
        advance(by: duration)
    }

    func sleep(until deadline: ContinuousClock.Instant) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let ready: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.contains(id) { return .failure(CancellationError()) }
                    if state.now >= deadline { return .success(()) }
                    state.waiters[id] = Waiter(instant: deadline, continuation: continuation)
                    return nil
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                if let waiter = state.waiters.removeValue(forKey: id) { return waiter }
                state.cancelled.insert(id)
                return nil
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward, waking the deadline waits that are due.
    func advance(by duration: Duration) {
        let due = state.withLock { state -> [Waiter] in
            state.now += duration
            let now = state.now
            let ready = state.waiters.filter { $0.value.instant <= now }
            for key in ready.keys { state.waiters.removeValue(forKey: key) }
            return Array(ready.values)
        }
        for waiter in due { waiter.continuation.resume() }
    }
}
