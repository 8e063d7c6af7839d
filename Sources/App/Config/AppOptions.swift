/// What the command line and the environment asked for, after parsing.
public struct AppOptions: Sendable, Equatable {
    public var home: String?
    public var color: Bool
    /// Echo each input line after the prompt when stdin is not a terminal (transcripts).
    public var echo: Bool
    public var provider: String?
    public var model: String?
    public var fallback: String?
    public var baseURL: String?
    public var script: String?
    /// `--log-level` (else `AIRFIT_LOG`): the level of `airfit.log`, as typed; nil: no log.
    public var logLevel: String?
    public var environment: [String: String]

    public init(home: String? = nil, color: Bool = true, echo: Bool = false, provider: String? = nil,
                model: String? = nil, fallback: String? = nil, baseURL: String? = nil, script: String? = nil,
                logLevel: String? = nil, environment: [String: String]) {
        self.home = home
        self.color = color
        self.echo = echo
        self.provider = provider
        self.model = model
        self.fallback = fallback
        self.baseURL = baseURL
        self.script = script
        self.logLevel = logLevel ?? environment["AIRFIT_LOG"]
        self.environment = environment
    }

    /// The folders these options point at.
    public var paths: AppPaths { AppPaths.resolve(home: home, environment: environment) }
}
