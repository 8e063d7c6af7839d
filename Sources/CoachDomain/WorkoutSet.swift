/// Whether an exercise is loaded, done with body weight, or cardio.
public enum ExerciseKind: String, Sendable, Hashable, Codable {
    case strength
    case bodyweight
    case cardio
}

/// One line of a workout: an exercise done for `sets` sets of `reps` reps at `weightKg`, or a
/// cardio bout over a distance and/or a duration.
public struct WorkoutSet: Sendable, Hashable, Codable {
    /// The exercise's canonical name, e.g. "back squat".
    public var exercise: String
    public var kind: ExerciseKind
    public var sets: Int
    /// Reps per set (0 for cardio and timed holds).
    public var reps: Int
    /// The load in kg (nil for bodyweight and cardio).
    public var weightKg: Double?
    /// Cardio distance in km.
    public var distanceKm: Double?
    /// Cardio or hold duration in minutes.
    public var durationMinutes: Double?
    /// Reps left in reserve at the end of each set, when said ("@ rpe 8" is 2, "2 rir" is 2).
    public var reserve: Double?
    /// Steps of a walk or another activity counted in steps ("walked 10k steps").
    public var steps: Int?

    public init(exercise: String, kind: ExerciseKind, sets: Int, reps: Int, weightKg: Double? = nil,
                distanceKm: Double? = nil, durationMinutes: Double? = nil, reserve: Double? = nil, steps: Int? = nil) {
        self.exercise = exercise
        self.kind = kind
        self.sets = sets
        self.reps = reps
        self.weightKg = weightKg
        self.distanceKm = distanceKm
        self.durationMinutes = durationMinutes
        self.reserve = reserve
        self.steps = steps
    }

    /// sets x reps x weight, in kg (0 without a load).
    public var volumeKg: Double { Double(sets * reps) * (weightKg ?? 0) }

    /// The estimated one-rep max by Epley's formula, when there is a load and reps.
    public var estimatedOneRepMaxKg: Double? {
        guard let weightKg, weightKg > 0, reps > 0 else { return nil }
        return StrengthMath.epleyOneRepMax(weightKg: weightKg, reps: reps)
    }

    /// Minutes per km, for cardio with both distance and duration.
    public var paceMinutesPerKm: Double? {
        guard let distanceKm, let durationMinutes, distanceKm > 0 else { return nil }
        return durationMinutes / distanceKm
    }

    /// How the line reads: `back squat 3×5 @ 100 kg` (or `@ 95 lb` in pounds); `pull-up 3×10`;
    /// `running 5 km in 28 min (5:36 /km)` (or `running 3 mi in 30 min (10:00 /mi)` in imperial
    /// units); `walking 10,000 steps in 90 min`.
    public func label(in unit: WeightUnit) -> String {
        switch kind {
        case .cardio:
            var parts = [exercise]
            if let steps { parts.append(Format.integer(Double(steps)) + " steps") }
            if let distanceKm { parts.append(unit.distance.text(distanceKm)) }
            if let durationMinutes {
                parts.append((distanceKm == nil && steps == nil ? "for " : "in ") + "\(Format.number(durationMinutes)) min")
            }
            if let pace = paceMinutesPerKm { parts.append("(\(unit.distance.pace(minutesPerKm: pace)))") }
            return parts.joined(separator: " ")
        case .strength, .bodyweight:
            var text = exercise
            if reps > 0 { text += " \(sets)×\(reps)" }
            else if let durationMinutes { text += " \(sets)× \(Format.number(durationMinutes * 60)) s" }
            if let weightKg, weightKg > 0 { text += " @ \(unit.load(weightKg))" }
            if let reserve { text += ", \(Format.number(reserve)) in reserve" }
            return text
        }
    }
}

/// One logged workout: the user's words, the day, and the sets understood from them.
public typealias WorkoutSession = LogEntry<WorkoutSet>

extension WorkoutSet: EntryLine {
    public static let linesKey = "sets"
}

extension LogEntry where Line == WorkoutSet {
    /// A workout of `day`.
    public init(day: CalendarDay, description: String, sets: [WorkoutSet]) {
        self.init(day: day, description: description, lines: sets)
    }

    /// The exercise lines.
    public var sets: [WorkoutSet] {
        get { lines }
        set { lines = newValue }
    }

    /// Total lifted volume in kg.
    public var volumeKg: Double { sets.reduce(0) { $0 + $1.volumeKg } }
}

/// Strength arithmetic.
public enum StrengthMath {
    /// Epley: 1RM = w x (1 + reps / 30); a single is its own 1RM.
    public static func epleyOneRepMax(weightKg: Double, reps: Int) -> Double {
        reps <= 1 ? weightKg : weightKg * (1 + Double(reps) / 30)
    }

    /// Pounds to kilograms.
    public static func kilograms(fromPounds pounds: Double) -> Double { pounds * 0.45359237 }
}
