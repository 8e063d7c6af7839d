import CoachDomain
/// One set as lifted: reps, the load (nil for body weight) and, when the user said it, the
/// reps left in reserve (RPE 8 is 2 in reserve).
public struct LoggedSet: Sendable, Hashable, Codable {
    public var reps: Int
    public var loadKg: Double?
    public var reserve: Double?

    public init(reps: Int, loadKg: Double? = nil, reserve: Double? = nil) {
        self.reps = reps
        self.loadKg = loadKg
        self.reserve = reserve
    }
}

/// One exercise on one day: its sets in order (or minutes, for cardio).
public struct LoggedExercise: Sendable, Hashable, Codable {
    public var day: CalendarDay
    public var sets: [LoggedSet]
    public var minutes: Double?

    public init(day: CalendarDay, sets: [LoggedSet], minutes: Double? = nil) {
        self.day = day
        self.sets = sets
        self.minutes = minutes
    }

    /// The heaviest load of the day (nil without one).
    public var topLoadKg: Double? { sets.compactMap(\.loadKg).filter { $0 > 0 }.max() }

    /// The sets done at the top load (all of them for body weight).
    public var workSets: [LoggedSet] {
        guard let top = topLoadKg else { return sets }
        return sets.filter { ($0.loadKg ?? 0) >= top - 0.01 }
    }
}

/// What the user has lifted, by exercise (canonical names), oldest first.
public struct TrainingLog: Sendable, Hashable {
    public private(set) var byExercise: [String: [LoggedExercise]] = [:]

    public init(_ entries: [(exercise: String, performed: LoggedExercise)] = []) {
        for entry in entries { add(entry.exercise, entry.performed) }
    }

    /// Adds one exercise's day, keeping days in order (one day's sets of the same exercise join).
    public mutating func add(_ exercise: String, _ performed: LoggedExercise) {
        var list = byExercise[exercise, default: []]
        if let index = list.firstIndex(where: { $0.day == performed.day }) {
            list[index].sets += performed.sets
            if let minutes = performed.minutes { list[index].minutes = (list[index].minutes ?? 0) + minutes }
        } else {
            list.append(performed)
            list.sort { $0.day < $1.day }
        }
        byExercise[exercise] = list
    }

    /// The days of `exercise` before `day`, oldest first.
    public func history(of exercise: String, before day: CalendarDay) -> [LoggedExercise] {
        (byExercise[exercise] ?? []).filter { $0.day < day }
    }

    /// Days with anything logged of `exercises`, in `range`.
    public func trainedDays(among exercises: Set<String>, in range: ClosedRange<CalendarDay>) -> Set<CalendarDay> {
        var days: Set<CalendarDay> = []
        for name in exercises {
            for performed in byExercise[name] ?? [] where range.contains(performed.day) { days.insert(performed.day) }
        }
        return days
    }
}
