import CoachDomain

/// When a learned expenditure may set the daily target, and what target it implies.
public enum LearnedTarget {
    /// Days with food logged, and weigh-ins, an estimate needs before targets follow it.
    public static let requiredIntakeDays = 14
    public static let requiredWeighIns = 8
    /// Whether `estimate` rests on enough data to set targets.
    public static func isEnough(_ estimate: ExpenditureEstimate) -> Bool {
        estimate.intakeDays >= requiredIntakeDays && estimate.weighIns >= requiredWeighIns
    }

    /// What is still missing before targets follow the estimate ("6 more days of food logs"), or
    /// nil when it is enough.
    public static func missing(_ estimate: ExpenditureEstimate) -> String? {
        var parts: [String] = []
        let days = requiredIntakeDays - estimate.intakeDays
        let weighIns = requiredWeighIns - estimate.weighIns
        if days > 0 { parts.append("\(days) more day\(days == 1 ? "" : "s") of food logs") }
        if weighIns > 0 { parts.append("\(weighIns) more weigh-in\(weighIns == 1 ? "" : "s")") }
        return parts.isEmpty ? nil : Format.list(parts)
    }

    /// The expenditure the targets follow: the estimate, rounded, its derivation naming the data and
    /// the formula's figure ("learned from 26 days of intake and 20 weigh-ins (formula: 2,761)").
    ///
    /// One deficit rule: the daily target is worked out from it by ``TargetCalculator`` exactly as
    /// from the formula's expenditure (the goal's weekly rate at 7,700 kcal per kg, at most 1% of
    /// body weight a week, never below the BMR nor 1,200 / 1,500 kcal), so a learned expenditure
    /// changes the starting point and nothing else.
    public static func expenditure(_ estimate: ExpenditureEstimate, formula: Double?) -> EnergyExpenditure {
        var how = "learned from \(estimate.intakeDays) days of intake and \(estimate.weighIns) weigh-ins"
        if let formula { how += " (formula: \(Format.integer(formula)))" }
        return EnergyExpenditure(kcal: estimate.kcalPerDay.rounded(), source: .learned(how))
    }
}
