/// How a provider has been doing in this session, for `:providers`.
public struct ProviderCooldown: Sendable, Hashable {
    /// The provider id.
    public var provider: String
    /// Failures in a row since its last success (429, 5xx, overloaded, timeouts, broken connections).
    public var consecutiveFailures: Int
    /// When it comes back, if it is cooling down now.
    public var coolingUntil: ContinuousClock.Instant?
    /// How long until it comes back, if it is cooling down now.
    public var backIn: Duration?

    /// A health record.
    public init(provider: String, consecutiveFailures: Int, coolingUntil: ContinuousClock.Instant?, backIn: Duration?) {
        self.provider = provider
        self.consecutiveFailures = consecutiveFailures
        self.coolingUntil = coolingUntil
        self.backIn = backIn
    }

    /// `healthy`, `failing (2 in a row)` or `cooling down, back in 42 s (14:03:12)`.
    public var summary: String {
        if let backIn { return "cooling down, back in \(DurationText.spoken(backIn)) (\(DurationText.clockTime(after: backIn)))" }
        if consecutiveFailures > 0 { return "failing (\(consecutiveFailures) in a row)" }
        return "healthy"
    }
}
