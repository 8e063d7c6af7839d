import CoachDomain
/// What one exercise is to be lifted for: sets, a rep range, reps in reserve, how it is loaded.
public struct LiftTarget: Sendable, Hashable {
    public var sets: Int
    public var reps: ClosedRange<Int>
    public var reserve: Int
    public var kind: LoadKind
    public var unit: LoadUnit

    public init(sets: Int, reps: ClosedRange<Int>, reserve: Int, kind: LoadKind, unit: LoadUnit) {
        self.sets = sets
        self.reps = reps
        self.reserve = reserve
        self.kind = kind
        self.unit = unit
    }
}

/// The next load and reps for an exercise, and the one line that says why.
public struct LoadAdvice: Sendable, Hashable {
    /// nil: body weight, or the user is to find the load.
    public var loadKg: Double?
    /// Reps to aim for in each set (inside the range).
    public var reps: [Int]
    public var decision: Decision
    public var why: String

    /// What the history decided.
    public enum Decision: String, Sendable, Hashable, Codable {
        case start, find, increase, jump, hold, deload, lighter, comeBack, bodyweight
    }
}

/// Double progression with reps in reserve: reps climb inside the range at one load; when every
/// set reaches the top at the target effort the load goes up by the smallest step; a load that
/// stops giving reps for several sessions comes down about 10%.
public struct Progression: Sendable {
    public let rules: TrainingRules

    public init(rules: TrainingRules) { self.rules = rules }

    /// The advice for `target` after `history` (oldest first, days before today), on `today`.
    /// `starters` are the exercise's related lifts with their histories, used when it has none.
    public func advise(_ target: LiftTarget, history: [LoggedExercise], today: CalendarDay,
                       starters: [(lift: String, ratio: Double, history: [LoggedExercise])] = []) -> LoadAdvice {
        let lo = target.reps.lowerBound, hi = target.reps.upperBound
        let unit = target.unit
        let range = "\(lo)–\(hi)"
        guard target.kind.isWeighed, let step = rules.step(target.kind, unit) else {
            return bodyweight(target, history: history)
        }
        let weighed = history.filter { $0.topLoadKg != nil }
        guard let last = weighed.last, let load = last.topLoadKg else {
            return start(target, step: step, starters: starters)
        }
        let work = Array(last.workSets.prefix(max(target.sets, 1)))
        let reps = work.map(\.reps)
        let said = "last time \(Self.list(reps)) @ \(LoadMath.text(load, unit))"
        let gap = last.day.days(to: today)
        if gap >= rules.breakDays {
            let next = LoadMath.rounded(load * (1 - rules.deloadFraction), step: step, unit: unit, .down)
            return LoadAdvice(loadKg: next, reps: Array(repeating: lo, count: target.sets), decision: .comeBack,
                              why: "\(gap / 7) weeks since you last did it (\(said)): back at \(LoadMath.text(next, unit)) and build up")
        }
        let reserves = work.map { $0.reserve ?? Double(target.reserve) }
        let allTop = work.count >= target.sets && reps.allSatisfy { $0 >= hi }
        if allTop {
            let meanReserve = reserves.reduce(0, +) / Double(reserves.count)
            if meanReserve < Double(target.reserve) - 1 {
                return LoadAdvice(loadKg: load, reps: Array(repeating: hi, count: target.sets), decision: .hold,
                                  why: "\(said), all at the top but harder than \(target.reserve) in reserve: stay at \(LoadMath.text(load, unit)) until it moves easier")
            }
            let up = LoadMath.next(load, step: step, unit: unit)
            // Far too easy by the effort said (every set said with 3 or more beyond the target):
            // straight to the load that fits the range.
            let reported = work.compactMap(\.reserve)
            if let least = reported.min(), reported.count * 2 >= work.count, least >= Double(target.reserve + 3) {
                let best = work.map { LoadMath.oneRepMax(loadKg: load, reps: $0.reps, reserve: $0.reserve ?? 0) }.min() ?? load
                let wanted = LoadMath.load(forReps: lo, reserve: target.reserve, oneRepMaxKg: best)
                let jump = min(LoadMath.rounded(wanted, step: step, unit: unit, .down),
                               LoadMath.rounded(load * 1.1, step: step, unit: unit, .down))
                if jump > up {
                    return LoadAdvice(loadKg: jump, reps: Array(repeating: lo, count: target.sets), decision: .jump,
                                      why: "\(said) with \(LoadMath.number(least)) or more in reserve: far too easy, up to \(LoadMath.text(jump, unit)) for \(range)")
                }
            }
            // A step too big for the range (light dumbbells): go past the top here first.
            let firstMax = LoadMath.oneRepMax(loadKg: load, reps: work[0].reps, reserve: work[0].reserve ?? Double(target.reserve))
            if LoadMath.repsToFailure(loadKg: up, oneRepMaxKg: firstMax) - Double(target.reserve) < Double(lo - 1) - 0.01 {
                let needed = LoadMath.oneRepMax(loadKg: up, reps: lo, reserve: Double(target.reserve))
                let reps = Int((LoadMath.repsToFailure(loadKg: load, oneRepMaxKg: needed) - Double(target.reserve)).rounded(.up))
                let aim = min(hi + 8, max(hi + 1, reps))
                return LoadAdvice(loadKg: load, reps: Array(repeating: aim, count: target.sets), decision: .hold,
                                  why: "\(said): \(LoadMath.text(up, unit)) is a big jump from here, so first reach \(aim) a set at \(LoadMath.text(load, unit))")
            }
            return LoadAdvice(loadKg: up, reps: Array(repeating: lo, count: target.sets), decision: .increase,
                              why: "\(said): every set at the top of \(range), up \(LoadMath.text(up - LoadMath.rounded(load, step: step, unit: unit), unit)) to \(LoadMath.text(up, unit))")
        }
        // The first set at the top with far more in reserve than the target (the later sets lag
        // from fatigue): the load is light, up a step.
        if let first = work.first, let reserve = first.reserve, first.reps >= hi,
           Double(first.reps) + reserve >= Double(hi + target.reserve + 2) {
            let up = LoadMath.next(load, step: step, unit: unit)
            return LoadAdvice(loadKg: up, reps: Array(repeating: lo, count: target.sets), decision: .increase,
                              why: "\(said), the first set at the top with \(LoadMath.number(reserve)) in reserve: up to \(LoadMath.text(up, unit))")
        }
        // The first set below the bottom of the range (unless the effort said shows it stopped
        // early on purpose): the load is too heavy, whatever the history. Short of the top
        // inside the range is "short", and holds.
        if let first = work.first, first.reps < lo,
           first.reserve.map({ Double(first.reps) + $0 < Double(lo + target.reserve - 1) }) ?? true {
            let max = work.map { LoadMath.oneRepMax(loadKg: load, reps: $0.reps, reserve: $0.reserve ?? 0) }.max() ?? load
            let lighter = Swift.min(LoadMath.rounded(LoadMath.load(forReps: lo, reserve: target.reserve, oneRepMaxKg: max),
                                                     step: step, unit: unit),
                                    LoadMath.previous(load, step: step, unit: unit))
            if lighter < load - 0.01 {
                return LoadAdvice(loadKg: lighter, reps: Array(repeating: lo, count: target.sets), decision: .lighter,
                                  why: "\(said), too heavy for \(lo) with \(target.reserve) in reserve: \(LoadMath.text(lighter, unit)) lets you make \(range)")
            }
            let aims = Self.aims(after: reps, sets: target.sets, range: 1...hi)
            return LoadAdvice(loadKg: load, reps: aims, decision: .hold,
                              why: "\(said): \(LoadMath.text(load, unit)) is as light as it goes, so build the reps from there (or swap the exercise)")
        }
        let stalled = stalledSessions(weighed, load: load, sets: target.sets)
        if stalled.count >= rules.stalledSessionsBeforeDeload {
            let nearest = LoadMath.rounded(load * (1 - rules.deloadFraction), step: step, unit: unit)
            let next = Swift.min(nearest, LoadMath.previous(load, step: step, unit: unit))
            let runs = stalled.suffix(rules.stalledSessionsBeforeDeload).map { Self.list($0) }.joined(separator: " / ")
            return LoadAdvice(loadKg: next, reps: Array(repeating: lo, count: target.sets),
                              decision: .deload,
                              why: "\(stalled.count) sessions at \(LoadMath.text(load, unit)) without a rep gained (\(runs)): about 10% off to \(LoadMath.text(next, unit)), then build back up")
        }
        let aims = Self.aims(after: reps, sets: target.sets, range: target.reps)
        let count = target.sets == 1 ? "it reaches" : target.sets == 2 ? "both reach" : "all \(target.sets) reach"
        return LoadAdvice(loadKg: load, reps: aims, decision: .hold,
                          why: "\(said): stay at \(LoadMath.text(load, unit)) until \(count) \(hi)")
    }

    /// The first load: from a related lift when there is one, else an instruction to find it.
    func start(_ target: LiftTarget, step: TrainingRules.LoadStep,
               starters: [(lift: String, ratio: Double, history: [LoggedExercise])]) -> LoadAdvice {
        let lo = target.reps.lowerBound
        for starter in starters {
            guard let last = starter.history.last(where: { $0.topLoadKg != nil }), let top = last.topLoadKg,
                  let best = last.workSets.map({ LoadMath.oneRepMax(loadKg: top, reps: $0.reps, reserve: $0.reserve ?? 0) }).max()
            else { continue }
            let estimate = best * starter.ratio
            let load = LoadMath.rounded(LoadMath.load(forReps: lo, reserve: target.reserve, oneRepMaxKg: estimate),
                                        step: step, unit: target.unit, .down)
            return LoadAdvice(loadKg: load, reps: Array(repeating: lo, count: target.sets), decision: .start,
                              why: "new: from your \(starter.lift) (\(Self.list(last.workSets.map(\.reps))) @ \(LoadMath.text(top, target.unit))), about \(LoadMath.text(load, target.unit)) for \(lo) with \(target.reserve) in reserve")
        }
        return LoadAdvice(loadKg: nil, reps: Array(repeating: lo, count: target.sets), decision: .find,
                          why: "new: find a weight you can lift \(lo) times with \(target.reserve) more in the tank, and log it")
    }

    /// Body weight (or a band): reps climb to the top, then a harder variation or a little load.
    func bodyweight(_ target: LiftTarget, history: [LoggedExercise]) -> LoadAdvice {
        let lo = target.reps.lowerBound, hi = target.reps.upperBound
        guard let last = history.last, !last.sets.isEmpty else {
            return LoadAdvice(loadKg: nil, reps: Array(repeating: lo, count: target.sets), decision: .bodyweight,
                              why: "\(lo)–\(hi) reps a set, stopping \(target.reserve) short of failure")
        }
        let reps = Array(last.sets.prefix(target.sets).map(\.reps))
        if reps.count >= target.sets && reps.allSatisfy({ $0 >= hi }) {
            return LoadAdvice(loadKg: nil, reps: Array(repeating: hi, count: target.sets), decision: .bodyweight,
                              why: "last time \(Self.list(reps)): all at the top, so add a little load or slow the lowering")
        }
        let aims = Self.aims(after: reps, sets: target.sets, range: target.reps)
        return LoadAdvice(loadKg: nil, reps: aims, decision: .bodyweight,
                          why: "last time \(Self.list(reps)): a rep more on the first set below \(hi), up to \(hi) on all")
    }

    /// The most recent run of sessions at `load` that gained no rep on the better of the two
    /// sessions before them (each as its reps), oldest first; empty when the last one gained. Two
    /// sessions back, so that one unusually good day does not make the next ones look stuck.
    func stalledSessions(_ history: [LoggedExercise], load: Double, sets: Int) -> [[Int]] {
        var atLoad: [[Int]] = []
        for performed in history.reversed() {
            guard let top = performed.topLoadKg, abs(top - load) < 0.01 else { break }
            atLoad.insert(performed.workSets.prefix(max(sets, 1)).map(\.reps), at: 0)
        }
        var stalled: [[Int]] = []
        let totals = atLoad.map { $0.reduce(0, +) }
        for index in atLoad.indices.dropFirst() {
            let before = totals[max(0, index - 2)..<index].max() ?? 0
            if totals[index] <= before { stalled.append(atLoad[index]) } else { stalled = [] }
        }
        return stalled
    }

    /// The reps to aim for after `reps` at the same load: the same again with one more on the
    /// first set below the top (the freshest that can still grow), each inside the range.
    /// 8, 8, 7 → 9, 8, 7; 10, 9, 10 → 10, 10, 10.
    static func aims(after reps: [Int], sets: Int, range: ClosedRange<Int>) -> [Int] {
        var aims = (0..<sets).map { index in index < reps.count ? reps[index] : range.lowerBound }
        if let first = aims.firstIndex(where: { $0 < range.upperBound }) { aims[first] += 1 }
        return aims.map { min(range.upperBound, max(range.lowerBound, $0)) }
    }

    /// "8, 8, 7".
    static func list(_ reps: [Int]) -> String { reps.map(String.init).joined(separator: ", ") }
}
