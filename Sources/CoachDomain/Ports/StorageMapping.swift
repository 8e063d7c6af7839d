import Foundation

/// Helpers for the adapters the composition root writes between the ports and a store that keeps
/// one row per performed set, goals as (kind, value, unit) and times as `Date`s.

/// One performed set, as a store keeps it (one row per set).
public struct PerformedSet: Sendable, Hashable {
    public var exercise: String
    /// 1-based, per exercise line.
    public var setNumber: Int
    public var reps: Int?
    public var weightKg: Double?
    public var durationSeconds: Double?
    public var distanceMeters: Double?
    /// Reps left in reserve, when said.
    public var reserve: Double?
    /// The exercise's kind, as logged; nil for a row stored without it (the catalog then says).
    public var kind: ExerciseKind?

    /// Steps of an activity counted in steps.
    public var steps: Int?

    /// One stored set.
    public init(exercise: String, setNumber: Int, reps: Int? = nil, weightKg: Double? = nil, durationSeconds: Double? = nil,
                distanceMeters: Double? = nil, reserve: Double? = nil, kind: ExerciseKind? = nil, steps: Int? = nil) {
        self.exercise = exercise
        self.setNumber = setNumber
        self.reps = reps
        self.weightKg = weightKg
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.reserve = reserve
        self.kind = kind
        self.steps = steps
    }
}

extension WorkoutSet {
    /// This line as one row per set (`3×5 @ 100 kg` -> three rows of 5 reps at 100 kg).
    public var performedSets: [PerformedSet] {
        (1...max(1, sets)).map { number in
            PerformedSet(exercise: exercise, setNumber: number, reps: reps > 0 ? reps : nil, weightKg: weightKg,
                         durationSeconds: durationMinutes.map { $0 * 60 }, distanceMeters: distanceKm.map { $0 * 1000 },
                         reserve: reserve, kind: kind, steps: steps)
        }
    }

    /// Rows back into lines: consecutive rows of the same exercise, reps, weight, duration and reserve are one
    /// line. The kind comes from `exercises` (strength when the exercise is not listed).
    public static func grouped(_ rows: [PerformedSet], exercises: ExerciseCatalog) -> [WorkoutSet] {
        grouped(rows, exercises: Optional(exercises))
    }

    /// Rows back into lines, as ``grouped(_:exercises:)``; a row's kind is its own when it has one,
    /// else the catalog's (needed only for such rows), else cardio with a distance, strength without.
    public static func grouped(_ rows: [PerformedSet], exercises: ExerciseCatalog?) -> [WorkoutSet] {
        var lines: [WorkoutSet] = []
        for row in rows {
            let minutes = row.durationSeconds.map { $0 / 60 }
            let km = row.distanceMeters.map { $0 / 1000 }
            if var last = lines.last, row.setNumber > 1, last.exercise == row.exercise, last.reps == (row.reps ?? 0),
               last.weightKg == row.weightKg, last.durationMinutes == minutes, last.distanceKm == km, last.reserve == row.reserve,
               last.steps == row.steps {
                last.sets += 1
                lines[lines.count - 1] = last
                continue
            }
            let kind = row.kind ?? exercises?.exercise(named: row.exercise)?.kind ?? (km != nil || row.steps != nil ? .cardio : .strength)
            lines.append(WorkoutSet(exercise: row.exercise, kind: kind, sets: 1, reps: row.reps ?? 0, weightKg: row.weightKg,
                                    distanceKm: km, durationMinutes: minutes, reserve: row.reserve, steps: row.steps))
        }
        return lines
    }
}

extension Goal {
    /// The goal as (kind, value, unit) columns.
    public var storedFields: (kind: String, value: Double, unit: String) { (kind.rawValue, target, unit) }

    /// A goal from (kind, value, unit) columns written by ``storedFields``; nil for a kind the
    /// coach does not keep as a goal (an older version's `focus` and `target_weight` rows: those
    /// moved to the profile).
    public init?(storedKind: String, value: Double, unit: String) {
        guard let kind = GoalKind(rawValue: storedKind) else { return nil }
        self.init(kind: kind, target: value)
    }
}

extension CalendarDay {
    /// The day containing `date` in `timeZone`.
    public init(date: Date, timeZone: TimeZone = .current) {
        self = CalendarDay.today(in: timeZone, now: date)
    }

    /// From midnight to the next midnight in `timeZone` (for querying rows stored with a time).
    public func dateInterval(in timeZone: TimeZone = .current) -> DateInterval {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let start = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
        let next = adding(days: 1)
        let end = calendar.date(from: DateComponents(year: next.year, month: next.month, day: next.day)) ?? start
        return DateInterval(start: start, end: max(start, end))
    }
}
