import CoachDomain
/// Sets per exercise: each session within its minutes, then sets added where a major group is
/// short of the week's range and taken away where it is over.
struct VolumeBalancer {
    let rules: TrainingRules
    let catalog: TrainingCatalog
    let range: ClosedRange<Int>
    /// Minutes each session may take for its lifting.
    let budget: Double

    /// A session's lifting minutes.
    func minutes(_ exercises: [PlannedExercise]) -> Double {
        guard !exercises.isEmpty else { return 0 }
        return rules.warmUpMinutes + exercises.reduce(0) { $0 + Double($1.sets) * (rules.minutesPerSet[$1.role] ?? 3) }
    }

    /// Fits `sessions` (each a list of exercises) to the budget and the range. Returns them and
    /// the major groups left short, with why.
    func balance(_ sessions: [[PlannedExercise]]) -> (sessions: [[PlannedExercise]], short: [MuscleGroup: String]) {
        var sessions = sessions.map(fit)
        // Adding for one group can be blocked by another at its ceiling until sets come off it:
        // rounds of adding then removing, until nothing changes.
        for _ in 0..<8 {
            let before = sessions
            addSets(&sessions)
            removeSets(&sessions)
            if sessions == before { break }
        }
        // An isolation exercise taken down to no sets leaves the session.
        sessions = sessions.map { $0.filter { $0.sets > 0 } }
        let sets = weekly(sessions)
        var short: [MuscleGroup: String] = [:]
        for group in rules.majorGroups where sets[group, default: 0] < Double(range.lowerBound) {
            let trains = sessions.joined().contains { catalog.exercise(named: $0.name)?.primary.contains(group) == true }
            short[group] = trains ? "the sessions are full: more days or longer sessions would add sets"
                : "nothing in the plan trains it directly"
        }
        return (sessions, short)
    }

    /// Adds sets to the group furthest below its floor, where there is room or time to trade.
    func addSets(_ sessions: inout [[PlannedExercise]]) {
        for _ in 0..<400 {
            let sets = weekly(sessions), current = sessions
            let below = rules.majorGroups.filter { sets[$0, default: 0] < Double(range.lowerBound) }
                .sorted { sets[$0, default: 0] < sets[$1, default: 0] }
            if let place = below.lazy.compactMap({ self.roomToAdd(for: $0, in: current, weekly: sets) }).first {
                sessions[place.session][place.exercise].sets += 1
            } else if let traded = below.lazy.compactMap({ self.trade(for: $0, in: current, weekly: sets) }).first {
                sessions = traded
            } else {
                return
            }
        }
    }

    /// Takes sets from groups above their ceiling.
    func removeSets(_ sessions: inout [[PlannedExercise]]) {
        for _ in 0..<400 {
            let sets = weekly(sessions), current = sessions
            let over = rules.majorGroups.filter { sets[$0, default: 0] > Double(range.upperBound) }
            guard let place = over.lazy.compactMap({ self.roomToRemove(for: $0, in: current, weekly: sets) }).first else { return }
            sessions[place.session][place.exercise].sets -= 1
        }
    }

    /// Hard sets per group over the week.
    func weekly(_ sessions: [[PlannedExercise]]) -> [MuscleGroup: Double] {
        var sets: [MuscleGroup: Double] = [:]
        for planned in sessions.joined() {
            guard let exercise = catalog.exercise(named: planned.name) else { continue }
            for group in MuscleGroup.allCases { sets[group, default: 0] += exercise.share(of: group) * Double(planned.sets) }
        }
        return sets
    }

    /// Trims a session to the budget: sets off the exercise with most (last first), then the last exercise.
    func fit(_ session: [PlannedExercise]) -> [PlannedExercise] {
        var session = session
        while minutes(session) > budget, !session.isEmpty {
            if let index = session.indices.reversed().filter({ session[$0].sets > 2 }).max(by: { session[$0].sets < session[$1].sets }) {
                session[index].sets -= 1
            } else if session.count > 1 {
                session.removeLast()
            } else {
                if session[0].sets > 1 { session[0].sets -= 1 } else { break }
            }
        }
        return session
    }

    /// An exercise training `group` that can take one more set: under its most sets, its session
    /// under budget, no group pushed over the ceiling. Fewest sets first, then earliest.
    func roomToAdd(for group: MuscleGroup, in sessions: [[PlannedExercise]], weekly: [MuscleGroup: Double])
        -> (session: Int, exercise: Int)? {
        var best: (session: Int, exercise: Int, sets: Int, share: Double)?
        for (s, session) in sessions.enumerated() {
            let spare = budget - minutes(session)
            for (e, planned) in session.enumerated() {
                guard let exercise = catalog.exercise(named: planned.name) else { continue }
                let share = exercise.share(of: group)
                guard share > 0, planned.sets < rules.mostSets[planned.role] ?? 4,
                      spare >= rules.minutesPerSet[planned.role] ?? 3 else { continue }
                let overflows = rules.majorGroups.contains {
                    exercise.share(of: $0) > 0 && weekly[$0, default: 0] + exercise.share(of: $0) > Double(range.upperBound)
                }
                guard !overflows else { continue }
                if let current = best, current.share > share || (current.share == share && current.sets <= planned.sets) {
                    continue
                }
                best = (s, e, planned.sets, share)
            }
        }
        return best.map { ($0.session, $0.exercise) }
    }

    /// `sessions` with a set more for `group`, paid for with time from work for minor groups
    /// only (arms, calves, abs) in the same session, each keeping a set; nil when none can pay.
    func trade(for group: MuscleGroup, in sessions: [[PlannedExercise]], weekly: [MuscleGroup: Double]) -> [[PlannedExercise]]? {
        let majors = Set(rules.majorGroups)
        for (s, session) in sessions.enumerated() {
            for (e, planned) in session.enumerated() {
                guard let exercise = catalog.exercise(named: planned.name), exercise.share(of: group) == 1,
                      planned.sets < rules.mostSets[planned.role] ?? 4 else { continue }
                let overflows = rules.majorGroups.contains {
                    exercise.share(of: $0) > 0 && weekly[$0, default: 0] + exercise.share(of: $0) > Double(range.upperBound)
                }
                guard !overflows else { continue }
                var changed = session
                changed[e].sets += 1
                while minutes(changed) > budget {
                    let minor = changed.indices.filter { index in
                        index != e && changed[index].sets > 1
                            && catalog.exercise(named: changed[index].name).map { Set($0.primary + $0.secondary).isDisjoint(with: majors) } == true
                    }.max { changed[$0].sets < changed[$1].sets }
                    guard let minor else { break }
                    changed[minor].sets -= 1
                }
                guard minutes(changed) <= budget else { continue }
                var result = sessions
                result[s] = changed
                return result
            }
        }
        return nil
    }

    /// An exercise training `group` with a set to spare (compounds keep two; isolation work may
    /// go) whose removal leaves every major group in range at or above the floor. Most sets first.
    func roomToRemove(for group: MuscleGroup, in sessions: [[PlannedExercise]], weekly: [MuscleGroup: Double])
        -> (session: Int, exercise: Int)? {
        // Best: trains `group` directly, touches no short group, has the most sets.
        var best: (session: Int, exercise: Int, rank: (Int, Int, Int))?
        for (s, session) in sessions.enumerated() {
            for (e, planned) in session.enumerated() where planned.sets > (planned.role == .isolation ? 0 : 2) {
                guard let exercise = catalog.exercise(named: planned.name), exercise.share(of: group) > 0 else { continue }
                let underflows = rules.majorGroups.contains {
                    $0 != group && exercise.share(of: $0) > 0 && weekly[$0, default: 0] >= Double(range.lowerBound)
                        && weekly[$0, default: 0] - exercise.share(of: $0) < Double(range.lowerBound)
                }
                guard !underflows else { continue }
                let touchesShort = rules.majorGroups.contains {
                    $0 != group && exercise.share(of: $0) > 0 && weekly[$0, default: 0] < Double(range.lowerBound)
                }
                let rank = (touchesShort ? 0 : 1, exercise.share(of: group) == 1 ? 1 : 0, planned.sets)
                if let current = best, current.rank >= rank { continue }
                best = (s, e, rank)
            }
        }
        return best.map { ($0.session, $0.exercise) }
    }
}
