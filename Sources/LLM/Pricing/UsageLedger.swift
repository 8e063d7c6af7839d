import Foundation
import Synchronization

/// Tokens and cost per provider and model for this session (all-time totals live in storage).
/// The ``Orchestrator`` records every call that reported usage.
public final class UsageLedger: Sendable {
    /// The totals of one provider/model.
    public struct Line: Sendable, Hashable {
        /// The provider id.
        public var provider: String
        /// The model id.
        public var model: String
        /// Calls that reported usage.
        public var calls: Int
        /// Tokens used.
        public var usage: Usage
        /// USD of the calls with a known price.
        public var cost: Double
        /// Calls whose price is unknown (their cost is not in ``cost``).
        public var unpricedCalls: Int

        /// A line (empty by default).
        public init(provider: String, model: String, calls: Int = 0, usage: Usage = .zero, cost: Double = 0, unpricedCalls: Int = 0) {
            self.provider = provider
            self.model = model
            self.calls = calls
            self.usage = usage
            self.cost = cost
            self.unpricedCalls = unpricedCalls
        }

        /// Whether every call's cost is known.
        public var costIsComplete: Bool { unpricedCalls == 0 }

        /// The cost for `:usage`: `$0.0123`, `$0.0123 + 2 calls unpriced`, or `unknown`.
        public var costText: String {
            if calls > 0, unpricedCalls == calls { return "unknown" }
            let amount = "$" + String(format: cost < 1 ? "%.4f" : "%.2f", cost)
            if unpricedCalls == 0 { return amount }
            return "\(amount) + \(unpricedCalls) call\(unpricedCalls == 1 ? "" : "s") unpriced"
        }
    }

    private struct Key: Hashable {
        var provider: String
        var model: String
    }

    private let lines = Mutex<[Key: Line]>([:])

    /// An empty ledger.
    public init() {}

    /// Adds one call.
    public func record(_ record: UsageRecord) {
        lines.withLock { table in
            let key = Key(provider: record.provider, model: record.model)
            var line = table[key] ?? Line(provider: record.provider, model: record.model)
            line.calls += 1
            line.usage = line.usage + record.usage
            if let cost = record.cost { line.cost += cost } else { line.unpricedCalls += 1 }
            table[key] = line
        }
    }

    /// Every provider/model used, sorted by provider then model.
    public func snapshot() -> [Line] {
        lines.withLock { table in
            table.values.sorted { ($0.provider, $0.model) < ($1.provider, $1.model) }
        }
    }

    /// The session's total (provider and model are `*`).
    public func total() -> Line {
        snapshot().reduce(into: Line(provider: "*", model: "*")) { total, line in
            total.calls += line.calls
            total.usage = total.usage + line.usage
            total.cost += line.cost
            total.unpricedCalls += line.unpricedCalls
        }
    }

    /// Forgets everything.
    public func reset() {
        lines.withLock { $0.removeAll() }
    }
}
