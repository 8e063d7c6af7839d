/// `:expenditure`: the learned estimate and the data behind it.
public enum ExpenditureReport {
    public static func lines(_ result: Result<ExpenditureEstimate, ExpenditureGap>, unit: WeightUnit) -> [String] {
        let estimate: ExpenditureEstimate
        switch result {
        case .failure(let gap):
            return ["No estimate yet: it \(gap).",
                    "It learns from what you eat (:food) and what your weight does (:weight), over the last four weeks."]
        case .success(let value):
            estimate = value
        }
        let first = estimate.window.lowerBound
        let last = estimate.window.upperBound
        let stored = estimate.storedEnergyPerDay
        var lines = [
            "Estimated expenditure: \(Format.integer(estimate.kcalPerDay)) kcal a day "
                + "(95% range \(Format.integer(estimate.range.lowerBound))–\(Format.integer(estimate.range.upperBound)))",
            "From \(first.iso) to \(last.iso) (\(estimate.windowDays) days):",
            "  intake logged on \(estimate.intakeDays) of \(estimate.windowDays) days, "
                + "\(Format.integer(estimate.averageIntake)) kcal a day on average"
                + (estimate.missingIntakeDays > 0
                    ? " (the other \(estimate.missingIntakeDays) counted at that average)" : ""),
            "  \(estimate.weighIns) weigh-ins; the weight trend " + trendText(estimate, unit: unit),
            "  \(Format.integer(estimate.averageIntake)) kcal eaten "
                + (stored <= 0 ? "+ \(Format.integer(-stored)) kcal drawn from the body's stores"
                    : "− \(Format.integer(stored)) kcal put into the body's stores")
                + " = \(Format.integer(estimate.kcalPerDay)) kcal a day",
        ]
        if let missing = LearnedTarget.missing(estimate) {
            lines.append("Targets follow it once it rests on \(LearnedTarget.requiredIntakeDays) days of food logs and "
                + "\(LearnedTarget.requiredWeighIns) weigh-ins: \(missing) to go.")
        } else {
            lines.append("Enough data for targets to follow it (\(LearnedTarget.requiredIntakeDays)+ days of food logs, "
                + "\(LearnedTarget.requiredWeighIns)+ weigh-ins).")
        }
        return lines
    }

    static func trendText(_ estimate: ExpenditureEstimate, unit: WeightUnit) -> String {
        let change = estimate.weightChange
        let kcal = Format.integer(abs(estimate.storedEnergyPerDay))
        if abs(change) < 0.05 { return "held steady (about \(kcal) kcal a day in or out of the body's stores)" }
        let rate = "\(change < 0 ? "−" : "+")\(unit.text(abs(estimate.weeklyRate))) a week"
        return "\(change < 0 ? "fell" : "rose") \(unit.text(abs(change))) (\(rate)): \(kcal) kcal a day "
            + (change < 0 ? "out of" : "into") + " the body's stores at 7,700 kcal per kg"
    }
}
