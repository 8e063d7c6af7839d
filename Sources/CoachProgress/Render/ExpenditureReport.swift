import CoachDomain

/// `:expenditure`: the learned estimate beside the formula's, and the data behind it.
public enum ExpenditureReport {
    /// `formula`: the profile's targets without a learned expenditure (their BMR and expenditure
    /// are the formula's); nil or incomplete: no formula line.
    public static func lines(_ result: Result<ExpenditureEstimate, ExpenditureGap>, unit: WeightUnit,
                             formula: DailyTargets? = nil) -> [String] {
        let estimate: ExpenditureEstimate
        switch result {
        case .failure(let gap):
            return ["No estimate yet: it \(gap).",
                    "It learns from what you eat (:food) and what your weight does (:weight), over the last four weeks."]
                + (formulaLine(formula).map { ["Until then your targets use the \($0)."] } ?? [])
        case .success(let value):
            estimate = value
        }
        let first = estimate.window.lowerBound
        let last = estimate.window.upperBound
        let stored = estimate.storedEnergyPerDay
        var lines = [
            "Estimated expenditure: \(Format.integer(estimate.kcalPerDay)) kcal a day "
                + "(95% range \(Format.integer(estimate.range.lowerBound))–\(Format.integer(estimate.range.upperBound)))",
        ]
        if let line = formulaLine(formula), let kcal = formula?.expenditure?.kcal {
            let difference = estimate.kcalPerDay.rounded() - kcal
            let compared = abs(difference) < 1 ? "the same"
                : "\(Format.integer(abs(difference))) kcal \(difference < 0 ? "lower" : "higher")"
            lines.append("From your profile, the \(line) (the estimate is \(compared))")
        }
        lines += [
            "From \(first.iso) to \(last.iso) (\(estimate.windowDays) days):",
            "  intake logged on \(estimate.intakeDays) of \(estimate.windowDays) days, "
                + "\(Format.integer(estimate.averageIntake)) kcal a day on average"
                + (estimate.missingIntakeDays > 0
                    ? " (the other \(estimate.missingIntakeDays) counted at that average)" : ""),
            "  \(estimate.weighIns) weigh-ins from \(first.iso) through the morning after the last day "
                + "(\(last.adding(days: 1).iso)); the weight trend " + trendText(estimate, unit: unit),
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

    /// "formula: BMR 1,780 kcal x 1.55 moderately active = 2,761 kcal"; nil without the formula.
    static func formulaLine(_ formula: DailyTargets?) -> String? {
        guard let bmr = formula?.bmr, let expenditure = formula?.expenditure, !expenditure.isLearned else { return nil }
        return "formula: BMR \(Format.integer(bmr.kcal)) kcal \(expenditure.derivation)"
    }

    static func trendText(_ estimate: ExpenditureEstimate, unit: WeightUnit) -> String {
        let change = estimate.weightChange
        let kcal = Format.integer(abs(estimate.storedEnergyPerDay))
        if abs(change) < 0.05 { return "held steady (about \(kcal) kcal a day in or out of the body's stores)" }
        let rate = "\(change < 0 ? "−" : "+")\(unit.text(abs(estimate.weeklyRate))) a week"
        return "\(change < 0 ? "fell" : "rose") \(unit.text(abs(change))) (\(rate)): \(kcal) kcal a day "
            + (change < 0 ? "out of" : "into") + " the body's stores at \(Format.integer(unit.kcalPerUnit)) kcal per \(unit.rawValue)"
    }
}
