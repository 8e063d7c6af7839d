import CoachDomain
/// Picks the days of a week that are furthest apart.
enum DaySpread {
    /// `count` of `days` with the largest smallest gap between them (around the week); the
    /// earliest such choice.
    static func pick(_ count: Int, of days: [Weekday]) -> [Weekday] {
        let sorted = days.sorted { $0.iso < $1.iso }
        guard count < sorted.count else { return sorted }
        guard count > 0 else { return [] }
        var best: [Weekday] = []
        var bestGap = -1
        func gap(_ chosen: [Weekday]) -> Int {
            guard chosen.count > 1 else { return 7 }
            var smallest = 7
            for (index, day) in chosen.enumerated() {
                let next = chosen[(index + 1) % chosen.count]
                let distance = (next.iso - day.iso + 7) % 7
                smallest = min(smallest, distance == 0 ? 7 : distance)
            }
            return smallest
        }
        func walk(_ start: Int, _ chosen: [Weekday]) {
            if chosen.count == count {
                let value = gap(chosen)
                if value > bestGap { bestGap = value; best = chosen }
                return
            }
            guard start < sorted.count else { return }
            for index in start..<sorted.count { walk(index + 1, chosen + [sorted[index]]) }
        }
        walk(0, [])
        return best
    }
}
