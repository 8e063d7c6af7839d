import CoachDomain

/// A cardio exercise over time (`:progress running`): each session's distance, time and pace.
public struct CardioHistory: Sendable, Hashable {
    /// One session: its day and what was done.
    public struct Session: Sendable, Hashable {
        public var day: CalendarDay
        public var set: WorkoutSet
    }

    public var exercise: String
    /// Oldest first.
    public var sessions: [Session]

    /// The longest session (by distance) and the fastest pace, with their days.
    public var longest: (day: CalendarDay, km: Double)? {
        sessions.compactMap { session in session.set.distanceKm.map { (session.day, $0) } }.max { $0.1 < $1.1 }
    }

    public var fastest: (day: CalendarDay, minutesPerKm: Double)? {
        sessions.compactMap { session in session.set.paceMinutesPerKm.map { (session.day, $0) } }.min { $0.1 < $1.1 }
    }
}

/// Cardio over time, from the workout log (strength is ``StrengthProgress``).
public enum CardioProgress {
    /// Every cardio exercise in `sessions`, most recently done first.
    public static func histories(_ sessions: [WorkoutSession]) -> [CardioHistory] {
        var byExercise: [String: [CardioHistory.Session]] = [:]
        for session in sessions {
            for set in session.sets where set.kind == .cardio {
                byExercise[set.exercise, default: []].append(CardioHistory.Session(day: session.day, set: set))
            }
        }
        let histories = byExercise.map { CardioHistory(exercise: $0.key, sessions: $0.value.sorted { $0.day < $1.day }) }
        func last(_ history: CardioHistory) -> Int { history.sessions.last?.day.daysSinceEpoch ?? 0 }
        return histories.sorted { last($0) != last($1) ? last($0) > last($1) : $0.exercise < $1.exercise }
    }
}
