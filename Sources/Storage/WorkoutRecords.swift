import Foundation
import GRDB

/// A training session; its sets carry the work.
public struct WorkoutRecord: EntryRecord {
    public typealias Line = WorkoutSetRecord
    public static let databaseTableName = "workout"

    public var id: Int64?
    public var time: Date
    public var name: String?
    public var notes: String?

    public var words: String { notes ?? "" }

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
public struct WorkoutSetRecord: LineRecord {
    public static let databaseTableName = "workoutSet"
    public static let entryColumn = "workoutId"

    public var id: Int64?
    /// Set by ``LogbookRepository/log(_:lines:)``.
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
    /// The exercise's kind as logged (`strength`, `bodyweight`, `cardio`; `v14-stored-portions`);
    /// nil on older rows, whose reader takes it from the exercise catalog.
    public var kind: String?
    /// Steps of an activity counted in steps (`v13-workout-steps`).
    public var steps: Int?

    public init(
        id: Int64? = nil, workoutId: Int64 = 0, exercise: String, setNumber: Int, reps: Int? = nil,
        weightKg: Double? = nil, durationSeconds: Double? = nil, distanceMeters: Double? = nil, reserve: Double? = nil,
        kind: String? = nil, steps: Int? = nil
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
        self.kind = kind
        self.steps = steps
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    public var entryId: Int64 {
        get { workoutId }
        set { workoutId = newValue }
    }

    public var signature: String {
        "\(exercise)|\(setNumber)|\(reps.map(String.init) ?? "")|"
            + [weightKg, durationSeconds, distanceMeters].map { $0.map(LineSignature.rounded) ?? "" }.joined(separator: "|")
            + (steps.map { "|\($0) steps" } ?? "")
    }
}

/// How a line's numbers enter its identity: to 0.01.
enum LineSignature {
    static func rounded(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        return hundredths.isFinite && abs(hundredths) < 1e15 ? String(Int(hundredths)) : String(value)
    }
}
