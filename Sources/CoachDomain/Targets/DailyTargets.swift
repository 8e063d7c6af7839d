/// Where a target number came from.
public enum TargetOrigin: Sendable, Hashable {
    /// Worked out: the derivation, in one line ("2.2 g per kg x 88 kg, to lose fat").
    case formula(String)
    /// Set by the user ("my goal is 2,200 kcal"): it wins over the formula.
    case setByHand
    /// The number in force on a past day, as recorded then (in force since `since`).
    case recorded(since: CalendarDay)
}

/// One target number with where it came from.
public struct Target: Sendable, Hashable {
    /// In the target's unit (kcal, g, workouts a week).
    public var amount: Double
    public var origin: TargetOrigin

    public init(amount: Double, origin: TargetOrigin) {
        self.amount = amount
        self.origin = origin
    }

    public var isSetByHand: Bool { origin == .setByHand }
}

/// Energy spent at rest: BMR by Mifflin-St Jeor.
public struct RestingEnergy: Sendable, Hashable {
    public var kcal: Double
    /// "Mifflin-St Jeor: 10x88 + 6.25x178 - 5x34 + 5".
    public var derivation: String

    public init(kcal: Double, derivation: String) {
        self.kcal = kcal
        self.derivation = derivation
    }
}

/// Energy spent in a day: the formula's (BMR x activity factor), or one learned from weigh-ins
/// and intake (``LearnedTarget/expenditure(_:formula:)``), which the targets then follow.
public struct EnergyExpenditure: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// BMR x the activity factor.
        case formula(bmr: Double, activity: ActivityLevel)
        /// Learned from the user's own data; the text says from what.
        case learned(String)
    }

    public var kcal: Double
    public var source: Source

    public init(kcal: Double, source: Source) {
        self.kcal = kcal
        self.source = source
    }

    /// "x 1.375 lightly active = 2,514 kcal".
    public var derivation: String {
        switch source {
        case .formula(_, let activity):
            "x \(Self.factorText(activity.factor)) \(activity.title) = \(Format.integer(kcal)) kcal"
        case .learned(let how): "expenditure \(Format.integer(kcal)) kcal \(how)"
        }
    }

    /// Whether it was learned from the user's data.
    public var isLearned: Bool {
        if case .learned = source { return true }
        return false
    }

    static func factorText(_ factor: Double) -> String {
        let thousandths = (factor * 1_000).rounded() / 1_000
        return thousandths == thousandths.rounded() ? Format.integer(thousandths) : String(thousandths)
    }
}

/// The user's daily targets: energy, protein, fat, carbohydrate and fibre, each with where it
/// came from, plus the energy expenditure they rest on (kept as its own value).
public struct DailyTargets: Sendable, Hashable {
    public var bmr: RestingEnergy?
    public var expenditure: EnergyExpenditure?
    /// The deficit or surplus line: "- 550 for 0.5 kg a week = 1,964 kcal".
    public var adjustment: String?
    /// Why the calories stand above what the formula gave: "raised to 1,482 kcal: never below your BMR".
    public var raise: String?
    public var kcal: Target?
    public var protein: Target?
    public var fat: Target?
    public var carbs: Target?
    public var fibre: Target?
    public var workoutsPerWeek: Target?
    /// Bounds that applied and assumptions made, one line each.
    public var notes: [String]
    /// What the formula still needs ("height", "age").
    public var missing: [String]

    public init(bmr: RestingEnergy? = nil, expenditure: EnergyExpenditure? = nil, adjustment: String? = nil,
                kcal: Target? = nil, protein: Target? = nil, fat: Target? = nil, carbs: Target? = nil, fibre: Target? = nil,
                workoutsPerWeek: Target? = nil, notes: [String] = [], missing: [String] = []) {
        self.bmr = bmr
        self.expenditure = expenditure
        self.adjustment = adjustment
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.carbs = carbs
        self.fibre = fibre
        self.workoutsPerWeek = workoutsPerWeek
        self.notes = notes
        self.missing = missing
    }

    /// The target of `kind`.
    public func target(_ kind: GoalKind) -> Target? {
        switch kind {
        case .dailyKcal: kcal
        case .dailyProtein: protein
        case .dailyFat: fat
        case .dailyCarbs: carbs
        case .dailyFibre: fibre
        case .weeklyWorkouts: workoutsPerWeek
        }
    }

    /// The missing inputs as words: "height and age".
    public var missingText: String { Format.list(missing) }

    /// Whether there is any number at all.
    public var isEmpty: Bool { GoalKind.allCases.allSatisfy { target($0) == nil } }
}
