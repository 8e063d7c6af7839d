import CoachDomain
/// A program: the week's sessions on the user's days, each exercise as sets x rep range with a
/// reps-in-reserve target, and the reasons for each choice. Loads are not part of it: they come
/// from what was lifted, on the day (``SessionPlanner``).
public struct TrainingPlan: Sendable, Hashable, Codable {
    /// The profile it was made for (a change that matters calls for a new plan).
    public var profile: TrainingProfile
    /// The day it was made: week 1 of an endurance build starts that week.
    public var startDay: CalendarDay
    /// `full body`, `upper/lower`, `endurance`.
    public var split: String
    /// The week's sessions in weekday order.
    public var sessions: [PlannedSession]
    /// Weekly hard sets each major group should get.
    public var weeklyRange: ClosedRange<Int>
    /// One line per choice ("3 days → full body ...").
    public var notes: [String]
    /// Major groups below the range, with why (not enough time, or avoided).
    public var shortfalls: [MuscleGroup: String]
    /// Runs or rides, for endurance plans and easy cardio days.
    public var endurance: EnduranceBlock?

    public init(profile: TrainingProfile, startDay: CalendarDay, split: String, sessions: [PlannedSession],
                weeklyRange: ClosedRange<Int>, notes: [String], shortfalls: [MuscleGroup: String] = [:],
                endurance: EnduranceBlock? = nil) {
        self.profile = profile
        self.startDay = startDay
        self.split = split
        self.sessions = sessions
        self.weeklyRange = weeklyRange
        self.notes = notes
        self.shortfalls = shortfalls
        self.endurance = endurance
    }

    /// The exercises of the week, each once, in order of appearance.
    public var exerciseNames: [String] {
        var seen: Set<String> = []
        return sessions.flatMap(\.exercises).map(\.name).filter { seen.insert($0).inserted }
            + (endurance.map { [$0.exercise] } ?? []).filter { !seen.contains($0) }
    }

    /// The week's hard sets per group: one per set of an exercise that trains it, half per set
    /// of one that helps it.
    public func weeklySets(_ catalog: TrainingCatalog) -> [MuscleGroup: Double] {
        var sets: [MuscleGroup: Double] = [:]
        for exercise in sessions.flatMap(\.exercises) {
            guard let known = catalog.exercise(named: exercise.name) else { continue }
            for group in MuscleGroup.allCases where known.share(of: group) > 0 {
                sets[group, default: 0] += known.share(of: group) * Double(exercise.sets)
            }
        }
        return sets
    }

    /// The session on `weekday`, if any.
    public func session(on weekday: Weekday) -> PlannedSession? { sessions.first { $0.weekday == weekday } }
}

/// One session of the week.
public struct PlannedSession: Sendable, Hashable, Codable {
    /// "full body A", "long run + strength".
    public var name: String
    public var weekday: Weekday
    public var exercises: [PlannedExercise]
    /// The cardio part, if any.
    public var cardio: CardioPart?
    /// Minutes the lifting takes, warm-up included (0 without lifting).
    public var liftingMinutes: Double

    public init(name: String, weekday: Weekday, exercises: [PlannedExercise], cardio: CardioPart? = nil,
                liftingMinutes: Double = 0) {
        self.name = name
        self.weekday = weekday
        self.exercises = exercises
        self.cardio = cardio
        self.liftingMinutes = liftingMinutes
    }
}

/// One exercise of a session: sets x rep range at a reps-in-reserve target.
public struct PlannedExercise: Sendable, Hashable, Codable {
    public var name: String
    public var pattern: MovementPattern
    public var role: SlotRole
    public var sets: Int
    public var reps: ClosedRange<Int>
    public var reserve: Int
    /// Why this exercise ("squat pattern with a barbell and a rack").
    public var why: String

    public init(name: String, pattern: MovementPattern, role: SlotRole, sets: Int, reps: ClosedRange<Int>, reserve: Int,
                why: String) {
        self.name = name
        self.pattern = pattern
        self.role = role
        self.sets = sets
        self.reps = reps
        self.reserve = reserve
        self.why = why
    }
}

/// Cardio in a session: an easy one or the week's long one.
public struct CardioPart: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable { case easy, long, recovery }
    public var exercise: String
    public var kind: Kind

    public init(exercise: String, kind: Kind) {
        self.exercise = exercise
        self.kind = kind
    }
}

/// How the cardio of a plan grows: minutes of the first week, growing by at most `growth` a
/// week up to `capMinutes`, a `longShare` of it in the long session.
public struct EnduranceBlock: Sendable, Hashable, Codable {
    public var exercise: String
    public var firstWeekMinutes: Int
    public var capMinutes: Int
    public var growth: Double
    public var longShare: Double
    /// Minutes of a recovery cardio day in a lifting plan (fixed, not grown).
    public var recoveryMinutes: Int

    public init(exercise: String, firstWeekMinutes: Int, capMinutes: Int, growth: Double, longShare: Double,
                recoveryMinutes: Int = 30) {
        self.exercise = exercise
        self.firstWeekMinutes = firstWeekMinutes
        self.capMinutes = capMinutes
        self.growth = growth
        self.longShare = longShare
        self.recoveryMinutes = recoveryMinutes
    }

    /// Minutes of the long session and of each easy one in week `week` (1 = the plan's first)
    /// for `sessions` cardio sessions a week. Each week's total (long + easy ones) is at most
    /// `growth` more than the last week's, up to the cap; the long one is on 5-minute steps (down).
    public func week(_ week: Int, sessions: Int) -> (long: Int, easy: Int) {
        var split = divide(min(firstWeekMinutes, capMinutes), sessions: sessions)
        var total = split.long + split.easy * max(0, sessions - 1)
        for _ in 1..<max(1, week) {
            let grown = min(capMinutes, Int(Double(total) * (1 + growth)))
            guard grown > total else { break }
            split = divide(grown, sessions: sessions)
            total = split.long + split.easy * max(0, sessions - 1)
        }
        return split
    }

    /// The week's total in week `week`.
    public func weekMinutes(_ week: Int, sessions: Int) -> Int {
        let split = self.week(week, sessions: sessions)
        return split.long + split.easy * max(0, sessions - 1)
    }

    func divide(_ total: Int, sessions: Int) -> (long: Int, easy: Int) {
        guard sessions > 1 else { return (total, 0) }
        let long = min(total, Int(Double(total) * share(sessions: sessions) / 5) * 5)
        return (long, (total - long) / (sessions - 1))
    }

    /// The long session's share: at least `longShare`, and half again as long as an easy one.
    func share(sessions: Int) -> Double { max(longShare, 1.5 / (Double(sessions) + 0.5)) }
}
