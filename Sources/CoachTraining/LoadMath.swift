import CoachDomain
import Foundation

/// Loads, one-rep maxes and the smallest steps of each kind of equipment.
public enum LoadMath {
    /// Epley with reps in reserve: a set of `reps` that could have gone `reserve` more is a set
    /// to failure of `reps + reserve`; 1RM = load x (1 + that / 30).
    public static func oneRepMax(loadKg: Double, reps: Int, reserve: Double = 0) -> Double {
        let toFailure = Double(reps) + max(0, reserve)
        return toFailure <= 1 ? loadKg : loadKg * (1 + toFailure / 30)
    }

    /// The load that allows `reps` with `reserve` left, for a one-rep max.
    public static func load(forReps reps: Int, reserve: Int, oneRepMaxKg: Double) -> Double {
        oneRepMaxKg / (1 + Double(reps + reserve) / 30)
    }

    /// Reps to failure at `loadKg` for a one-rep max (Epley inverted; may be fractional or negative).
    public static func repsToFailure(loadKg: Double, oneRepMaxKg: Double) -> Double {
        30 * (oneRepMaxKg / loadKg - 1)
    }

    /// `loadKg` on the ladder of `step` in `unit`: `.down` to the load at or below, `.nearest`,
    /// or `.up`; never below the lightest load.
    public static func rounded(_ loadKg: Double, step: TrainingRules.LoadStep, unit: LoadUnit,
                               _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
        step.rounded(loadKg / unit.kilograms, rule) * unit.kilograms
    }

    /// The next load up from `loadKg` on the ladder of `step` in `unit`.
    public static func next(_ loadKg: Double, step: TrainingRules.LoadStep, unit: LoadUnit) -> Double {
        step.next(after: loadKg / unit.kilograms) * unit.kilograms
    }

    /// The next load down from `loadKg` on the ladder (or the lightest).
    public static func previous(_ loadKg: Double, step: TrainingRules.LoadStep, unit: LoadUnit) -> Double {
        step.previous(before: loadKg / unit.kilograms) * unit.kilograms
    }

    /// `loadKg` in `unit`, rounded to a tenth.
    public static func inUnit(_ loadKg: Double, _ unit: LoadUnit) -> Double {
        (loadKg / unit.kilograms * 10).rounded() / 10
    }

    /// `60 kg`, `135 lb`, `22.5 kg`.
    public static func text(_ loadKg: Double, _ unit: LoadUnit) -> String {
        "\(number(inUnit(loadKg, unit))) \(unit.rawValue)"
    }

    /// 60 -> "60", 22.5 -> "22.5".
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
