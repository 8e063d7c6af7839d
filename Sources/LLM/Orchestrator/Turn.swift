import Synchronization

/// One running user turn: its events, and how it ended.
///
/// Consume ``events`` with `for try await`. The stream yields text, tool calls, notices and
/// usage, then ends with `.finished` or `.interrupted`, or throws a ``TurnError`` when no
/// provider could start a reply. Cancelling the consuming task (Ctrl-C) ends the stream at
/// once and stops the provider; ``outcome()`` then reports `.interrupted` with reason
/// `.cancelledByUser` and the partial reply, so the caller can store it as interrupted.
public struct Turn: Sendable {
    /// The turn's events.
    public let events: AsyncThrowingStream<TurnEvent, any Error>
    let box: OutcomeBox

    /// How the turn ended; waits until it has. Safe to call from a cancelled task.
    public func outcome() async -> TurnOutcome {
        await box.value()
    }
}

/// The turn's outcome, settled once by whoever ends the turn first (the runner, or the
/// consumer going away).
final class OutcomeBox: Sendable {
    private struct State {
        var outcome: TurnOutcome?
        var waiters: [CheckedContinuation<TurnOutcome, Never>] = []
    }

    private let state = Mutex(State())

    /// Sets the outcome if none is set yet; returns whether this call set it.
    @discardableResult
    func settle(_ outcome: TurnOutcome) -> Bool {
        let waiters: [CheckedContinuation<TurnOutcome, Never>]? = state.withLock { state in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            let waiting = state.waiters
            state.waiters = []
            return waiting
        }
        guard let waiters else { return false }
        for waiter in waiters { waiter.resume(returning: outcome) }
        return true
    }

    var current: TurnOutcome? {
        state.withLock { $0.outcome }
    }

    func value() async -> TurnOutcome {
        await withCheckedContinuation { (continuation: CheckedContinuation<TurnOutcome, Never>) in
            let ready: TurnOutcome? = state.withLock { state in
                if let outcome = state.outcome { return outcome }
                state.waiters.append(continuation)
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
