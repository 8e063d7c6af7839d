/// Works out the daily targets from the profile:
///
/// - BMR by Mifflin-St Jeor: 10 x kg + 6.25 x cm - 5 x age + 5 (men) or - 161 (women); with the
///   sex unspecified, the mean of the two constants (-78), and the targets say so.
/// - Expenditure = BMR x the activity factor (1.2 to 1.9), or a learned expenditure when given.
/// - The goal's weekly rate as a daily deficit or surplus at 7,700 kcal per kg; without a rate,
///   0.5% of body weight a week to lose and 0.25% to gain; at most 1% a week.
/// - Never below the BMR, nor 1,200 kcal (women) or 1,500 kcal (men); the targets say when a
///   bound applied.
/// - Protein 1.6–2.2 g per kg by goal; fat 25% of energy, at least 0.6 g per kg and within
///   20–35%; carbohydrate the rest; fibre 14 g per 1,000 kcal.
///
/// Every number is rounded before the next step uses it, so each derivation line adds up as
/// shown. A target set by hand wins over the formula.
public struct TargetCalculator: Sendable {
    public static let kcalPerKilogram = 7_700.0

    public init() {}

    /// The targets for `profile` in `year`, with the hand-set `goals` winning; `learned`, when
    /// given, replaces the formula's expenditure.
    public func targets(for profile: Profile, year: Int, goals: [Goal] = [], learned: EnergyExpenditure? = nil) -> DailyTargets {
        var targets = DailyTargets()
        let weight = profile[ProfileFields.weight]?.kilograms
        let goal = profile[ProfileFields.goal]
        computeEnergy(profile, year: year, into: &targets, learned: learned)
        if let hand = goals.first(where: { $0.kind == .dailyKcal }) {
            targets.kcal = Target(amount: hand.target, origin: .setByHand)
        }
        if let weight {
            let perKg = Self.proteinPerKilogram(goal)
            let grams = (perKg * weight).rounded()
            let why = goal.map { ", to \($0.title)" } ?? ""
            targets.protein = Target(amount: grams, origin: .formula("\(Format.number(perKg)) g per kg x \(Format.number(weight)) kg\(why)"))
        }
        if let kcal = targets.kcal?.amount {
            targets.fat = Self.fat(kcal: kcal, weight: weight)
            targets.fibre = Target(amount: (kcal * 14 / 1_000).rounded(), origin: .formula("14 g per 1,000 kcal"))
        }
        for goal in goals {
            let hand = Target(amount: goal.target, origin: .setByHand)
            switch goal.kind {
            case .dailyKcal: break
            case .dailyProtein: targets.protein = hand
            case .dailyFat: targets.fat = hand
            case .dailyCarbs: targets.carbs = hand
            case .dailyFibre: targets.fibre = hand
            case .weeklyWorkouts: targets.workoutsPerWeek = hand
            }
        }
        if targets.carbs == nil, let kcal = targets.kcal?.amount, let protein = targets.protein?.amount, let fat = targets.fat?.amount {
            let grams = max(0, (kcal - 4 * protein - 9 * fat) / 4).rounded()
            targets.carbs = Target(amount: grams, origin: .formula("the rest: (\(Format.integer(kcal)) - 4x\(Format.integer(protein)) "
                + "- 9x\(Format.integer(fat))) / 4"))
        }
        if targets.workoutsPerWeek == nil, let days = profile[ProfileFields.trainingDays] {
            targets.workoutsPerWeek = Target(amount: Double(days.perWeek), origin: .formula("your training days"))
        }
        return targets
    }

    /// BMR, expenditure and the calorie target from the formula (nothing when the profile lacks
    /// weight, height or age; those are listed as missing).
    private func computeEnergy(_ profile: Profile, year: Int, into targets: inout DailyTargets, learned: EnergyExpenditure?) {
        let weight = profile[ProfileFields.weight]?.kilograms
        let height = profile[ProfileFields.height]?.centimetres
        let age = profile[ProfileFields.age]?.age(in: year)
        targets.missing = [("weight", weight == nil), ("height", height == nil), ("age", age == nil)].filter(\.1).map(\.0)
        guard let weight, let height, let age else { return }
        let sex = profile[ProfileFields.sex] ?? .unspecified
        let constant = Self.sexConstant(sex)
        let bmr = (10 * weight + 6.25 * height - 5 * Double(age) + constant).rounded()
        let sign = constant < 0 ? "-" : "+"
        targets.bmr = RestingEnergy(kcal: bmr, derivation: "Mifflin-St Jeor: 10x\(Format.number(weight)) + "
            + "6.25x\(Format.number(height)) - 5x\(age) \(sign) \(Format.integer(abs(constant)))")
        if sex == .unspecified {
            targets.notes.append("Sex not given: the formula uses -78, the mean of its male (+5) and female (-161) constants.")
        }
        let activity: ActivityLevel
        if let given = profile[ProfileFields.activity] {
            activity = given
        } else if let days = profile[ProfileFields.trainingDays]?.perWeek {
            activity = Self.activity(trainingDays: days)
            targets.notes.append("Activity not given: from your \(days) training day\(days == 1 ? "" : "s") a week, "
                + "\(activity.title) (x \(EnergyExpenditure.factorText(activity.factor))) assumed.")
        } else {
            activity = .sedentary
            targets.notes.append("Activity not given: sedentary (x 1.2) assumed.")
        }
        let expenditure = learned ?? EnergyExpenditure(kcal: (bmr * activity.factor).rounded(),
                                                       source: .formula(bmr: bmr, activity: activity))
        targets.expenditure = expenditure
        var kcal = expenditure.kcal
        let goal = profile[ProfileFields.goal]
        if let goal, goal.energyDirection != 0 {
            var rate = profile[ProfileFields.weeklyRate]?.kilogramsPerWeek ?? Self.defaultRate(goal, weight: weight)
            let given = profile[ProfileFields.weeklyRate] != nil
            let most = Self.roundedRate(weight * 0.01)
            if rate > most {
                rate = most
                targets.notes.append("Weekly rate capped at \(Format.number(most)) kg, 1% of your weight: faster costs muscle.")
            }
            let change = (rate * Self.kcalPerKilogram / 7).rounded()
            kcal += Double(goal.energyDirection) * change
            let why = given ? "" : " (the default: \(goal == .loseFat ? "0.5%" : "0.25%") of your weight)"
            targets.adjustment = "\(goal.energyDirection < 0 ? "-" : "+") \(Format.integer(change)) for "
                + "\(WeeklyRate(kilogramsPerWeek: rate).text(in: .metric))\(why) = \(Format.integer(kcal)) kcal"
        }
        let floor = Self.floor(sex)
        if kcal < max(bmr, floor) {
            let bound = max(bmr, floor)
            kcal = bound
            targets.notes.append(bound == bmr
                ? "Raised to \(Format.integer(bound)) kcal: never below your BMR."
                : "Raised to \(Format.integer(bound)) kcal: never below \(Format.integer(floor)) kcal\(Self.floorWho(sex)).")
        }
        let how = targets.adjustment == nil ? "maintenance: the expenditure" : "the expenditure adjusted for your goal"
        targets.kcal = Target(amount: kcal, origin: .formula(how))
    }

    /// The activity level the formula's own scale names for exercise on `days` days a week:
    /// lightly active 1–3, moderately active 4–5, very active 6–7 (extra active also means a
    /// physical job, which training days cannot tell).
    static func activity(trainingDays days: Int) -> ActivityLevel {
        switch days {
        case ...0: .sedentary
        case 1...3: .light
        case 4...5: .moderate
        default: .very
        }
    }

    /// Fat: 25% of energy, at least 0.6 g per kg, within 20–35% of energy.
    static func fat(kcal: Double, weight: Double?) -> Target {
        var grams = (kcal * 0.25 / 9).rounded()
        var how = "25% of \(Format.integer(kcal)) kcal / 9"
        if let weight, grams < (0.6 * weight).rounded() {
            let perKg = (0.6 * weight).rounded()
            let ceiling = (kcal * 0.35 / 9).rounded()
            grams = min(perKg, ceiling)
            how = perKg <= ceiling
                ? "at least 0.6 g per kg x \(Format.number(weight)) kg"
                : "0.6 g per kg x \(Format.number(weight)) kg = \(Format.integer(perKg)) g, capped at 35% of "
                    + "\(Format.integer(kcal)) kcal / 9"
        }
        return Target(amount: grams, origin: .formula(how))
    }

    /// +5 (male), -161 (female), -78 (their mean).
    static func sexConstant(_ sex: Sex) -> Double {
        switch sex {
        case .male: 5
        case .female: -161
        case .unspecified: -78
        }
    }

    /// The lowest calorie target: 1,500 (men), 1,200 (women), 1,350 (their mean).
    static func floor(_ sex: Sex) -> Double {
        switch sex {
        case .male: 1_500
        case .female: 1_200
        case .unspecified: 1_350
        }
    }

    static func floorWho(_ sex: Sex) -> String {
        switch sex {
        case .male: " for men"
        case .female: " for women"
        case .unspecified: " (between the 1,200 for women and 1,500 for men)"
        }
    }

    /// 0.5% of body weight a week to lose, 0.25% to gain, to the nearest 0.05 kg.
    package static func defaultRate(_ goal: FitnessGoal, weight: Double) -> Double {
        roundedRate(weight * (goal == .loseFat ? 0.005 : 0.0025))
    }

    package static func roundedRate(_ kilograms: Double) -> Double { max(0.05, (kilograms * 20).rounded() / 20) }

    /// Grams of protein per kg of body weight, by goal.
    static func proteinPerKilogram(_ goal: FitnessGoal?) -> Double {
        switch goal {
        case .loseFat: 2.2
        case .gainMuscle: 2.0
        case .getStronger: 1.8
        case .maintain, .endurance, .generalHealth, nil: 1.6
        }
    }
}
