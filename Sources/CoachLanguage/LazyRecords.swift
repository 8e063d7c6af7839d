import Synchronization

/// A list whose records are made when they are asked for, each once: all of them (``all``), or
/// one at a time (``record(at:)``). A list read from its compiled file decodes only the records a
/// reply uses (the foods a protein answer names, not the other 700).
public final class LazyRecords<Record: Sendable>: Sendable {
    /// How many records the list holds.
    public let count: Int
    private let one: @Sendable (Int) -> Record?
    private let every: @Sendable () -> [Record]
    private let made: Mutex<(all: [Record]?, some: [Int: Record])>

    /// A list of `count` records made by `record` one at a time and by `all` together (nil from
    /// `record`: that one cannot be made).
    public init(count: Int, record: @escaping @Sendable (Int) -> Record?, all: @escaping @Sendable () -> [Record]) {
        self.count = count
        self.one = record
        self.every = all
        made = Mutex((nil, [:]))
    }

    /// A list made already.
    public init(_ records: [Record]) {
        count = records.count
        one = { records.indices.contains($0) ? records[$0] : nil }
        every = { records }
        made = Mutex((records, [:]))
    }

    /// Every record, made now if they were not yet.
    public var all: [Record] {
        made.withLock { made in
            if let all = made.all { return all }
            let all = every()
            made = (all, [:])
            return all
        }
    }

    /// The record at `index`, made now if it was not yet; nil out of range or when it cannot be made.
    public func record(at index: Int) -> Record? {
        guard index >= 0, index < count else { return nil }
        return made.withLock { made in
            if let all = made.all { return all.indices.contains(index) ? all[index] : nil }
            if let record = made.some[index] { return record }
            let record = one(index)
            if let record { made.some[index] = record }
            return record
        }
    }
}
