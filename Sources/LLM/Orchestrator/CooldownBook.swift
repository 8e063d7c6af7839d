import Synchronization

/// Which providers keep failing and which are cooling down. Shared by every turn of an
/// orchestrator: a provider that failed `cooldownThreshold` times in a row is skipped for
/// `cooldownBase`; a failure after a cooldown (before any success) cools it again for twice
/// as long, up to `cooldownMax`; a success clears it. When the server said how long to wait
/// (`retry-after`), the cooldown lasts that long instead (at most `cooldownMax`).
final class CooldownBook: Sendable {
    private struct Entry {
        var consecutiveFailures = 0
        var level = 0
        var until: ContinuousClock.Instant?
        var cause: CooldownCause?
    }

    private let entries = Mutex<[String: Entry]>([:])

    /// When `provider` comes back, if it is cooling at `now`.
    func coolingUntil(_ provider: String, now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        cooling(provider, now: now)?.until
    }

    /// When `provider` comes back and why it cools, if it is cooling at `now`.
    func cooling(_ provider: String, now: ContinuousClock.Instant) -> (until: ContinuousClock.Instant, cause: CooldownCause)? {
        entries.withLock { table in
            guard let entry = table[provider], let until = entry.until, until > now else { return nil }
            return (until, entry.cause ?? .failures(entry.consecutiveFailures, serverAsked: nil))
        }
    }

    /// Counts a health failure. Returns the cooldown's end if the provider starts cooling now.
    /// - Parameter retryAfter: the wait the server asked for, which sets the cooldown's length.
    func recordFailure(_ provider: String, now: ContinuousClock.Instant, policy: OrchestratorPolicy,
                       retryAfter: Duration? = nil) -> ContinuousClock.Instant? {
        entries.withLock { table in
            var entry = table[provider] ?? Entry()
            entry.consecutiveFailures += 1
            var started: ContinuousClock.Instant?
            if entry.level > 0 || entry.consecutiveFailures >= max(policy.cooldownThreshold, 1) {
                // A wait of nothing (a retry-after date already past) is no wait: the usual cooldown applies.
                let asked = retryAfter.flatMap { $0 > .zero ? $0 : nil }
                let length = min(policy.cooldownMax, asked ?? policy.cooldownBase * (1 << min(entry.level, 20)))
                let until = now + length
                entry.until = until
                entry.level += 1
                entry.cause = .failures(entry.consecutiveFailures, serverAsked: asked)
                started = until
            }
            table[provider] = entry
            return started
        }
    }

    /// Cools `provider` until at least `until` (a provider that asked for a long wait; the
    /// caller caps it at `cooldownMax`). Returns whether that lengthened its cooldown.
    @discardableResult
    func coolAtLeast(_ provider: String, until: ContinuousClock.Instant, asked: Duration) -> Bool {
        entries.withLock { table in
            var entry = table[provider] ?? Entry()
            let longer = entry.until.map { $0 < until } ?? true
            if longer {
                entry.until = until
                entry.cause = .serverAsked(asked)
            }
            table[provider] = entry
            return longer
        }
    }

    /// Clears `provider`'s failures and cooldown.
    func recordSuccess(_ provider: String) {
        _ = entries.withLock { table in table.removeValue(forKey: provider) }
    }

    /// Forgets `provider` (everything when nil).
    func clear(_ provider: String?) {
        entries.withLock { table in
            if let provider { table.removeValue(forKey: provider) } else { table.removeAll() }
        }
    }

    /// Every provider with a failure or a cooldown on record.
    func snapshot(now: ContinuousClock.Instant) -> [ProviderCooldown] {
        entries.withLock { table in
            table.keys.sorted().compactMap { id in
                guard let entry = table[id] else { return nil }
                let cooling = entry.until.flatMap { $0 > now ? $0 : nil }
                return ProviderCooldown(provider: id, consecutiveFailures: entry.consecutiveFailures,
                                      coolingUntil: cooling, backIn: cooling.map { $0 - now })
            }
        }
    }
}

/// Why a provider cools down, for the message that refuses a turn while everything cools.
public enum CooldownCause: Sendable, Hashable {
    /// It failed this many times in a row; `serverAsked` is the wait its last answer asked for
    /// (`retry-after`), which set the cooldown's length.
    case failures(Int, serverAsked: Duration?)
    /// One answer asked for a wait longer than a turn can give (`retry-after`).
    case serverAsked(Duration)
}
