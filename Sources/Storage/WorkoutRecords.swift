import Foundation
import GRDB

/// A training session; its sets carry the work.
public struct WorkoutRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "workout"

    public var id: Int64?
    public var time: Date
    public var name: String?
    public var notes: String?

    public init(id: Int64? = nil, time: Date = Date(), name: String? = nil, notes: String? = nil) {
        self.id = id
        self.time = time
        self.name = name
        self.notes = notes
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// One set: reps and weight for strength work, duration and distance for cardio.
public struct WorkoutSetRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "workoutSet"

    public var id: Int64?
    /// Set by ``WorkoutRepository/log(_:sets:)``.
    public var workoutId: Int64
    public var exercise: String
    /// 1-based, per exercise.
    public var setNumber: Int
    public var reps: Int?
    public var weightKg: Double?
    public var durationSeconds: Double?
    public var distanceMeters: Double?
    /// Reps left in reserve at the end of the set, when said (`v12-training`).
    public var reserve: Double?

    public init(
        id: Int64? = nil, workoutId: Int64 = 0, exercise: String, setNumber: Int, reps: Int? = nil,
        weightKg: Double? = nil, durationSeconds: Double? = nil, distanceMeters: Double? = nil, reserve: Double? = nil
    ) {
        self.id = id
        self.workoutId = workoutId
        self.exercise = exercise
        self.setNumber = setNumber
        self.reps = reps
        self.weightKg = weightKg
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.reserve = reserve
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }
}

/// A workout with its sets, in set order.
public struct WorkoutLog: Sendable, Hashable {
    public var workout: WorkoutRecord
    public var sets: [WorkoutSetRecord]

    public init(workout: WorkoutRecord, sets: [WorkoutSetRecord]) {
        self.workout = workout
        self.sets = sets
    }
}
