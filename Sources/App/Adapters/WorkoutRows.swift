import Coach
import CoachDomain
import Foundation
import Storage

/// Workouts over the `workout` / `workoutSet` tables.
public typealias StorageWorkoutLog = StorageLogbook<WorkoutRows>

/// A session is one workout row (the user's words in `notes`; `name` is left nil) with one set row
/// per performed set (``Coach/WorkoutSet/performedSets``), its kind kept (`v14-stored-portions`);
/// reading groups the rows back into lines (``Coach/WorkoutSet/grouped(_:exercises:)``), a row
/// stored without its kind taking it from the exercise catalog.
public struct WorkoutRows: LogbookRows {
    /// Gets the catalog that gives each exercise line its kind when read back.
    public let exercises: @Sendable () async throws -> ExerciseCatalog

    /// Rows read back with `exercises`.
    public init(exercises: ExerciseCatalog) { self.exercises = { exercises } }

    /// Rows read back with the catalog `exercises` gives, asked for on the first read that finds a workout.
    public init(loadingExercises exercises: @escaping @Sendable () async throws -> ExerciseCatalog) { self.exercises = exercises }

    public func reference() async throws -> ExerciseCatalog? { try await exercises() }

    public static func repository(in store: Store) -> WorkoutRepository { store.workouts }

    public static func rows(of session: WorkoutSession, at time: Date) -> Storage.WorkoutLog {
        let rows = session.sets.flatMap(\.performedSets).map { row in
            WorkoutSetRecord(exercise: row.exercise, setNumber: row.setNumber, reps: row.reps, weightKg: row.weightKg,
                             durationSeconds: row.durationSeconds, distanceMeters: row.distanceMeters, reserve: row.reserve,
                             kind: row.kind?.rawValue, steps: row.steps)
        }
        return Storage.WorkoutLog(workout: WorkoutRecord(time: time, notes: session.description), sets: rows)
    }

    /// A set row whose kind is missing or unknown to this version takes it from the catalog.
    public static func needsReference(_ log: Storage.WorkoutLog) -> Bool {
        log.sets.contains { set in set.kind.flatMap(ExerciseKind.init(rawValue:)) == nil }
    }

    public static func entry(from log: Storage.WorkoutLog, on day: CalendarDay, using exercises: ExerciseCatalog?) -> WorkoutSession {
        let rows = log.sets.map { set in
            PerformedSet(exercise: set.exercise, setNumber: set.setNumber, reps: set.reps, weightKg: set.weightKg,
                         durationSeconds: set.durationSeconds, distanceMeters: set.distanceMeters, reserve: set.reserve,
                         kind: set.kind.flatMap(ExerciseKind.init(rawValue:)), steps: set.steps)
        }
        return WorkoutSession(day: day, description: log.workout.notes ?? log.workout.name ?? "",
                              sets: WorkoutSet.grouped(rows, exercises: exercises))
    }
}

extension StorageLogbook where Rows == WorkoutRows {
    /// Workouts in the database behind `handle`, days in `clock`'s time zone; `exercises` gives
    /// each line its kind when read back.
    public init(handle: StoreHandle, clock: StorageDayClock, exercises: ExerciseCatalog) {
        self.init(handle: handle, clock: clock, rows: WorkoutRows(exercises: exercises))
    }

    /// Workouts in the database behind `handle`; the catalog is got from `exercises` on the first
    /// read that finds a workout.
    public init(handle: StoreHandle, clock: StorageDayClock, loadingExercises exercises: @escaping @Sendable () async throws -> ExerciseCatalog) {
        self.init(handle: handle, clock: clock, rows: WorkoutRows(loadingExercises: exercises))
    }
}
