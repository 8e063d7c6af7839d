import Foundation

/// A day of the plan for scripts, one line in the documented shape and key order:
/// `{"date": "YYYY-MM-DD", "rest": false, "session": "NAME", "exercises": [{"name": "back squat",
/// "sets": [{"reps": 5, "reps_max": 8, "load_kg": 100.0, "rir": 2}]}]}`. `load_kg` is null where
/// the user is to find the load (and for body weight); cardio has `"minutes"` and no sets; on a
/// rest day `"rest": true`, `"session": null` and no exercises.
public struct PlanDayJSON: Sendable, Hashable {
    public let date: String
    public let rest: Bool
    public let session: String?
    public let exercises: [Exercise]

    public struct Exercise: Sendable, Hashable {
        public let name: String
        public let sets: [Set]
        public let minutes: Int?
    }

    public struct Set: Sendable, Hashable {
        public let reps: Int
        public let repsMax: Int
        public let loadKg: Double?
        public let rir: Int
    }

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
    public func text() -> String {
        let list = exercises.map { exercise in
            let sets = exercise.sets.map { set in
                "{\"reps\": \(set.reps), \"reps_max\": \(set.repsMax), \"load_kg\": \(set.loadKg.map(Self.kilograms) ?? "null"), "
                    + "\"rir\": \(set.rir)}"
            }
            let minutes = exercise.minutes.map { ", \"minutes\": \($0)" } ?? ""
            return "{\"name\": \(Self.string(exercise.name)), \"sets\": [\(sets.joined(separator: ", "))]\(minutes)}"
        }
        return "{\"date\": \(Self.string(date)), \"rest\": \(rest), \"session\": \(session.map(Self.string) ?? "null"), "
            + "\"exercises\": [\(list.joined(separator: ", "))]}"
    }

    /// A JSON string literal.
    static func string(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// 100 → "100.0", 63.50293 → "63.5".
    static func kilograms(_ value: Double) -> String { String(format: "%.1f", (value * 10).rounded() / 10) }
}
