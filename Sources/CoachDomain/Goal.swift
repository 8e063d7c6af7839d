import Foundation

/// What a hand-set target measures. The direction (lose fat, gain muscle), the target weight
/// and the weekly rate belong to the profile (``ProfileFields``); these are the numbers the
/// user sets by hand, which win over the computed ``DailyTargets``.
public enum GoalKind: String, Sendable, Hashable, Codable, CaseIterable {
    case dailyKcal = "daily_kcal"
    case dailyProtein = "daily_protein"
    case dailyCarbs = "daily_carbs"
    case dailyFat = "daily_fat"
    case dailyFibre = "daily_fibre"
    case weeklyWorkouts = "weekly_workouts"

    /// The unit targets of this kind are stored in.
    public var unit: String {
        switch self {
        case .dailyKcal: "kcal"
        case .dailyProtein, .dailyCarbs, .dailyFat, .dailyFibre: "g"
        case .weeklyWorkouts: "workouts"
        }
    }

    /// "daily calories", "daily protein", ...
    public var title: String {
        switch self {
        case .dailyKcal: "daily calories"
        case .dailyProtein: "daily protein"
        case .dailyCarbs: "daily carbs"
        case .dailyFat: "daily fat"
        case .dailyFibre: "daily fibre"
        case .weeklyWorkouts: "weekly workouts"
        }
    }

    /// The sane range of a target of this kind, in `unit`.
    public var validRange: ClosedRange<Double> {
        switch self {
        case .dailyKcal: 800...10_000
        case .dailyProtein: 10...500
        case .dailyCarbs: 0...1_200
        case .dailyFat: 10...400
        case .dailyFibre: 5...150
        case .weeklyWorkouts: 1...14
        }
    }
}

/// A target the user set by hand. One goal per kind: setting a kind again replaces it.
public struct Goal: Sendable, Hashable, Codable {
    public var kind: GoalKind
    /// The number, in `kind.unit`.
    public var target: Double

    public init(kind: GoalKind, target: Double) {
        self.kind = kind
        self.target = target
    }

    public var unit: String { kind.unit }

    /// "daily protein 150 g", "4 workouts a week".
    public var label: String {
        let value = kind == .dailyKcal ? Format.integer(target) : Format.number(target)
        return kind == .weeklyWorkouts ? "\(value) workouts a week" : "\(kind.title) \(value) \(unit)"
    }
}
