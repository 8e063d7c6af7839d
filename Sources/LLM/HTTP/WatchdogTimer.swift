import Dispatch

/// A repeating timer on a Dispatch queue. Timeouts run on it rather than on a task, so
/// they fire on time even when every thread of the cooperative pool is busy.
final class WatchdogTimer: @unchecked Sendable {
    // Dispatch sources are thread-safe but not marked Sendable; this one is configured in
    // `init` and only cancelled afterwards.
    private let timer: any DispatchSourceTimer

    /// Calls `tick` every `interval` until it returns false or the timer is cancelled.
    init(every interval: Duration, _ tick: @escaping @Sendable () -> Bool) {
        let milliseconds = max(1, Int(interval.components.seconds * 1000 + interval.components.attoseconds / 1_000_000_000_000_000))
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(milliseconds), repeating: .milliseconds(milliseconds),
                       leeway: .milliseconds(5))
        let timer = self.timer
        timer.setEventHandler {
            if !tick() { timer.cancel() }
        }
        timer.resume()
    }

    func cancel() { timer.cancel() }

    deinit { timer.cancel() }
}
