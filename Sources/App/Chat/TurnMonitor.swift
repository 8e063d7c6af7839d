import LLM
import Synchronization

/// Watches the orchestrator during one turn (it lives in the turn's scope): shows its notices
/// (retries, fallbacks) as they happen and keeps the usage records, so the stored reply names
/// the provider and model that really answered, with its tokens and cost.
public final class TurnMonitor: Sendable {
    private let console: Console
    private let records = Mutex<[UsageRecord]>([])

    public init(console: Console) { self.console = console }

    /// A notice from the orchestrator: one dim line.
    public func notice(_ notice: TurnNotice) { console.note("  ↻ \(notice)") }

    /// A call's usage.
    public func record(_ record: UsageRecord) { records.withLock { $0.append(record) } }

    /// What this turn used: the last call's provider and model, all calls' tokens, and the
    /// cost (nil if any call's price is unknown; 0 when no call reported usage).
    public var summary: (provider: String?, model: String?, usage: Usage, cost: Double?) {
        records.withLock { records in
            let usage = records.reduce(Usage.zero) { $0 + $1.usage }
            let costs = records.map(\.cost)
            let cost: Double? = costs.contains { $0 == nil } ? nil : costs.reduce(0) { $0 + ($1 ?? 0) }
            // No call reported usage: nothing was used, so nothing is owed.
            return (records.last?.provider, records.last?.model, usage, records.isEmpty ? 0 : cost)
        }
    }
}
