/// Exponential backoff with full jitter, never shorter than what the provider asked for.
enum Backoff {
    /// The wait before retry number `retry` (0 for the first retry).
    /// - Parameters:
    ///   - retryAfter: the provider's `retry-after` (or `retry-after-ms`, or Gemini's `RetryInfo`).
    ///   - random: a number in `0..<1` (injected, so tests are deterministic).
    static func delay(retry: Int, retryAfter: Duration?, policy: OrchestratorPolicy, random: Double) -> Duration {
        let exponent = min(max(retry, 0), 30)
        let step = min(policy.backoffCap, policy.backoffBase * (1 << exponent))
        let unit = min(max(random, 0), 1)
        let jittered = step * unit
        if let retryAfter, retryAfter > jittered { return retryAfter }
        return jittered
    }
}
