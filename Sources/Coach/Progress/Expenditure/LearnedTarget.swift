/// When a learned expenditure may set the daily target, and what target it implies.
public enum LearnedTarget {
    /// Days with food logged, and weigh-ins, an estimate needs before targets follow it.
    public static let requiredIntakeDays = 14
    public static let requiredWeighIns = 8
    /// The deepest deficit a learned target asks for, as a share of expenditure, and the floor.
    public static let maximumDeficitShare = 0.25
    public static let minimumKcal = 1_200.0

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

    /// The daily kcal target for losing (negative) or gaining `weeklyRateKg` kg a week at
    /// `expenditure` kcal a day: expenditure + rate × 7,700 / 7, never a deficit deeper than 25% of
    /// expenditure nor below 1,200 kcal.
    public static func dailyKcal(expenditure: Double, weeklyRateKg: Double) -> Suggestion {
        let change = weeklyRateKg * ExpenditureEstimator.kcalPerKg / 7
        let wanted = expenditure + change
        let floor = max(minimumKcal, expenditure * (1 - maximumDeficitShare))
        return Suggestion(kcal: max(wanted, floor), expenditure: expenditure, dailyChange: change, limited: wanted < floor)
    }

    /// A target and where it comes from.
    public struct Suggestion: Sendable, Hashable {
        /// The daily target, kcal.
        public var kcal: Double
        public var expenditure: Double
        /// The surplus (positive) or deficit (negative) the goal rate asks for, kcal a day.
        public var dailyChange: Double
        /// True when the deficit was limited (to 25% of expenditure, or 1,200 kcal).
        public var limited: Bool

        /// "2,520 kcal expenditure − 550 kcal for 0.5 kg a week = 1,970 kcal".
        public var derivation: String {
            let sign = dailyChange < 0 ? "−" : "+"
            var text = "\(Format.integer(expenditure)) kcal expenditure \(sign) \(Format.integer(abs(dailyChange))) kcal "
                + "for \(Format.number(abs(dailyChange) * 7 / ExpenditureEstimator.kcalPerKg)) kg a week"
            text += limited ? ", limited to \(Format.integer(kcal)) kcal (never more than a 25% deficit, nor below 1,200 kcal)"
                : " = \(Format.integer(kcal)) kcal"
            return text
        }
    }
}
