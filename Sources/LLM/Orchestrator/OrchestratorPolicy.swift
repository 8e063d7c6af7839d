/// The limits and timings the orchestrator works with. The defaults suit an interactive chat.
public struct OrchestratorPolicy: Sendable, Hashable {
    /// Attempts per user turn, shared by retries and fallbacks (retries never multiply across
    /// fallbacks). A retry is only made if every choice not yet tried still has an attempt left.
    public var attemptBudget: Int
    /// Attempts of one choice within a turn (the first try plus retries).
    public var maxAttemptsPerChoice: Int
    /// Attempts of one choice when it times out: a provider that was slow once is likely slow
    /// again, so by default a timeout falls back at once instead of waiting out another timeout.
    public var maxAttemptsOnTimeout: Int
    /// Time allowed per user turn until the first token is shown, shared by retries and
    /// fallbacks. Once tokens flow, the providers' idle timeouts take over.
    public var deadline: Duration
    /// The first backoff step; step `n` is `base * 2^n`, capped at `backoffCap`, with full jitter.
    public var backoffBase: Duration
    /// The largest backoff step.
    public var backoffCap: Duration
    /// A provider asking to wait longer than this (`retry-after`) is not waited for: the
    /// orchestrator falls back at once and cools the provider down for the time it asked.
    public var maxRetryAfter: Duration
    /// Consecutive failures (429, 5xx, overloaded, timeouts, broken connections) that cool a provider down.
    public var cooldownThreshold: Int
    /// The first cooldown; each further one (a failure after a cooldown, before any success) doubles it.
    public var cooldownBase: Duration
    /// The longest cooldown.
    public var cooldownMax: Duration
    /// On context overflow, the share of the model's context window the trimmed prompt aims for.
    public var trimTarget: Double
    /// The reply's token limit for every request that sets none (`max_tokens` in
    /// `config.json`); nil: the model's `max_tokens` in `data/models.json`, else ``defaultMaxTokens``.
    public var maxTokens: Int?
    /// The reply's token limit when neither the request, ``maxTokens`` nor the model sets one.
    public var defaultMaxTokens: Int

    /// The defaults: 6 attempts, 3 per choice (1 after a timeout), 90 s, backoff 0.5 s doubling to 20 s, cooldown after 3
    /// failures for 60 s doubling to 15 min (or for the time the server asked), replies of at most 1,024 tokens.
    public init(attemptBudget: Int = 6, maxAttemptsPerChoice: Int = 3, maxAttemptsOnTimeout: Int = 1, deadline: Duration = .seconds(90),
                backoffBase: Duration = .milliseconds(500), backoffCap: Duration = .seconds(20),
                maxRetryAfter: Duration = .seconds(30), cooldownThreshold: Int = 3,
                cooldownBase: Duration = .seconds(60), cooldownMax: Duration = .seconds(900),
                trimTarget: Double = 0.75, maxTokens: Int? = nil, defaultMaxTokens: Int = 1024) {
        self.attemptBudget = attemptBudget
        self.maxAttemptsPerChoice = maxAttemptsPerChoice
        self.maxAttemptsOnTimeout = maxAttemptsOnTimeout
        self.deadline = deadline
        self.backoffBase = backoffBase
        self.backoffCap = backoffCap
        self.maxRetryAfter = maxRetryAfter
        self.cooldownThreshold = cooldownThreshold
        self.cooldownBase = cooldownBase
        self.cooldownMax = cooldownMax
        self.trimTarget = trimTarget
        self.maxTokens = maxTokens
        self.defaultMaxTokens = defaultMaxTokens
    }
}
