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

extension Duration {
    /// The duration in seconds, as a Double.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }

    /// Short human text: `0.4 s`, `2.1 s`, `42 s`, `3 min`.
    var spoken: String {
        let value = seconds
        if value < 10 {
            let tenths = (value * 10).rounded(.up) / 10
            return "\(tenths.formatted1) s"
        }
        if value < 120 { return "\(Int(value.rounded(.up))) s" }
        return "\(Int((value / 60).rounded(.up))) min"
    }
}

extension Double {
    /// One decimal, without Foundation formatting (`2.1`, `0.0`).
    var formatted1: String {
        let tenths = Int((self * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
