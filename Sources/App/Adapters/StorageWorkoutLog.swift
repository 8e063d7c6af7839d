import Coach
import CoachDomain
import Foundation
import Storage

/// ``Coach/WorkoutLog`` over Storage's `workout` / `workoutSet` tables.
///
/// A session is one workout row (the user's words in `notes`; `name` is left nil) with one set row
/// per performed set (``Coach/WorkoutSet/performedSets``); reading groups the rows back into lines
/// (``Coach/WorkoutSet/grouped(_:exercises:)``, the kind from the exercise catalog). A session for
/// today is timed now, one for another day at noon of that day. Storage has no range query, so
/// ``sessions(from:through:)`` reads day by day.
public struct StorageWorkoutLog: CoachDomain.WorkoutLog {
    public let handle: StoreHandle
    public let clock: StorageDayClock
    /// Gives each exercise line its kind when read back.
    public let exercises: ExerciseCatalog

    /// Workouts in the database behind `handle`, days in `clock`'s time zone.
    public init(handle: StoreHandle, clock: StorageDayClock, exercises: ExerciseCatalog) {
        self.handle = handle
        self.clock = clock
        self.exercises = exercises
    }

    public func addSession(_ session: WorkoutSession) async throws {
        let store = try await handle.store()
        let workout = WorkoutRecord(time: clock.time(for: session.day), notes: session.description)
        let rows = session.sets.flatMap(\.performedSets).map { row in
            WorkoutSetRecord(exercise: row.exercise, setNumber: row.setNumber, reps: row.reps, weightKg: row.weightKg,
                             durationSeconds: row.durationSeconds, distanceMeters: row.distanceMeters, reserve: row.reserve)
        }
        try await store.workouts.log(workout, sets: rows)
    }

    public func sessions(from start: CalendarDay, through end: CalendarDay) async throws -> [WorkoutSession] {
        guard start <= end else { return [] }
        // A store that cannot be read is said, never read as an empty day.
        guard let store = try await handle.storeForReading() else { throw await handle.failure ?? StorageError.invalid("the store is not open") }
        var sessions: [WorkoutSession] = []
        var day = start
        while day <= end {
            let logs = try await store.workouts.workouts(on: clock.noon(of: day), calendar: clock.calendar)
            for log in logs where clock.contains(log.workout.time, in: day) {
                sessions.append(session(from: log, on: day))
            }
            day = day.adding(days: 1)
        }
        return sessions
    }

    /// One stored workout as the coach's session of `day`.
    func session(from log: Storage.WorkoutLog, on day: CalendarDay) -> WorkoutSession {
        let rows = log.sets.map { set in
            PerformedSet(exercise: set.exercise, setNumber: set.setNumber, reps: set.reps, weightKg: set.weightKg,
                         durationSeconds: set.durationSeconds, distanceMeters: set.distanceMeters, reserve: set.reserve)
        }
        return WorkoutSession(day: day, description: log.workout.notes ?? log.workout.name ?? "",
                              sets: WorkoutSet.grouped(rows, exercises: exercises))
    }
}
