/// The weight protein (and the fat minimum) is worked out from, when total body weight would
/// mislead: someone losing towards a goal weight feeds the body they are building, and at a BMI
/// over 30 the weight above a BMI of 30 is mostly fat, which needs no protein. The reference is the
/// lower of the body weight and the weight of a BMI of 30, so the protein target never jumps at
/// the line: it rises with the body weight up to BMI 30 and stays there above it.
public struct ReferenceWeight: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The body weight itself.
        case bodyWeight
        /// The target weight, below the body weight, with the goal to lose fat.
        case goalWeight
        /// The weight of a BMI of 30 at the user's height, for a BMI over 30.
        case cappedAtHighBMI(bmi: Double)
    }

    /// Rounded to 0.1 kg, as the derivation shows it.
    public var kilograms: Double
    public var kind: Kind

    /// The BMI whose weight is the most the reference can be.
    public static let highBMI = 30.0

    public init(kilograms: Double, kind: Kind) {
        self.kilograms = kilograms
        self.kind = kind
    }

    /// The reference weight of `profile`; nil without a body weight.
    public init?(_ profile: Profile) {
        guard let weight = profile[ProfileFields.weight]?.kilograms, weight > 0 else { return nil }
        let height = profile[ProfileFields.height]?.centimetres
        if profile[ProfileFields.goal] == .loseFat, let target = profile[ProfileFields.targetWeight]?.kilograms,
           target > 0, target < weight {
            (kilograms, kind) = (Self.tenths(target), .goalWeight)
        } else if let height, height > 0, case let metres = height / 100, weight / (metres * metres) > Self.highBMI {
            let bmi = weight / (metres * metres)
            (kilograms, kind) = (Self.tenths(Self.highBMI * metres * metres), .cappedAtHighBMI(bmi: bmi))
        } else {
            (kilograms, kind) = (Self.tenths(weight), .bodyWeight)
        }
    }

    static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// ", your goal weight" or ", the weight of a BMI of 30" after the number in a derivation.
    var label: String {
        switch kind {
        case .bodyWeight: ""
        case .goalWeight: ", your goal weight"
        case .cappedAtHighBMI: ", the weight of a BMI of 30"
        }
    }

    /// Why it is not the body weight, as a note for `:targets`; nil when it is.
    func note(_ units: WeightUnit) -> String? {
        switch kind {
        case .bodyWeight: nil
        case .goalWeight: "Protein from your goal weight, \(units.text(kilograms)): the body you are building, not the fat you are losing."
        case .cappedAtHighBMI(let bmi):
            "Protein from \(units.text(kilograms)), the weight of a BMI of 30 at your height (the lower of it and your weight): "
                + "at BMI \(Format.number(bmi)) the weight above it is mostly fat, which needs no protein."
        }
    }
}

extension TargetCalculator {
    /// The least carbohydrate the formula leaves: 130 g, or 25% of energy when that is less.
    public static func carbohydrateFloor(kcal: Double) -> Double { min(130, (kcal * 0.25 / 4).rounded()) }

    /// Grams of protein per kg of the reference weight, by goal.
    static func proteinPerKilogram(_ goal: FitnessGoal?) -> Double {
        switch goal {
        case .loseFat: 2.2
        case .gainMuscle: 2.0
        case .getStronger: 1.8
        case .maintain, .endurance, .generalHealth, nil: 1.6
        }
    }

    /// `perKilogram` g per kg of `reference`, in the user's units: "2.2 g per kg x 80 kg", or per
    /// pound for an imperial profile ("1 g per lb x 176.4 lb"), the grams from the numbers shown.
    static func perWeight(_ perKilogram: Double, _ reference: Double, units: WeightUnit) -> (grams: Double, text: String) {
        guard units == .lb else {
            return ((perKilogram * reference).rounded(), "\(Format.number(perKilogram)) g per kg x \(Format.number(reference)) kg")
        }
        let perPound = (perKilogram * Mass.kilogramsPerPound * 100).rounded() / 100
        let pounds = ReferenceWeight.tenths(reference * Mass.poundsPerKilogram)
        let factor = perPound == (perPound * 10).rounded() / 10 ? Format.number(perPound) : String(perPound)
        return ((perPound * pounds).rounded(), "\(factor) g per lb x \(Format.number(pounds)) lb")
    }

    static func protein(_ goal: FitnessGoal?, reference: ReferenceWeight, units: WeightUnit) -> Target {
        let (grams, text) = perWeight(proteinPerKilogram(goal), reference.kilograms, units: units)
        let why = goal.map { ", to \($0.title)" } ?? ""
        return Target(amount: grams, origin: .formula(text + reference.label + why))
    }

    /// Fat: 25% of energy, at least 0.6 g per kg of the reference weight, within 20–35% of energy.
    static func fat(kcal: Double, reference: ReferenceWeight?, units: WeightUnit = .kg) -> Target {
        var grams = (kcal * 0.25 / 9).rounded()
        var how = "25% of \(Format.integer(kcal)) kcal / 9"
        if let reference {
            let (least, text) = perWeight(0.6, reference.kilograms, units: units)
            if grams < least {
                let ceiling = (kcal * 0.35 / 9).rounded()
                grams = min(least, ceiling)
                how = least <= ceiling ? "at least \(text)"
                    : "\(text) = \(Format.integer(least)) g, capped at 35% of \(Format.integer(kcal)) kcal / 9"
            }
        }
        return Target(amount: grams, origin: .formula(how))
    }

    /// Fat for a body weight in kg taken as it is.
    static func fat(kcal: Double, weight: Double?) -> Target {
        fat(kcal: kcal, reference: weight.map { ReferenceWeight(kilograms: ReferenceWeight.tenths($0), kind: .bodyWeight) })
    }

    /// Carbohydrate, the rest of the energy; when protein would push it below its floor, protein
    /// worked out by the formula gives way (set by hand, it stays, and carbohydrate takes what is left).
    static func carbohydrate(into targets: inout DailyTargets) {
        guard let kcal = targets.kcal?.amount, let protein = targets.protein?.amount, let fat = targets.fat?.amount else { return }
        let floor = carbohydrateFloor(kcal: kcal)
        var proteinGrams = protein
        if ((kcal - 4 * protein - 9 * fat) / 4).rounded() < floor, targets.protein?.isSetByHand == false {
            proteinGrams = max(0, ((kcal - 9 * fat - 4 * floor) / 4).rounded(.down))
            if proteinGrams < protein {
                targets.protein = Target(amount: proteinGrams, origin: .formula("the most that leaves carbohydrate its floor: "
                    + "(\(Format.integer(kcal)) - 9x\(Format.integer(fat)) - 4x\(Format.integer(floor))) / 4"))
                targets.notes.append("Protein lowered from \(Format.integer(protein)) g to \(Format.integer(proteinGrams)) g, so that "
                    + "carbohydrate keeps its floor of \(Format.integer(floor)) g (130 g, or 25% of energy when that is less).")
            }
        }
        let grams = max(0, (kcal - 4 * proteinGrams - 9 * fat) / 4).rounded()
        targets.carbs = Target(amount: grams, origin: .formula("the rest: (\(Format.integer(kcal)) - 4x\(Format.integer(proteinGrams)) "
            + "- 9x\(Format.integer(fat))) / 4"))
    }

    /// The activity level the formula uses, from the days outside training and the training days
    /// together (see the type's summary), with a note saying what it assumed.
    static func activity(_ profile: Profile, notes: inout [String]) -> ActivityLevel {
        let days = profile[ProfileFields.trainingDays]?.perWeek ?? 0
        guard let daily = profile[ProfileFields.activity] else {
            let level = activity(trainingDays: days)
            notes.append(days > 0
                ? "Activity not given: from your \(days) training day\(days == 1 ? "" : "s") a week, "
                    + "\(level.title) (x \(EnergyExpenditure.factorText(level.factor))) assumed."
                : "Activity not given: sedentary (x 1.2) assumed.")
            return level
        }
        let level = combined(daily, trainingDays: days)
        if level != daily {
            notes.append("Activity: \(level.title) (x \(EnergyExpenditure.factorText(level.factor))), your \(daily.title) days "
                + "plus \(days) training day\(days == 1 ? "" : "s") a week.")
        }
        return level
    }

    /// The steps training adds to the scale: 1–3 days one, 4–5 two, 6–7 three.
    static func trainingSteps(_ days: Int) -> Int {
        switch days {
        case ...0: 0
        case 1...3: 1
        case 4...5: 2
        default: 3
        }
    }

    /// The level of a desk worker training `days` days a week (the scale's own meaning).
    static func activity(trainingDays days: Int) -> ActivityLevel { combined(.sedentary, trainingDays: days) }

    /// `daily` raised by the training days' steps, at most extra active.
    static func combined(_ daily: ActivityLevel, trainingDays days: Int) -> ActivityLevel {
        let levels = ActivityLevel.allCases
        let index = (levels.firstIndex(of: daily) ?? 0) + trainingSteps(days)
        return levels[min(index, levels.count - 1)]
    }
}
