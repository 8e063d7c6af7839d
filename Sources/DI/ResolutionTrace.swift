import Synchronization

/// A record of one resolution: each key it touched, in order, with its depth, what
/// happened and how long it took (dependencies included).
public struct ResolutionTrace: Sendable, CustomStringConvertible {
    /// What happened at one step.
    public enum Outcome: Sendable, Equatable {
        /// Handed out from a cache.
        case cached
        /// Built by its factory.
        case created
        /// Failed, with the error's description.
        case failed(String)
    }

    /// One key of the resolution.
    public struct Step: Sendable {
        /// 0 for the key asked for, 1 for its dependencies, and so on.
        public let depth: Int
        /// The key resolved.
        public let key: ServiceKey
        /// The alternative a bound default key resolved to, when it differs.
        public let target: ServiceKey
        /// The lifetime of the registration used.
        public let lifetime: Lifetime
        /// Its implementation type.
        public let implementation: String
        /// Cached, created or failed.
        public let outcome: Outcome
        /// How long the step took, its dependencies included.
        public let duration: Duration
    }

    /// The steps in the order they began.
    public let steps: [Step]
    /// The error the resolution ended with, if it failed.
    public let error: ResolutionError?

    /// One indented line per step, then the error if any.
    public var description: String {
        var lines = steps.map { step in
            let name = step.target == step.key ? "\(step.key)" : "\(step.key) => \(step.target.name ?? "")"
            let outcome: String
            switch step.outcome {
            case .cached: outcome = "cached"
            case .created: outcome = "created"
            case .failed: outcome = "failed"
            }
            return String(repeating: "  ", count: step.depth)
                + "\(name) (\(step.lifetime), \(step.implementation)) \(outcome) in \(Self.format(step.duration))"
        }
        if let error { lines.append("error: \(error)") }
        return lines.joined(separator: "\n")
    }

    /// `12µs`, `3.4ms`, `50ms` or `1.25s`.
    public static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = Double(seconds) * 1_000_000 + Double(attoseconds) / 1_000_000_000_000
        if micros < 1000 { return "\(Int(micros.rounded()))µs" }
        if micros < 1_000_000 { return trimmed((micros / 100).rounded() / 10) + "ms" }
        return trimmed((micros / 10_000).rounded() / 100) + "s"
    }

    /// `50.0` -> `50`, `3.4` -> `3.4`.
    private static func trimmed(_ value: Double) -> String {
        let text = "\(value)"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}

/// Collects trace steps during a traced resolution.
final class TraceRecorder: Sendable {
    private struct Entry: Sendable {
        var depth: Int
        var key: ServiceKey
        var target: ServiceKey
        var lifetime: Lifetime
        var implementation: String
        var outcome: ResolutionTrace.Outcome = .cached
        var duration: Duration = .zero
    }

    private let entries = Mutex<[Entry]>([])

    /// A step under way; `finish` records its outcome and time.
    struct Pending: Sendable {
        let recorder: TraceRecorder
        let index: Int
        let start: ContinuousClock.Instant

        func finish(_ outcome: ResolutionTrace.Outcome) {
            let elapsed = ContinuousClock.now - start
            recorder.entries.withLock {
                $0[index].outcome = outcome
                $0[index].duration = elapsed
            }
        }
    }

    func begin(key: ServiceKey, target: ServiceKey, registration: Registration, depth: Int) -> Pending {
        let index = entries.withLock { entries in
            entries.append(Entry(depth: depth, key: key, target: target,
                                 lifetime: registration.lifetime, implementation: registration.implementation))
            return entries.count - 1
        }
        return Pending(recorder: self, index: index, start: .now)
    }

    var steps: [ResolutionTrace.Step] {
        entries.withLock { $0 }.map {
            .init(depth: $0.depth, key: $0.key, target: $0.target, lifetime: $0.lifetime,
                  implementation: $0.implementation, outcome: $0.outcome, duration: $0.duration)
        }
    }
}

extension Container {
    /// Resolves `key` (in `scope`, or the root container) and records every step with its
    /// time. A failure is part of the trace, not thrown.
    public func trace(_ key: ServiceKey, in scope: Scope? = nil) async -> ResolutionTrace {
        let recorder = TraceRecorder()
        do {
            _ = try await instance(of: key, in: ResolutionContext(scope: scope, trace: recorder))
            return ResolutionTrace(steps: recorder.steps, error: nil)
        } catch let error as ResolutionError {
            return ResolutionTrace(steps: recorder.steps, error: error)
        } catch {
            let wrapped = ResolutionError.factoryFailed(key: key, path: [key], underlying: error)
            return ResolutionTrace(steps: recorder.steps, error: wrapped)
        }
    }
}
