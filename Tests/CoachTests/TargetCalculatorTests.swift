@testable import Coach
@testable import CoachDomain
import Testing

/// The target formulas against examples worked out by hand (the arithmetic is in each test's
/// comments; every step is rounded before the next, as the derivation lines show it).
@Suite("Targets")
struct TargetCalculatorTests {
    let calculator = TargetCalculator()

    func profile(sex: Sex?, kg: Double, cm: Double, born: Int, activity: ActivityLevel?, goal: FitnessGoal?,
                 rate: Double? = nil) -> Profile {
        Profile.with {
            $0[ProfileFields.sex] = sex
            $0[ProfileFields.weight] = Mass(kilograms: kg)
            $0[ProfileFields.height] = Length(centimetres: cm)
            $0[ProfileFields.age] = BirthYear(year: born)
            $0[ProfileFields.activity] = activity
            $0[ProfileFields.goal] = goal
            $0[ProfileFields.weeklyRate] = rate.map { WeeklyRate(kilogramsPerWeek: $0) }
        }
    }

    @Test("the issue's example: 88 kg, 178 cm, 34, male, light, losing 0.5 kg a week")
    func issueExample() {
        let targets = calculator.targets(for: profile(sex: .male, kg: 88, cm: 178, born: 1992, activity: .light,
                                                      goal: .loseFat, rate: 0.5), year: 2026)
        // 10x88 + 6.25x178 - 5x34 + 5 = 880 + 1112.5 - 170 + 5 = 1827.5 -> 1,828
        #expect(targets.bmr?.kcal == 1_828)
        #expect(targets.bmr?.derivation == "Mifflin-St Jeor: 10x88 + 6.25x178 - 5x34 + 5")
        // 1,828 x 1.375 = 2,513.5 -> 2,514; 0.5 x 7,700 / 7 = 550; 2,514 - 550 = 1,964
        #expect(targets.expenditure?.kcal == 2_514)
        #expect(targets.expenditure?.derivation == "x 1.375 lightly active = 2,514 kcal")
        #expect(targets.adjustment == "- 550 for 0.5 kg a week = 1,964 kcal")
        #expect(targets.kcal == Target(amount: 1_964, origin: .formula("the expenditure adjusted for your goal")))
        // 2.2 x 88 = 193.6 -> 194; 1,964 x 25% / 9 = 54.6 -> 55 (0.6 x 88 = 52.8 is below it);
        // (1,964 - 4x194 - 9x55) / 4 = 693 / 4 = 173.25 -> 173; 1,964 x 14 / 1,000 = 27.5 -> 27
        #expect(targets.protein?.amount == 194)
        #expect(targets.fat?.amount == 55)
        #expect(targets.carbs?.amount == 173)
        #expect(targets.fibre?.amount == 27)
        #expect(targets.notes.isEmpty)
        #expect(targets.lines.prefix(4) == [
            "Calories  1,964 kcal",
            "  BMR 1,828 kcal (Mifflin-St Jeor: 10x88 + 6.25x178 - 5x34 + 5)",
            "  x 1.375 lightly active = 2,514 kcal",
            "  - 550 for 0.5 kg a week = 1,964 kcal",
        ])
        #expect(targets.lines.contains("Protein   194 g (2.2 g per kg x 88 kg, to lose fat)"))
        #expect(targets.lines.contains("Carbs     173 g (the rest: (1,964 - 4x194 - 9x55) / 4)"))
    }

    @Test("activity not given: training days name it (1-3 light, 4-5 moderate, 6-7 very), and the note says so")
    func activityFromTrainingDays() {
        var person = profile(sex: .male, kg: 82, cm: 178, born: 1992, activity: nil, goal: .loseFat)
        person[ProfileFields.trainingDays] = TrainingDays(perWeek: 3)
        let targets = calculator.targets(for: person, year: 2026)
        // 10x82 + 6.25x178 - 5x34 + 5 = 1767.5 -> 1,768; x 1.375 = 2,431;
        // 0.5% of 82 = 0.41 kg a week, kept exact: 0.41 x 7,700 / 7 = 451; 2,431 - 451 = 1,980
        #expect(targets.expenditure?.derivation == "x 1.375 lightly active = 2,431 kcal")
        #expect(targets.kcal?.amount == 1_980)
        #expect(targets.notes == ["Activity not given: from your 3 training days a week, lightly active (x 1.375) assumed."])
        person[ProfileFields.trainingDays] = TrainingDays(perWeek: 5)
        // 1,768 x 1.55 = 2,740.4 -> 2,740
        #expect(calculator.targets(for: person, year: 2026).expenditure?.derivation == "x 1.55 moderately active = 2,740 kcal")
        person[ProfileFields.trainingDays] = TrainingDays(perWeek: 6)
        // 1,768 x 1.725 = 3,049.8 -> 3,050
        #expect(calculator.targets(for: person, year: 2026).expenditure?.derivation == "x 1.725 very active = 3,050 kcal")
        person[ProfileFields.activity] = .sedentary
        // Sedentary days (a desk job) and 6 training days together: three steps up, very active.
        // (Before, the job alone decided: sedentary, and the training days were ignored.)
        #expect(calculator.targets(for: person, year: 2026).expenditure?.derivation == "x 1.725 very active = 3,050 kcal")
        #expect(calculator.targets(for: person, year: 2026).notes
            == ["Activity: very active (x 1.725), your sedentary days plus 6 training days a week."])
        person[ProfileFields.trainingDays] = nil
        // Without training days the activity given is the level: 1,768 x 1.2 = 2,121.6 -> 2,122;
        // 2,122 - 451 = 1,671 is below the BMR: raised to it, and no note about activity.
        #expect(calculator.targets(for: person, year: 2026).expenditure?.derivation == "x 1.2 sedentary = 2,122 kcal")
        #expect(calculator.targets(for: person, year: 2026).notes == ["Raised to 1,768 kcal: never below your BMR."])
    }

    @Test("a woman keeping her weight: no deficit, protein 1.6 g per kg")
    func maintenance() {
        let targets = calculator.targets(for: profile(sex: .female, kg: 60, cm: 165, born: 1996, activity: .sedentary,
                                                      goal: .maintain), year: 2026)
        // 600 + 1031.25 - 150 - 161 = 1,320.25 -> 1,320; x 1.2 = 1,584
        #expect(targets.bmr?.kcal == 1_320)
        #expect(targets.kcal?.amount == 1_584)
        #expect(targets.adjustment == nil)
        // 1.6 x 60 = 96; 1,584 / 4 / 9 = 44; (1,584 - 384 - 396) / 4 = 201; 22.2 -> 22
        #expect([targets.protein?.amount, targets.fat?.amount, targets.carbs?.amount, targets.fibre?.amount] == [96, 44, 201, 22])
    }

    @Test("safe bounds: the rate is capped at 1% a week, and calories never go below 1,200 for a woman")
    func bounds() {
        let targets = calculator.targets(for: profile(sex: .female, kg: 50, cm: 155, born: 1966, activity: .sedentary,
                                                      goal: .loseFat, rate: 1), year: 2026)
        // 500 + 968.75 - 300 - 161 = 1,007.75 -> 1,008; x 1.2 = 1,209.6 -> 1,210; 1% of 50 kg = 0.5 kg -> 550
        // 1,210 - 550 = 660, below max(1,008, 1,200): raised to 1,200
        #expect(targets.bmr?.kcal == 1_008)
        #expect(targets.adjustment == "- 550 for 0.5 kg a week = 660 kcal")
        #expect(targets.kcal?.amount == 1_200)
        #expect(targets.notes == ["Weekly rate capped at 0.5 kg, 1% of your weight: faster costs muscle.",
                                  "Raised to 1,200 kcal: never below 1,200 kcal for women."])
        // The one-line sum (the check-in's, the replies') ends at the target, not at 660.
        #expect(targets.derivation == "BMR 1,008 kcal x 1.2 sedentary = 1,210 kcal, - 550 for 0.5 kg a week = 660 kcal, "
            + "raised to 1,200 kcal: never below 1,200 kcal for women")
    }

    @Test("never below the BMR when it is above the floor")
    func belowBMR() {
        let targets = calculator.targets(for: profile(sex: .male, kg: 120, cm: 190, born: 2001, activity: .sedentary,
                                                      goal: .loseFat, rate: 1.2), year: 2026)
        // 1200 + 1187.5 - 125 + 5 = 2,267.5 -> 2,268; x 1.2 = 2,721.6 -> 2,722; 1.2 kg capped at 1.2 (1% of 120)
        // 1.2 x 1,100 = 1,320; 2,722 - 1,320 = 1,402, below the BMR 2,268 (and 1,500): raised to 2,268
        #expect(targets.kcal?.amount == 2_268)
        // BMI 120 / 1.9^2 = 33.2: protein from the weight of a BMI of 30, 30 x 1.9^2 = 108.3 kg.
        #expect(targets.notes == ["Raised to 2,268 kcal: never below your BMR.",
                                  "Protein from 108.3 kg, the weight of a BMI of 30 at your height (the lower of it and your weight): at BMI 33.2 the weight above "
                                    + "it is mostly fat, which needs no protein."])
    }

    @Test("sex unspecified uses -78 and says so; the default rate is 0.5% of body weight")
    func unspecifiedAndDefaultRate() {
        let targets = calculator.targets(for: profile(sex: nil, kg: 100, cm: 180, born: 1986, activity: .moderate,
                                                      goal: .loseFat), year: 2026)
        // 1000 + 1125 - 200 - 78 = 1,847; x 1.55 = 2,862.85 -> 2,863; 0.5% of 100 = 0.5 kg -> 550; 2,313
        #expect(targets.bmr?.derivation == "Mifflin-St Jeor: 10x100 + 6.25x180 - 5x40 - 78")
        #expect(targets.kcal?.amount == 2_313)
        #expect(targets.adjustment == "- 550 for 0.5 kg a week (the default: 0.5% of your weight) = 2,313 kcal")
        // BMI 100 / 1.8^2 = 30.9: protein from 30 x 1.8^2 = 97.2 kg.
        #expect(targets.notes == ["Sex not given: the formula uses -78, the mean of its male (+5) and female (-161) constants.",
                                  "Protein from 97.2 kg, the weight of a BMI of 30 at your height (the lower of it and your weight): at BMI 30.9 the weight above "
                                    + "it is mostly fat, which needs no protein."])
    }

    @Test("gaining: 0.25% of body weight a week as a surplus, protein 2 g per kg")
    func gain() {
        let targets = calculator.targets(for: profile(sex: .male, kg: 70, cm: 175, born: 2001, activity: .very,
                                                      goal: .gainMuscle), year: 2026)
        // 700 + 1093.75 - 125 + 5 = 1,673.75 -> 1,674; x 1.725 = 2,887.65 -> 2,888
        // 0.25% of 70 = 0.175 kg, exact: 0.175 x 1,100 = 192.5 -> 193; 2,888 + 193 = 3,081
        #expect(targets.kcal?.amount == 3_081)
        #expect(targets.adjustment == "+ 193 for 0.18 kg a week (the default: 0.25% of your weight) = 3,081 kcal")
        // 140 g protein; 3,081 / 4 / 9 = 85.6 -> 86; (3,081 - 560 - 774) / 4 = 436.75 -> 437; 43.1 -> 43
        #expect([targets.protein?.amount, targets.fat?.amount, targets.carbs?.amount, targets.fibre?.amount] == [140, 86, 437, 43])
    }

    @Test("a target set by hand wins, is marked, and the rest follow it")
    func handSet() {
        let person = profile(sex: .male, kg: 88, cm: 178, born: 1992, activity: .light, goal: .loseFat, rate: 0.5)
        let targets = calculator.targets(for: person, year: 2026, goals: [Goal(kind: .dailyKcal, target: 2_200),
                                                                         Goal(kind: .dailyProtein, target: 150)])
        #expect(targets.kcal == Target(amount: 2_200, origin: .setByHand))
        #expect(targets.protein == Target(amount: 150, origin: .setByHand))
        // 2,200 / 4 / 9 = 61.1 -> 61; (2,200 - 600 - 549) / 4 = 262.75 -> 263
        #expect(targets.fat?.amount == 61)
        #expect(targets.carbs?.amount == 263)
        #expect(targets.expenditure?.kcal == 2_514, "the formula's expenditure stays available")
        #expect(targets.lines.first == "Calories  2,200 kcal (set by hand; :targets reset returns to the formula)")
    }

    @Test("without height and age there are no calories, but protein from the weight")
    func missing() {
        let targets = calculator.targets(for: Profile.with { $0[ProfileFields.weight] = Mass(kilograms: 80) }, year: 2026)
        #expect(targets.kcal == nil && targets.bmr == nil)
        #expect(targets.missing == ["height", "age"])
        #expect(targets.protein?.amount == 128)   // 1.6 x 80
        #expect(targets.lines.first == "Calories  need your height and age (:onboard, or :profile set height ...)")
    }

    @Test("a learned expenditure replaces the formula's, and the targets follow it")
    func learned() {
        let person = profile(sex: .male, kg: 88, cm: 178, born: 1992, activity: .light, goal: .loseFat, rate: 0.5)
        let learned = EnergyExpenditure(kcal: 2_700, source: .learned("from 4 weeks of weigh-ins and intake"))
        let targets = calculator.targets(for: person, year: 2026, learned: learned)
        #expect(targets.expenditure == learned)
        #expect(targets.kcal?.amount == 2_150)   // 2,700 - 550
        #expect(targets.lines[2] == "  expenditure 2,700 kcal from 4 weeks of weigh-ins and intake")
    }

    @Test("training days give the weekly workouts")
    func workouts() {
        let targets = calculator.targets(for: Profile.with { $0[ProfileFields.trainingDays] = TrainingDays([.mon, .thu]) }, year: 2026)
        #expect(targets.workoutsPerWeek == Target(amount: 2, origin: .formula("your training days")))
    }

    @Test("the fat floor of 0.6 g per kg, capped at 35% of energy, shows its numbers")
    func fatFloorCapped() {
        // 150 kg at 1,500 kcal: 25% is 1,500 x 0.25 / 9 = 41.7 -> 42 g, under the floor of
        // 0.6 x 150 = 90 g; 35% of energy is 1,500 x 0.35 / 9 = 58.3 -> 58 g, which caps it.
        #expect(TargetCalculator.fat(kcal: 1_500, weight: 150)
            == Target(amount: 58, origin: .formula("0.6 g per kg x 150 kg = 90 g, capped at 35% of 1,500 kcal / 9")))
        // 80 kg at 1,500 kcal: 42 g is under 0.6 x 80 = 48 g, which is under the cap of 58 g.
        #expect(TargetCalculator.fat(kcal: 1_500, weight: 80) == Target(amount: 48, origin: .formula("at least 0.6 g per kg x 80 kg")))
    }
}
