import CoachDomain
import Synchronization

/// The facts a unit of work reads (a message's turn, a command, an MCP call), read once.
///
/// While a unit is open (``WorkUnits``), the first read takes a snapshot of the store
/// (``StoredFacts``, one read transaction through the ``FactsSource``) and every port read it
/// covers is answered from it (``FactsPorts``); what is worked out from it (a day's targets, the
/// learned expenditure, the ``CoachSnapshot``) is worked out once and kept beside it. A change this
/// process commits to anything the facts hold (a meal logged, a weigh-in, the profile, a target
/// recorded, for any day) changes the source's version of that part, and the next read reads that
/// part again (one more read transaction) and works everything out again from the facts.
/// Outside a unit nothing is kept: every read goes to the store, as without it, and the next
/// unit reads anew (so it sees what another process wrote meanwhile).
public final class CoachFacts: Sendable {
    let source: any FactsSource
    let units: WorkUnits
    let today: @Sendable () -> CalendarDay
    private let state = Mutex(State())

    struct State {
        /// The facts being read or read, with the unit, version and day they were read under.
        var facts: (unit: Int, version: FactsVersion, day: CalendarDay, task: Task<StoredFacts?, any Error>)?
        /// What was worked out from those facts.
        var derived = Derived()
    }

    /// What is worked out from one snapshot's facts, each once.
    struct Derived {
        var targets: [CalendarDay: DailyTargets] = [:]
        var estimates: [CalendarDay: Result<ExpenditureEstimate, ExpenditureGap>?] = [:]
        var snapshot: CoachSnapshot?
    }

    /// Facts from `source`, kept while one of `units` is open; `today` is the day a snapshot is of.
    public init(source: any FactsSource, units: WorkUnits, today: @escaping @Sendable () -> CalendarDay) {
        self.source = source
        self.units = units
        self.today = today
    }

    static let all = Set(StoredFacts.Part.allCases)

    /// Whether a unit is open (reads are answered from the facts).
    public var isOpen: Bool { units.current != nil }

    /// The current facts of today while a unit is open (read now if there are none, or if the
    /// store changed since); nil outside a unit, and when the store cannot be read (each port then
    /// answers as without facts).
    public func current() async throws -> StoredFacts? {
        guard let unit = units.current else {
            // Between units: what the last one read is let go.
            state.withLock { state in
                state.facts = nil
                state.derived = Derived()
            }
            return nil
        }
        let version = await source.version()
        let day = today()
        let source = source
        // Single flight: callers at the same moment share one read.
        let task: Task<StoredFacts?, any Error> = state.withLock { state in
            if let facts = state.facts, facts.unit == unit, facts.version == version, facts.day == day { return facts.task }
            let window = FactWindow(day: day)
            let task: Task<StoredFacts?, any Error>
            if let earlier = state.facts, earlier.unit == unit, earlier.day == day {
                // Only what changed is read again; the rest is the earlier read's.
                let changed = earlier.version.changed(in: version)
                task = Task {
                    guard let held = try? await earlier.task.value else { return try await source.facts(window, parts: Self.all) }
                    return try await source.facts(window, parts: changed).map { held.replacing(changed, from: $0) }
                }
            } else {
                task = Task { try await source.facts(window, parts: Self.all) }
            }
            state.facts = (unit, version, day, task)
            state.derived = Derived()
            return task
        }
        do {
            return try await task.value
        } catch {
            // A failed read is not kept: the next read tries again.
            state.withLock { state in
                if let facts = state.facts, facts.unit == unit, facts.version == version, facts.day == day { state.facts = nil }
            }
            throw error
        }
    }

    // MARK: What is worked out from the facts, once

    /// The targets of `day` worked out from the current facts, kept; outside a unit each call works them out.
    func targets(on day: CalendarDay, _ work: () async throws -> DailyTargets) async throws -> DailyTargets {
        try await kept(Slot(get: { $0.targets[day] }, set: { $0.targets[day] = $1 }), work)
    }

    /// The expenditure estimate as of `day` from the current facts, kept.
    func estimate(on day: CalendarDay, _ work: () async throws -> Result<ExpenditureEstimate, ExpenditureGap>?)
        async throws -> Result<ExpenditureEstimate, ExpenditureGap>? {
        try await kept(Slot(get: { $0.estimates[day] }, set: { $0.estimates[day] = .some($1) }), work)
    }

    /// The snapshot of `day` from the current facts, kept.
    func snapshot(_ work: () async throws -> CoachSnapshot) async throws -> CoachSnapshot {
        try await kept(Slot(get: { $0.snapshot }, set: { $0.snapshot = $1 }), work)
    }

    /// Where a value worked out from the facts is kept in ``Derived``. Closures, not a key path:
    /// a key path with a day in it (`\.targets[day]`) is made anew by the runtime each time it is
    /// written, about 57,000 instructions (a first offline reply made 48 of them).
    private struct Slot<T: Sendable> {
        let get: @Sendable (Derived) -> T?
        let set: @Sendable (inout Derived, T) -> Void
    }

    /// The value in `slot` for the current facts, worked out by `work` when it is not kept yet.
    /// It is kept only when the facts did not change while it was worked out (working out today's
    /// targets may record them, which is such a change).
    private func kept<T: Sendable>(_ slot: Slot<T>, _ work: () async throws -> T) async throws -> T {
        guard try await current() != nil, let read = state.withLock({ $0.facts.map { ($0.unit, $0.version) } }) else {
            return try await work()
        }
        func same(_ state: State) -> Bool { state.facts.map { ($0.unit, $0.version) == read } ?? false }
        if let value = state.withLock({ same($0) ? slot.get($0.derived) : nil }) { return value }
        let value = try await work()
        let now = await source.version()
        state.withLock { state in
            if now == read.1, same(state) { slot.set(&state.derived, value) }
        }
        return value
    }
}
