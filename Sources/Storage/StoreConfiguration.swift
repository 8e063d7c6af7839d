/// How ``Store`` opens its database.
public struct StoreConfiguration: Sendable, Hashable {
    /// How long a write waits for another connection's lock before failing with
    /// ``StorageError/busy(path:)``.
    public var busyTimeout: Duration
    /// How often a ``StreamingMessageWriter`` writes the text received so far (at most
    /// once per interval, and once more at the end). A `kill -9` loses at most about this
    /// much of a reply. 200 ms by default.
    public var streamFlushInterval: Duration
    /// Mark messages left `streaming` by a process that is gone as `interrupted` on open.
    public var recoverOnOpen: Bool
    /// The version of the program opening the store: recorded when it migrates the file, and
    /// named when a newer file is refused (nil: not recorded).
    public var appVersion: String?
    /// Hears every statement the store's connections run (nil: none is traced).
    public var statementTrace: StatementTrace?

    public init(
        busyTimeout: Duration = .seconds(5),
        streamFlushInterval: Duration = .milliseconds(200),
        recoverOnOpen: Bool = true,
        appVersion: String? = nil,
        statementTrace: StatementTrace? = nil
    ) {
        self.busyTimeout = busyTimeout
        self.streamFlushInterval = streamFlushInterval
        self.recoverOnOpen = recoverOnOpen
        self.appVersion = appVersion
        self.statementTrace = statementTrace
    }

    /// ``busyTimeout`` in seconds, as SQLite takes it.
    var busyTimeoutSeconds: Double {
        Double(busyTimeout.components.seconds) + Double(busyTimeout.components.attoseconds) / 1e18
    }
}

/// Hears each SQL statement a store's connections run, as SQLite's trace reports it (the text as
/// prepared, `BEGIN` and `COMMIT` included): what the tests and benchmarks that count a turn's
/// statements listen with. Two traces are the same only when they are the same object.
public final class StatementTrace: Sendable, Hashable {
    let hear: @Sendable (String) -> Void

    public init(_ hear: @escaping @Sendable (String) -> Void) { self.hear = hear }

    public static func == (lhs: StatementTrace, rhs: StatementTrace) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
