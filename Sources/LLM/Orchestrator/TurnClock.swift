/// Time as the orchestrator sees it: injectable so tests run on virtual time.
///
/// Two kinds of waiting, which a test clock may treat differently:
/// - ``sleep(for:)``: a backoff before a retry (a test clock advances its time and returns);
/// - ``sleep(until:)``: the deadline watchdog racing a provider's stream (a test clock
///   returns once its time reaches the instant, e.g. when a test or a provider advances it).
public protocol TurnClock: Sendable {
    /// The current instant.
    func now() -> ContinuousClock.Instant
    /// Waits `duration` before a retry. Throws `CancellationError` when the task is cancelled.
    func sleep(for duration: Duration) async throws
    /// Waits until `deadline`. Throws `CancellationError` when the task is cancelled.
    func sleep(until deadline: ContinuousClock.Instant) async throws
}

/// The real clock.
public struct SystemTurnClock: TurnClock {
    /// The continuous clock.
    public init() {}

    /// Now, on the continuous clock.
    public func now() -> ContinuousClock.Instant { ContinuousClock.now }

    /// Sleeps for real.
    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }

    /// Sleeps until the instant, for real.
    public func sleep(until deadline: ContinuousClock.Instant) async throws {
        try await Task.sleep(until: deadline, clock: .continuous)
    }
}
