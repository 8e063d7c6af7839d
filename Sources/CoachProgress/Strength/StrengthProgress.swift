import CoachDomain

/// One exercise on one day: the best set, its estimated one-rep max, and the work done.
public struct ExerciseDay: Sendable, Hashable {
    public var day: CalendarDay
    /// The set with the highest estimated 1RM (loaded work) or the most reps (body weight).
    public var bestSet: WorkoutSet
    /// Epley's estimate from the best set; nil for body-weight work.
    public var estimatedOneRepMax: Double?
    /// The heaviest load lifted that day, kg.
    public var heaviestKg: Double?
    /// Sets done that day.
    public var sets: Int
    /// sets × reps × load, kg.
    public var volumeKg: Double
}

/// A best that beat every earlier one.
public struct PersonalRecord: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case estimatedOneRepMax = "estimated 1RM"
        case heaviest = "heaviest set"
        case mostReps = "most reps"
    }

    public var day: CalendarDay
    public var kind: Kind
    /// kg for the first two kinds, reps for the last.
    public var value: Double
    /// The set that set it, e.g. "back squat 1×5 @ 110 kg".
    public var set: WorkoutSet
}

/// An exercise over time.
public struct ExerciseHistory: Sendable, Hashable {
    public var exercise: String
    /// Oldest first, one per day the exercise was done.
    public var days: [ExerciseDay]
    /// Oldest first; the first day's bests are not records (there was nothing to beat).
    public var records: [PersonalRecord]

    /// The best estimated 1RM ever, if the exercise is loaded.
    public var bestOneRepMax: ExerciseDay? {
        days.filter { $0.estimatedOneRepMax != nil }.max { ($0.estimatedOneRepMax ?? 0) < ($1.estimatedOneRepMax ?? 0) }
    }
}

/// Strength over time, from the workout log: per exercise, the best set of each day, estimated
/// one-rep maxes (Epley) and personal records. Cardio is left out.
public enum StrengthProgress {
    /// Every loaded or body-weight exercise in `sessions`, most recently trained first.
    public static func histories(_ sessions: [WorkoutSession]) -> [ExerciseHistory] {
        var lines: [String: [(day: CalendarDay, set: WorkoutSet)]] = [:]
        for session in sessions {
            for set in session.sets where set.kind != .cardio && set.reps > 0 {
                lines[set.exercise, default: []].append((session.day, set))
            }
        }
        let histories = lines.map { history(exercise: $0.key, lines: $0.value) }
        func last(_ history: ExerciseHistory) -> Int { history.days.last?.day.daysSinceEpoch ?? 0 }
        return histories.sorted { last($0) != last($1) ? last($0) > last($1) : $0.exercise < $1.exercise }
    }

    static func history(exercise: String, lines: [(day: CalendarDay, set: WorkoutSet)]) -> ExerciseHistory {
        var byDay: [CalendarDay: [WorkoutSet]] = [:]
        for line in lines { byDay[line.day, default: []].append(line.set) }
        var days: [ExerciseDay] = []
        var records: [PersonalRecord] = []
        var bestMax: Double?
        var bestWeight: Double?
        var bestReps: Int?
        for day in byDay.keys.sorted() {
            let sets = byDay[day] ?? []
            let loaded = sets.filter { ($0.weightKg ?? 0) > 0 }
            let best: WorkoutSet
            if let top = loaded.max(by: { ($0.estimatedOneRepMaxKg ?? 0) < ($1.estimatedOneRepMaxKg ?? 0) }) {
                best = top
            } else {
                best = sets.max { $0.reps < $1.reps } ?? sets[0]
            }
            var single = best
            single.sets = 1
            let heaviest = loaded.compactMap(\.weightKg).max()
            let entry = ExerciseDay(day: day, bestSet: single, estimatedOneRepMax: loaded.isEmpty ? nil : best.estimatedOneRepMaxKg,
                                    heaviestKg: heaviest, sets: sets.reduce(0) { $0 + $1.sets },
                                    volumeKg: sets.reduce(0) { $0 + $1.volumeKg })
            days.append(entry)
            if let max = entry.estimatedOneRepMax {
                if let previous = bestMax, max > previous + 1e-9 {
                    records.append(PersonalRecord(day: day, kind: .estimatedOneRepMax, value: max, set: single))
                }
                bestMax = Swift.max(bestMax ?? max, max)
            }
            if let heaviest, let set = loaded.first(where: { $0.weightKg == heaviest }) {
                if let previous = bestWeight, heaviest > previous + 1e-9 {
                    var one = set
                    one.sets = 1
                    records.append(PersonalRecord(day: day, kind: .heaviest, value: heaviest, set: one))
                }
                bestWeight = Swift.max(bestWeight ?? heaviest, heaviest)
            }
            if loaded.isEmpty {
                if let previous = bestReps, single.reps > previous {
                    records.append(PersonalRecord(day: day, kind: .mostReps, value: Double(single.reps), set: single))
                }
                bestReps = Swift.max(bestReps ?? single.reps, single.reps)
            }
        }
        return ExerciseHistory(exercise: exercise, days: days, records: records)
    }
}
