import CoachDomain
import Foundation

/// A day of the plan for scripts: `{"date": "YYYY-MM-DD", "rest": false, "session": NAME,
/// "exercises": [{"name": ..., "sets": [{"reps", "reps_max", "load_kg", "rir"}]}]}`; on a rest
/// day `"rest": true` and no exercises. Cardio carries `"minutes"` and no sets.
public struct PlanDayJSON: Sendable, Hashable, Encodable {
    public let date: String
    public let rest: Bool
    public let session: String?
    public let exercises: [Exercise]

    public struct Exercise: Sendable, Hashable, Encodable {
        public let name: String
        public let sets: [Set]
        public let minutes: Int?

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(sets, forKey: .sets)
            try c.encodeIfPresent(minutes, forKey: .minutes)
        }

        enum CodingKeys: String, CodingKey { case name, sets, minutes }
    }

    public struct Set: Sendable, Hashable, Encodable {
        public let reps: Int
        public let repsMax: Int
        public let loadKg: Double?
        public let rir: Int

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(reps, forKey: .reps)
            try c.encode(repsMax, forKey: .repsMax)
            // null, not absent, where the user is to find the load.
            try c.encode(loadKg.map { ($0 * 10).rounded() / 10 }, forKey: .loadKg)
            try c.encode(rir, forKey: .rir)
        }

        enum CodingKeys: String, CodingKey {
            case reps
            case repsMax = "reps_max"
            case loadKg = "load_kg"
            case rir
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(rest, forKey: .rest)
        if let session { try c.encode(session, forKey: .session) }
        try c.encode(exercises, forKey: .exercises)
    }

    enum CodingKeys: String, CodingKey { case date, rest, session, exercises }

    /// The JSON of `result` with `date` (the day asked for, as `YYYY-MM-DD`).
    public init(_ result: PlanDayResult, date: String) {
        self.date = date
        switch result {
        case .rest:
            rest = true
            session = nil
            exercises = []
        case .session(let today):
            rest = false
            session = today.name
            exercises = (today.cardio.map { [Exercise(name: $0.exercise, sets: [], minutes: $0.minutes)] } ?? [])
                + today.exercises.map { exercise in
                    Exercise(name: exercise.name, sets: exercise.sets.map {
                        Set(reps: $0.reps, repsMax: $0.repsMax, loadKg: $0.loadKg, rir: $0.reserve)
                    }, minutes: nil)
                }
        }
    }

    /// One line of JSON, keys in the documented order.
    public func text() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
