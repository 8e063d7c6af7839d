import CoachDomain

/// A small deterministic random generator (SplitMix64), so one day always gets the same plan
/// on every machine and run (Swift's own hashing is seeded per process).
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    /// Seeded by `day` and `salt` (FNV-1a over "YYYY-MM-DD|salt").
    public init(day: CalendarDay, salt: String = "") {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (day.iso + "|" + salt).utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        self.init(seed: hash)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// One of `items`, each as likely as its weight; nil when none has a positive weight.
    mutating func pick<T>(_ items: [T], weight: (T) -> Double) -> T? {
        let weights = items.map { max(0, weight($0)) }
        let total = weights.reduce(0, +)
        guard total > 0 else { return nil }
        var point = Double.random(in: 0..<total, using: &self)
        for (item, w) in zip(items, weights) {
            if point < w { return item }
            point -= w
        }
        return items.last
    }
}
