import Foundation

/// What a goal measures.
public enum GoalKind: String, Sendable, Hashable, Codable, CaseIterable {
    case dailyKcal = "daily_kcal"
    case dailyProtein = "daily_protein"
    case dailyCarbs = "daily_carbs"
    case dailyFat = "daily_fat"
    case weeklyWorkouts = "weekly_workouts"
    case targetWeight = "target_weight"
    /// A direction without a number: lose fat, build muscle ...
    case focus

    /// The unit targets of this kind are stored in.
    public var unit: String {
        switch self {
        case .dailyKcal: "kcal"
        case .dailyProtein, .dailyCarbs, .dailyFat: "g"
        case .weeklyWorkouts: "workouts"
        case .targetWeight: "kg"
        case .focus: ""
        }
    }

    /// "daily calories", "daily protein", ...
    public var title: String {
        switch self {
        case .dailyKcal: "daily calories"
        case .dailyProtein: "daily protein"
        case .dailyCarbs: "daily carbs"
        case .dailyFat: "daily fat"
        case .weeklyWorkouts: "weekly workouts"
        case .targetWeight: "target weight"
        case .focus: "focus"
        }
    }

    /// The sane range of a target of this kind, in `unit`.
    public var validRange: ClosedRange<Double>? {
        switch self {
        case .dailyKcal: 800...10_000
        case .dailyProtein: 10...500
        case .dailyCarbs: 0...1_200
        case .dailyFat: 10...400
        case .weeklyWorkouts: 1...14
        case .targetWeight: 30...300
        case .focus: nil
        }
    }
}

/// The direction of a `.focus` goal.
public enum GoalFocus: String, Sendable, Hashable, Codable, CaseIterable {
    case loseFat = "lose_fat"
    case buildMuscle = "build_muscle"
    case getStronger = "get_stronger"
    case getFitter = "get_fitter"
    case maintain

    /// "lose fat", "build muscle", ...
    public var title: String { rawValue.replacingOccurrences(of: "_", with: " ") }
}

/// A target the user set. One goal per kind: setting a kind again replaces it.
public struct Goal: Sendable, Hashable, Codable {
    public var kind: GoalKind
    /// The number, in `kind.unit` (nil for `.focus`).
    public var target: Double?
    /// For `.focus`.
    public var focus: GoalFocus?

    public init(kind: GoalKind, target: Double?, focus: GoalFocus? = nil) {
        self.kind = kind
        self.target = target
        self.focus = focus
    }

    public var unit: String { kind.unit }

    /// "daily protein 150 g", "focus: lose fat".
    public var label: String {
        if kind == .focus { return "focus: \(focus?.title ?? "none")" }
        let value = target.map { kind == .dailyKcal ? Format.integer($0) : Format.number($0) } ?? "?"
        switch kind {
        case .weeklyWorkouts: return "\(value) workouts a week"
        case .targetWeight: return "target weight \(value) kg"
        default: return "\(kind.title) \(value) \(unit)"
        }
    }
}
