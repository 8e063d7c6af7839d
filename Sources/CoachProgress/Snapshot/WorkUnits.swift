import Synchronization

/// The units of work under way: a message's turn (with the weekly check-in before it), a
/// command, an MCP call. While one is open, ``CoachFacts`` answers the ports' reads from one
/// snapshot of the store; between units nothing is kept. Units may nest and overlap (an MCP
/// client's calls at once): they then share the snapshot. Cheap, with no dependencies, so every
/// command can open one without building anything else.
public final class WorkUnits: Sendable {
    private let state = Mutex((open: 0, epoch: 0))

    public init() {}

    /// Runs `work` as a unit of work.
    public func during<T>(_ work: () async throws -> T) async rethrows -> T {
        state.withLock { state in
            if state.open == 0 { state.epoch += 1 }
            state.open += 1
        }
        defer { state.withLock { $0.open -= 1 } }
        return try await work()
    }

    /// Which unit (units that overlap are one) is under way; nil between units.
    public var current: Int? { state.withLock { $0.open > 0 ? $0.epoch : nil } }
}
