import Synchronization

/// A value worked out from data that never changes, on first use and only once, shared by
/// every copy of the struct that holds it (a food list's protected names, whichever parser
/// asks). `builds` counts how many times it was worked out, for tests.
final class DerivedOnce<Value: Sendable>: Sendable {
    private let state = Mutex<(value: Value?, builds: Int)>((nil, 0))

    init() {}

    /// The value, made by `make` if this is the first call. Concurrent first calls wait for
    /// one `make`.
    package func value(_ make: () -> Value) -> Value {
        state.withLock { state in
            if let value = state.value { return value }
            let value = make()
            state = (value, state.builds + 1)
            return value
        }
    }

    /// How many times the value was worked out (0 or 1).
    var builds: Int { state.withLock { $0.builds } }
}
