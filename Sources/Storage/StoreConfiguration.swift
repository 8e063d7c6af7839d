/// How ``Store`` opens its database.
public struct StoreConfiguration: Sendable, Hashable {
    /// How long a write waits for another connection's lock before failing with
    /// ``StorageError/busy(path:)``.
    public var busyTimeout: Duration
    /// How often a ``StreamingMessageWriter`` writes the text received so far (at most
    /// once per interval, and once more at the end). A `kill -9` loses at most about this
    /// much of a reply. 200 ms by default.
    public var streamFlushInterval: Duration
    /// Mark messages left `streaming` by a previous process as `interrupted` on open.
    public var recoverOnOpen: Bool

    public init(
        busyTimeout: Duration = .seconds(5),
        streamFlushInterval: Duration = .milliseconds(200),
        recoverOnOpen: Bool = true
    ) {
        self.busyTimeout = busyTimeout
        self.streamFlushInterval = streamFlushInterval
        self.recoverOnOpen = recoverOnOpen
    }
}
