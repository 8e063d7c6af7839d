@testable import CoachDomain
import Testing

/// Targets that are sensible at any size: a table of people worked out by hand (every step
/// rounded before the next, as the derivations show it).
@Suite("Targets at any size")
struct TargetSizesTests {
    struct Person: Sendable, CustomTestStringConvertible {
        var name: String
        var sex: Sex
        var kg: Double
        var cm: Double
        var born: Int
        var activity: ActivityLevel?
        var trainingDays: Int?
        var goal: FitnessGoal
        var targetKg: Double? = nil
        var units: UnitSystem = .metric
        /// kcal, protein, fat, carbs (g).
        var expected: [Double]
        var lines: [String]
        var notes: [String]

        var testDescription: String { name }

        var profile: Profile {
            Profile.with {
                $0[ProfileFields.sex] = sex
                $0[ProfileFields.weight] = Mass(kilograms: kg)
                $0[ProfileFields.height] = Length(centimetres: cm)
                $0[ProfileFields.age] = BirthYear(year: born)
                $0[ProfileFields.activity] = activity
                $0[ProfileFields.trainingDays] = trainingDays.map { TrainingDays(perWeek: $0) }
                $0[ProfileFields.goal] = goal
                $0[ProfileFields.targetWeight] = targetKg.map { Mass(kilograms: $0) }
                $0[ProfileFields.units] = units
            }
        }
    }

    static let people: [Person] = [
        // 50 kg runner, 165 cm, 30: BMR 500 + 1,031.25 - 150 - 161 = 1,220.25 -> 1,220. On her feet a
        // little (light) and running 5 days: two steps up, very active: 1,220 x 1.725 = 2,104.5 -> 2,105,
        // kept (endurance). BMI 18.4: protein from 50 kg, 1.6 x 50 = 80 g; fat 2,105 x 25% / 9 = 58.5
        // -> 58 g (over 0.6 x 50 = 30); carbs (2,105 - 320 - 522) / 4 = 315.75 -> 316 g.
        Person(name: "a 50 kg runner", sex: .female, kg: 50, cm: 165, born: 1996, activity: .light, trainingDays: 5,
               goal: .endurance, expected: [2_105, 80, 58, 316],
               lines: ["  x 1.725 very active = 2,105 kcal"],
               notes: ["Activity: very active (x 1.725), your lightly active days plus 5 training days a week."]),
        // 190 kg beginner, 165 cm, 40: BMR 1,900 + 1,031.25 - 200 - 161 = 2,570.25 -> 2,570; x 1.2 = 3,084;
        // 0.5% of 190 = 0.95 kg a week -> 1,045 a day; 3,084 - 1,045 = 2,039 is below the BMR: 2,570.
        // BMI 190 / 1.65^2 = 69.8: protein from the weight of a BMI of 30, 30 x 1.65^2 = 81.675 -> 81.7 kg:
        // 2.2 x 81.7 = 179.74 -> 180 g (not 2.2 x 190 = 418 g); fat 2,570 x 25% / 9 = 71.4 -> 71 g (over
        // 0.6 x 81.7 = 49); carbs (2,570 - 720 - 639) / 4 = 302.75 -> 303 g.
        Person(name: "a 190 kg beginner", sex: .female, kg: 190, cm: 165, born: 1986, activity: .sedentary, trainingDays: nil,
               goal: .loseFat, expected: [2_570, 180, 71, 303],
               lines: ["Protein   180 g (2.2 g per kg x 81.7 kg, the weight of a BMI of 30, to lose fat)"],
               notes: ["Protein from 81.7 kg, the weight of a BMI of 30 at your height (the lower of it and your weight): "
                       + "at BMI 69.8 the weight above it is mostly fat, which needs no protein.", "Raised to 2,570 kcal: never below your BMR."]),
        // 136 kg man, 178 cm, 45, losing towards 100 kg: BMR 1,360 + 1,112.5 - 225 + 5 = 2,252.5 -> 2,253;
        // light x 1.375 = 3,097.9 -> 3,098; 0.5% of 136 = 0.68 kg -> 748; 2,350. Protein from the goal
        // weight: 2.2 x 100 = 220 g (not 299); fat 2,350 x 25% / 9 = 65.3 -> 65 g (over 0.6 x 100 = 60);
        // carbs (2,350 - 880 - 585) / 4 = 221.25 -> 221 g.
        Person(name: "a 136 kg man losing towards 100 kg", sex: .male, kg: 136, cm: 178, born: 1981, activity: .light,
               trainingDays: nil, goal: .loseFat, targetKg: 100, expected: [2_350, 220, 65, 221],
               lines: ["Protein   220 g (2.2 g per kg x 100 kg, your goal weight, to lose fat)"],
               notes: ["Protein from your goal weight, 100 kg: the body you are building, not the fat you are losing."]),
        // A desk job and lifting 5 days, bulking: 75 kg, 180 cm, 30, male: BMR 750 + 1,125 - 150 + 5 = 1,730;
        // sedentary days + 5 training days = moderately active, 1,730 x 1.55 = 2,681.5 -> 2,682 (not 2,076
        // at x 1.2, which would plan a bulk below maintenance); 0.25% of 75 = 0.1875 kg -> 206.25 -> 206;
        // 2,888. Protein 2 x 75 = 150 g; fat 2,888 x 25% / 9 = 80.2 -> 80 g; carbs (2,888 - 600 - 720) / 4 = 392 g.
        Person(name: "a desk job and lifting five days", sex: .male, kg: 75, cm: 180, born: 1996, activity: .sedentary,
               trainingDays: 5, goal: .gainMuscle, expected: [2_888, 150, 80, 392],
               lines: ["  x 1.55 moderately active = 2,682 kcal", "  + 206 for 0.19 kg a week (the default: 0.25% of your weight) = 2,888 kcal"],
               notes: ["Activity: moderately active (x 1.55), your sedentary days plus 5 training days a week."]),
        // The 0.381 kg: 76.2 kg woman, 167.6 cm, 36, lightly active, losing at the default 0.5% = 0.381 kg a
        // week, kept exact: 0.381 x 7,700 / 7 = 419.1 -> 419 (not 440 for a rate rounded to 0.4). BMR 762 + 1,047.5
        // - 180 - 161 = 1,468.5 -> 1,469; x 1.375 = 2,019.9 -> 2,020; 2,020 - 419 = 1,601. In pounds: 2.2 g per kg
        // is 0.998 -> 1 g per lb x 168 lb = 168 g; fat 1,601 x 25% / 9 = 44.5 -> 44, under 0.6 g per kg = 0.27 g
        // per lb x 168 lb = 45.4 -> 45 (within 35%: 62); carbs (1,601 - 672 - 405) / 4 = 131 g.
        Person(name: "an imperial woman at the default rate", sex: .female, kg: 76.2, cm: 167.6, born: 1990, activity: .light,
               trainingDays: nil, goal: .loseFat, units: .imperial, expected: [1_601, 168, 45, 131],
               lines: ["  - 419 for 0.84 lb a week (the default: 0.5% of your weight) = 1,601 kcal",
                       "Protein   168 g (1 g per lb x 168 lb, to lose fat)", "Fat       45 g (at least 0.27 g per lb x 168 lb)"],
               notes: []),
    ]

    @Test(arguments: people)
    func targets(_ person: Person) {
        let targets = TargetCalculator().targets(for: person.profile, year: 2026)
        #expect([targets.kcal?.amount, targets.protein?.amount, targets.fat?.amount, targets.carbs?.amount] == person.expected)
        for line in person.lines { #expect(targets.lines.contains(line), "\(line) in \(targets.lines)") }
        for note in person.notes { #expect(targets.notes.contains(note), "\(note) in \(targets.notes)") }
        // Sensible at any size: protein at most 2.2 g per kg of body weight and at most 40% of energy,
        // carbohydrate at or over its floor.
        let kcal = targets.kcal?.amount ?? 0
        #expect((targets.protein?.amount ?? 0) * 4 <= kcal * 0.45)
        #expect((targets.carbs?.amount ?? 0) >= TargetCalculator.carbohydrateFloor(kcal: kcal))
        if person.units == .imperial { #expect(!targets.lines.joined(separator: "\n").contains(" kg")) }
    }

    @Test func aHandSetFatLeavesCarbohydrateItsFloor() {
        // The issue example's man (1,964 kcal, protein 194 g) sets fat to 100 g by hand: (1,964 - 776 - 900) / 4
        // = 72 g is under the floor of 1,964 x 25% / 4 = 491 -> 123 g (less than 130): protein becomes
        // (1,964 - 900 - 492) / 4 = 143 g, carbohydrate (1,964 - 572 - 900) / 4 = 123 g.
        let man = Profile.with {
            $0[ProfileFields.sex] = .male
            $0[ProfileFields.weight] = Mass(kilograms: 88)
            $0[ProfileFields.height] = Length(centimetres: 178)
            $0[ProfileFields.age] = BirthYear(year: 1992)
            $0[ProfileFields.activity] = .light
            $0[ProfileFields.goal] = .loseFat
            $0[ProfileFields.weeklyRate] = WeeklyRate(kilogramsPerWeek: 0.5)
        }
        let targets = TargetCalculator().targets(for: man, year: 2026, goals: [Goal(kind: .dailyFat, target: 100)])
        #expect([targets.kcal?.amount, targets.protein?.amount, targets.fat?.amount, targets.carbs?.amount] == [1_964, 143, 100, 123])
        // A protein target set by hand stays: carbohydrate takes what is left.
        let hand = TargetCalculator().targets(for: man, year: 2026, goals: [Goal(kind: .dailyFat, target: 100),
                                                                             Goal(kind: .dailyProtein, target: 194)])
        #expect([hand.protein?.amount, hand.carbs?.amount] == [194, 72])
    }
}
