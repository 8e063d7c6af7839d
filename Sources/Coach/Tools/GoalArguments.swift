import LLM

/// Reads `set_goal` arguments into a ``Goal``, with forgiving names and strict ranges.
enum GoalArguments {
    struct Problem: Error { let message: String }

    static let kindAliases: [String: GoalKind] = [
        "kcal": .dailyKcal, "calories": .dailyKcal, "daily_calories": .dailyKcal, "calorie": .dailyKcal,
        "protein": .dailyProtein, "carbs": .dailyCarbs, "carbohydrates": .dailyCarbs, "fat": .dailyFat,
        "workouts": .weeklyWorkouts, "weekly_workout": .weeklyWorkouts, "workouts_per_week": .weeklyWorkouts,
        "weight": .targetWeight, "goal_weight": .targetWeight, "body_weight": .targetWeight,
    ]
    static let focusAliases: [String: GoalFocus] = [
        "lose_weight": .loseFat, "fat_loss": .loseFat, "weight_loss": .loseFat, "cut": .loseFat,
        "gain_muscle": .buildMuscle, "muscle_gain": .buildMuscle, "bulk": .buildMuscle,
        "strength": .getStronger, "fitness": .getFitter, "endurance": .getFitter, "maintenance": .maintain,
    ]

    /// The number a text starts with: "2200 kcal" -> 2200, "1,800" -> 1800.
    static func leadingNumber(_ text: String) -> Double? {
        let digits = TextTools.collapse(text).replacingOccurrences(of: ",", with: "")
            .prefix { $0.isNumber || $0 == "." }
        return Double(digits)
    }

    static func goal(from arguments: [String: JSONValue]) -> Result<Goal, Problem> {
        guard let rawKind = arguments["kind"]?.stringValue else {
            return .failure(Problem(message: "missing \"kind\" (one of \(GoalKind.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        let key = TextTools.normalize(rawKind).replacingOccurrences(of: " ", with: "_")
        guard let kind = GoalKind(rawValue: key) ?? kindAliases[key] else {
            return .failure(Problem(message: "unknown goal kind \"\(rawKind)\" (use one of \(GoalKind.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        if kind == .focus {
            let raw = arguments["focus"]?.stringValue ?? arguments["value"]?.stringValue ?? ""
            let focusKey = TextTools.normalize(raw).replacingOccurrences(of: " ", with: "_")
            guard let focus = GoalFocus(rawValue: focusKey) ?? focusAliases[focusKey] else {
                return .failure(Problem(message: "a focus goal needs \"focus\": one of \(GoalFocus.allCases.map(\.rawValue).joined(separator: ", "))"))
            }
            return .success(Goal(kind: .focus, target: nil, focus: focus))
        }
        let number: Double? = arguments["value"]?.numberValue
            ?? arguments["value"]?.stringValue.flatMap(leadingNumber)
        guard let rawValue = number, rawValue.isFinite else {
            return .failure(Problem(message: "\(kind.rawValue) needs a numeric \"value\""))
        }
        var value = rawValue
        if let rawUnit = arguments["unit"]?.stringValue, !rawUnit.isEmpty {
            let unit = TextTools.normalize(rawUnit)
            switch (kind, unit) {
            case (.dailyKcal, "kcal"), (.dailyKcal, "cal"), (.dailyKcal, "calories"), (.dailyKcal, "kcals"),
                 (.dailyProtein, "g"), (.dailyCarbs, "g"), (.dailyFat, "g"),
                 (.dailyProtein, "grams"), (.dailyCarbs, "grams"), (.dailyFat, "grams"),
                 (.weeklyWorkouts, "workouts"), (.weeklyWorkouts, "sessions"), (.weeklyWorkouts, "times"),
                 (.weeklyWorkouts, "days"), (.targetWeight, "kg"), (.targetWeight, "kgs"):
                break
            case (.targetWeight, "lb"), (.targetWeight, "lbs"), (.targetWeight, "pounds"):
                value = StrengthMath.kilograms(fromPounds: value)
            default:
                return .failure(Problem(message: "unit \"\(rawUnit)\" does not fit \(kind.rawValue) (use \(kind.unit))"))
            }
        }
        if let range = kind.validRange, !range.contains(value) {
            return .failure(Problem(message: "\(kind.rawValue) must be between \(Format.number(range.lowerBound)) and "
                + "\(Format.number(range.upperBound)) \(kind.unit)"))
        }
        return .success(Goal(kind: kind, target: (value * 10).rounded() / 10))
    }
}
