import Dispatch
import Synchronization

/// The clock of one HTTP call: connect, first-byte and idle timeouts, and the reply's time
/// limit, watched by one Dispatch timer that wakes only when a deadline may have passed.
///
/// The call's work runs in a task that ``onFire(_:)`` learns how to cancel. When a deadline
/// passes, the watchdog records why (``fired``) and cancels that task; the work's catch then
/// reports the recorded error instead of a bare cancellation. Progress (``progress()``) only
/// moves the idle deadline later, so it costs a clock read and a lock, never a new timer.
/// The timer runs on a Dispatch queue, not on a task, so a timeout strikes on time even when
/// every thread of the cooperative pool is busy.
public final class CallWatchdog: Sendable {
    private struct State: ~Copyable {
        /// Phase deadline and its error (connect, first byte).
        var deadline = ContinuousClock.Instant.now + .seconds(365 * 24 * 3600)
        var error: LLMError
        /// Idle watching: the longest silence, and when progress was last seen.
        var idle: Duration?
        var lastProgress = ContinuousClock.Instant.now
        /// The reply's time limit.
        var replyDeadline: ContinuousClock.Instant?
        var replyError: LLMError?
        var timer: (any DispatchSourceTimer)?
        var scheduledFor: ContinuousClock.Instant?
        var fired: LLMError?
        var cancelWork: (@Sendable () -> Void)?
        var stopped = false

        /// The deadline in force and the error it means.
        var current: (ContinuousClock.Instant, LLMError) {
            var next = (idle.map { lastProgress + $0 } ?? deadline, error)
            if let replyDeadline, let replyError, replyDeadline < next.0 { next = (replyDeadline, replyError) }
            return next
        }
    }

    /// The provider the call is for (errors name it).
    public let provider: String
    private let state: Mutex<State>

    /// A watchdog with nothing armed yet.
    public init(provider: String) {
        self.provider = provider
        state = Mutex(State(error: .timeout(provider: provider, phase: .connect)))
    }

    deinit {
        state.withLock { $0.timer?.cancel() }
    }

    /// What cancels the call's work. Called at once if the watchdog already fired.
    public func onFire(_ cancel: @escaping @Sendable () -> Void) {
        let firedAlready = state.withLock { state -> Bool in
            state.cancelWork = cancel
            return state.fired != nil
        }
        if firedAlready { cancel() }
    }

    /// Why the watchdog stopped the call, if it did.
    public var fired: LLMError? { state.withLock { $0.fired } }

    /// Gives `phase` `duration` from now (connect, first byte).
    public func arm(_ phase: TimeoutPhase, within duration: Duration) {
        state.withLock { state in
            guard !state.stopped, state.fired == nil else { return }
            state.idle = nil
            state.deadline = .now + duration
            state.error = .timeout(provider: provider, phase: phase)
            schedule(&state)
        }
    }

    /// From now on, allows at most `idle` between two signs of ``progress()``, and stops the
    /// call at `replyDeadline` with `.replyLimit(limit)`.
    public func watchIdle(_ idle: Duration, replyDeadline: ContinuousClock.Instant?, limit: ReplyLimit) {
        state.withLock { state in
            guard !state.stopped, state.fired == nil else { return }
            state.idle = idle
            state.lastProgress = .now
            state.error = .timeout(provider: provider, phase: .idle)
            state.replyDeadline = replyDeadline
            state.replyError = .replyLimit(provider: provider, limit: limit)
            schedule(&state)
        }
    }

    /// The stream moved on (an event, not a keep-alive).
    public func progress() {
        state.withLock { $0.lastProgress = .now }
    }

    /// Stops watching; nothing fires afterwards.
    public func stop() {
        state.withLock { state in
            state.stopped = true
            state.timer?.cancel()
            state.timer = nil
        }
    }

    /// Sets the timer for the deadline in force, unless it already wakes earlier (a later
    /// deadline is seen when it wakes).
    private func schedule(_ state: inout State) {
        let (deadline, _) = state.current
        if let scheduled = state.scheduledFor, state.timer != nil, scheduled <= deadline { return }
        if state.timer == nil {
            let timer = DispatchSource.makeTimerSource(queue: .global())
            timer.setEventHandler { [weak self] in self?.wake() }
            timer.schedule(deadline: Self.dispatchTime(deadline), leeway: .milliseconds(1))
            timer.resume()
            state.timer = timer
        } else {
            state.timer?.schedule(deadline: Self.dispatchTime(deadline), leeway: .milliseconds(1))
        }
        state.scheduledFor = deadline
    }

    /// The timer went off: fire if the deadline in force has passed, else sleep until it.
    private func wake() {
        let cancel = state.withLock { state -> (@Sendable () -> Void)? in
            guard !state.stopped, state.fired == nil else { return nil }
            let (deadline, error) = state.current
            guard ContinuousClock.now >= deadline else {
                state.scheduledFor = nil
                schedule(&state)
                return nil
            }
            state.fired = error
            state.timer?.cancel()
            state.timer = nil
            return state.cancelWork
        }
        cancel?()
    }

    private static func dispatchTime(_ instant: ContinuousClock.Instant) -> DispatchTime {
        let remaining = instant - .now
        let nanoseconds = max(0, remaining.components.seconds * 1_000_000_000 + remaining.components.attoseconds / 1_000_000_000)
        return .now() + .nanoseconds(Int(min(nanoseconds, Int64(Int.max / 2))))
    }
}
