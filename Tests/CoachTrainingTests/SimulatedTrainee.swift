import CoachDomain
import Foundation
@testable import CoachTraining

/// A deterministic pseudo-random source (SplitMix64), so a simulation replays exactly.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A normal deviate (Box–Muller).
    mutating func normal(_ sd: Double) -> Double {
        let u1 = max(Double.random(in: 0..<1, using: &self), 1e-12), u2 = Double.random(in: 0..<1, using: &self)
        return sd * (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }
}

/// A trainee with a true one-rep max per lift that grows with sessions done near the target
/// effort, a day-to-day readiness, fatigue across sets, and reps in reserve reported with an
/// error of about one rep (half the time not at all). It lifts what it really can at each
/// prescribed load, and chooses a load with its own (imperfect) sense when told to find one.
struct SimulatedTrainee {
    /// True one-rep maxes, kg.
    var strength: [String: Double]
    let level: Experience
    var random: SeededRandom

    /// Outcome of one prescribed exercise.
    struct Check {
        var exercise: String
        /// Whether the load lets the target reps be done at about the target effort, by the true
        /// strength: on a first set, the bottom of the range with at least target - 1 in reserve,
        /// and the top of the range with at most target + 3 (not far too easy).
        var fits: Bool
        /// The 1RM the load implies (mid-range reps at the target reserve) over the true 1RM.
        var ratio: Double
        var decision: LoadAdvice.Decision
    }

    /// Sessions' gain in strength when trained near the target effort.
    var gain: Double {
        switch level {
        case .beginner: 0.012
        case .intermediate: 0.005
        case .advanced: 0.0025
        }
    }

    /// Root lifts by level (kg); the rest follow the catalog's starter ratios, each off by up to ±15%.
    init(level: Experience, catalog: TrainingCatalog, gear: Set<Equipment>, seed: UInt64) {
        self.level = level
        random = SeededRandom(state: seed)
        let scale: Double = level == .beginner ? 0.5 : level == .intermediate ? 1 : 1.45
        var strength: [String: Double] = ["back squat": 120 * scale, "bench press": 90 * scale, "deadlift": 150 * scale,
                                          "overhead press": 57 * scale, "barbell row": 80 * scale, "leg curl": 60 * scale,
                                          "bicep curl": 22 * scale, "calf raise": 110 * scale]
        // Follow starters until nothing new can be derived.
        for _ in 0..<4 {
            for exercise in catalog.exercises where strength[exercise.name] == nil {
                if let starter = exercise.starters.first(where: { strength[$0.from] != nil }), let base = strength[starter.from] {
                    strength[exercise.name] = base * starter.ratio * (1 + Double.random(in: -0.15...0.15, using: &random))
                }
            }
        }
        // Lifts with no relation: by how they load.
        for exercise in catalog.exercises where strength[exercise.name] == nil {
            let base: Double = switch (exercise.load, exercise.mechanics) {
            case (.barbell, _): 70
            case (.machine, .compound): 90
            case (.machine, .isolation), (.cable, _): 45
            case (.kettlebell, _): 30
            case (.dumbbell, .compound): 30
            case (.dumbbell, .isolation): 14
            default: 0
            }
            strength[exercise.name] = base * scale * (1 + Double.random(in: -0.15...0.15, using: &random))
        }
        // A dumbbell lift done with a barbell moves about twice the load of one dumbbell, and back.
        for exercise in catalog.exercises {
            guard let value = strength[exercise.name], let setup = exercise.setup(with: gear) else { continue }
            switch (exercise.load, exercise.loadKind(with: setup)) {
            case (.dumbbell, .barbell): strength[exercise.name] = value * 2.2
            case (.barbell, .dumbbell): strength[exercise.name] = value * 0.45
            default: break
            }
        }
        self.strength = strength
    }

    /// Does `prescription` today; returns what it logged and how well the load fitted.
    mutating func perform(_ prescription: ExercisePrescription, step: TrainingRules.LoadStep?, unit: LoadUnit,
                          readiness: Double, day: CalendarDay) -> (LoggedExercise, Check?) {
        let lo = prescription.reps.lowerBound, hi = prescription.reps.upperBound, target = Double(prescription.reserve)
        guard let step, let oneRepMax = strength[prescription.name] else {
            // Body weight: not part of the check.
            return (LoggedExercise(day: day, sets: prescription.sets.map { LoggedSet(reps: $0.reps) }), nil)
        }
        let today = oneRepMax * readiness
        var load: Double
        if let prescribed = prescription.advice.loadKg {
            load = prescribed
        } else {
            // Its own guess for the low end at the target reserve, within about 10%.
            let guess = LoadMath.load(forReps: lo, reserve: prescription.reserve, oneRepMaxKg: oneRepMax) * (1 + random.normal(0.07))
            load = LoadMath.rounded(guess, step: step, unit: unit)
        }
        let firstToFailure = LoadMath.repsToFailure(loadKg: load, oneRepMaxKg: today)
        var sets: [LoggedSet] = []
        var effective = 0
        for (index, set) in prescription.sets.enumerated() {
            let toFailure = firstToFailure - Double(index) * 0.7
            let atTarget = Int((toFailure - target).rounded(.down))
            let reps: Int
            if toFailure - Double(set.reps) >= target - 1 {
                // The set's aim is within reach at about the target effort: do it, and more up to
                // the top of the range while the target stays in reserve.
                reps = max(set.reps, min(hi, atTarget))
            } else {
                // Out of reach: what it can at the target effort, grinding to the bottom if it has to.
                reps = max(0, max(atTarget, min(lo, Int(toFailure.rounded(.down)))))
            }
            let felt = toFailure - Double(reps) + random.normal(0.8)
            let reported: Double? = Bool.random(using: &random) ? max(0, felt.rounded()) : nil
            sets.append(LoggedSet(reps: reps, loadKg: load, reserve: reported))
            if reps >= lo - 1 && toFailure - Double(reps) <= target + 3 { effective += 1 }
        }
        // Training near the target effort makes it stronger.
        if effective * 2 >= sets.count { strength[prescription.name] = oneRepMax * (1 + gain) }
        guard prescription.advice.loadKg != nil else { return (LoggedExercise(day: day, sets: sets), nil) }
        // Judged against the true strength: the day's readiness is noise in what it logs, which
        // no prescription can know beforehand.
        let trueToFailure = LoadMath.repsToFailure(loadKg: load, oneRepMaxKg: oneRepMax)
        let fits = trueToFailure >= Double(lo) + target - 1 && trueToFailure <= Double(hi) + target + 3
        let implied = LoadMath.oneRepMax(loadKg: load, reps: (lo + hi) / 2, reserve: target)
        return (LoggedExercise(day: day, sets: sets),
                Check(exercise: prescription.name, fits: fits, ratio: implied / oneRepMax, decision: prescription.advice.decision))
    }
}
