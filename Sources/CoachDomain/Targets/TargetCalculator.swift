/// Works out the daily targets from the profile:
///
/// - BMR by Mifflin-St Jeor: 10 x kg + 6.25 x cm - 5 x age + 5 (men) or - 161 (women); with the
///   sex unspecified, the mean of the two constants (-78), and the targets say so.
/// - Expenditure = BMR x the activity factor (1.2 to 1.9), or a learned expenditure when given.
///   The factor counts the days outside training (the activity field: desk, on one's feet,
///   physical work) and the training days together: each step of the scale is 0.175, a desk day
///   is 1.2, and training 1–3, 4–5 or 6–7 days a week adds one, two or three steps (at most
///   1.9). A desk job and lifting five days a week is moderately active (1.55), not sedentary.
/// - The goal's weekly rate as a daily deficit or surplus at 7,700 kcal per kg, kept exact
///   (0.381 kg a week is 419 kcal a day); without a rate, 0.5% of body weight a week to lose
///   and 0.25% to gain; at most 1% a week.
/// - Never below the BMR, nor 1,200 kcal (women) or 1,500 kcal (men); the targets say when a
///   bound applied.
/// - Protein 1.6–2.2 g per kg by goal, of a reference weight (``ReferenceWeight``): the body
///   weight, or the goal weight when losing towards one, and never more than the weight
///   of a BMI of 30 at that height (no cliff at the line). Fat 25% of energy, at least 0.6 g per kg of the reference
///   weight and within 20–35%; carbohydrate the rest, never below its floor (130 g, or 25% of
///   energy when that is less): protein gives way first. Fibre 14 g per 1,000 kcal.
///
/// Every number is rounded before the next step uses it, so each derivation line adds up as
/// shown, in the user's units (an imperial profile reads "1 g per lb x 176.4 lb"). A target set
/// by hand wins over the formula.
public struct TargetCalculator: Sendable {
    public static let kcalPerKilogram = 7_700.0

    public init() {}

    /// The targets for `profile` in `year`, with the hand-set `goals` winning; `learned`, when
    /// given, replaces the formula's expenditure.
    public func targets(for profile: Profile, year: Int, goals: [Goal] = [], learned: EnergyExpenditure? = nil) -> DailyTargets {
        var targets = DailyTargets()
        let units = WeightUnit.preferred(by: profile)
        let goal = profile[ProfileFields.goal]
        computeEnergy(profile, year: year, into: &targets, learned: learned)
        if let hand = goals.first(where: { $0.kind == .dailyKcal }) {
            targets.kcal = Target(amount: hand.target, origin: .setByHand)
        }
        let reference = ReferenceWeight(profile)
        if let reference {
            targets.protein = Self.protein(goal, reference: reference, units: units)
            if let why = reference.note(units) { targets.notes.append(why) }
        }
        if let kcal = targets.kcal?.amount {
            targets.fat = Self.fat(kcal: kcal, reference: reference, units: units)
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
        if targets.carbs == nil { Self.carbohydrate(into: &targets) }
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
        let activity = Self.activity(profile, notes: &targets.notes)
        let expenditure = learned ?? EnergyExpenditure(kcal: (bmr * activity.factor).rounded(),
                                                       source: .formula(bmr: bmr, activity: activity))
        targets.expenditure = expenditure
        var kcal = expenditure.kcal
        let goal = profile[ProfileFields.goal]
        if let goal, goal.energyDirection != 0 {
            let units = WeightUnit.preferred(by: profile)
            var rate = profile[ProfileFields.weeklyRate]?.kilogramsPerWeek ?? Self.defaultRate(goal, weight: weight)
            let given = profile[ProfileFields.weeklyRate] != nil
            let most = Self.mostRate(weight: weight)
            if rate > most {
                rate = most
                targets.notes.append("Weekly rate capped at \(units.rate(most).replacingOccurrences(of: " a week", with: "")), "
                    + "1% of your weight: faster costs muscle.")
            }
            let change = (rate * Self.kcalPerKilogram / 7).rounded()
            kcal += Double(goal.energyDirection) * change
            let why = given ? "" : " (the default: \(goal == .loseFat ? "0.5%" : "0.25%") of your weight)"
            targets.adjustment = "\(goal.energyDirection < 0 ? "-" : "+") \(Format.integer(change)) for "
                + "\(units.rate(rate))\(why) = \(Format.integer(kcal)) kcal"
        }
        let floor = Self.floor(sex)
        if kcal < max(bmr, floor) {
            let bound = max(bmr, floor)
            kcal = bound
            let raise = "raised to \(Format.integer(bound)) kcal: never below "
                + (bound == bmr ? "your BMR" : "\(Format.integer(floor)) kcal\(Self.floorWho(sex))")
            targets.raise = raise   // said in the derivation too, so a check-in's sum ends at the target
            targets.notes.append("R" + raise.dropFirst() + ".")
        }
        let how = targets.adjustment == nil ? "maintenance: the expenditure" : "the expenditure adjusted for your goal"
        targets.kcal = Target(amount: kcal, origin: .formula(how))
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

    /// 0.5% of body weight a week to lose, 0.25% to gain, exact (only the text rounds).
    public static func defaultRate(_ goal: FitnessGoal, weight: Double) -> Double {
        weight * (goal == .loseFat ? 0.005 : 0.0025)
    }

    /// The fastest weekly rate: 1% of body weight.
    public static func mostRate(weight: Double) -> Double { weight * 0.01 }
}
