/// The examples the coach prints ("write it like ..."), in the user's units, so a help line never
/// shows an imperial user a kilogram or a kilometre. The one place those examples are written.
public extension WeightUnit {
    /// A lift: "squat 3x5 100kg", "squat 3x5 225lb".
    var liftExample: String { self == .lb ? "squat 3x5 225lb" : "squat 3x5 100kg" }

    /// A run: "ran 5 km in 28 min", "ran 3 miles in 28 min".
    var runExample: String { self == .lb ? "ran 3 miles in 28 min" : "ran 5 km in 28 min" }

    /// A body weight: "82 kg", "181 lb".
    var bodyWeightExample: String { self == .lb ? "181 lb" : "82 kg" }

    /// A height: "180 cm", "5 ft 11 in".
    var heightExample: String { self == .lb ? "5 ft 11 in" : "180 cm" }

    /// A weigh-in as typed (a bare number is in this unit): "81.6", "180.4".
    var weighInExample: String { self == .lb ? "180.4" : "81.6" }

    /// How to write a workout: "\"squat 3x5 100kg\" or \"ran 5 km in 28 min\"".
    var workoutHint: String { "\"\(liftExample)\" or \"\(runExample)\"" }
}
