import Synchronization

/// Counts the steps the text parsers take (words looked at, phrases tried), so a test can hold
/// them to work that grows linearly with the message. Nothing is counted unless a meter is bound
/// (`ParseWork.$meter.withValue(meter) { ... }`); unbound, a count is one task-local read.
package enum ParseWork {
    @TaskLocal static var meter: WorkMeter?

    /// Adds `steps` to the bound meter, if any.
    @inline(__always)
    package static func count(_ steps: Int = 1) {
        if let meter { meter.add(steps) }
    }
}

/// A running total of parser steps.
final class WorkMeter: Sendable {
    private let total = Atomic<Int>(0)

    init() {}

    package func add(_ steps: Int) { total.add(steps, ordering: .relaxed) }

    var steps: Int { total.load(ordering: .relaxed) }
}
