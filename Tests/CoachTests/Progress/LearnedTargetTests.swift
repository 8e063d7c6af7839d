@testable import Coach
@testable import CoachProgress
import Testing

/// When targets may follow the learned expenditure, what they become, and the weekly check-in.
struct LearnedTargetTests {
    static func estimate(_ kcal: Double, intakeDays: Int = 28, weighIns: Int = 20, change: Double = -1) -> ExpenditureEstimate {
        ExpenditureEstimate(kcalPerDay: kcal, range: (kcal - 150)...(kcal + 150), window: testDay(-28)...testDay(-1),
                            intakeDays: intakeDays, averageIntake: kcal + change * 7_700 / 28, weighIns: weighIns,
                            weightChange: change)
    }

    @Test func enoughMeansFourteenIntakeDaysAndEightWeighIns() {
        #expect(LearnedTarget.isEnough(Self.estimate(2_500, intakeDays: 14, weighIns: 8)))
        #expect(!LearnedTarget.isEnough(Self.estimate(2_500, intakeDays: 13, weighIns: 8)))
        #expect(!LearnedTarget.isEnough(Self.estimate(2_500, intakeDays: 14, weighIns: 7)))
        #expect(LearnedTarget.missing(Self.estimate(2_500, intakeDays: 9, weighIns: 7))
            == "5 more days of food logs and 1 more weigh-in")
        #expect(LearnedTarget.missing(Self.estimate(2_500)) == nil)
    }

    @Test func theLearnedExpenditureNamesItsDataAndTheFormula() {
        let learned = LearnedTarget.expenditure(Self.estimate(2_476.6, intakeDays: 26, weighIns: 20), formula: 2_761)
        #expect(learned.kcal == 2_477)
        #expect(learned.derivation == "expenditure 2,477 kcal learned from 26 days of intake and 20 weigh-ins (formula: 2,761)")
        #expect(learned.isLearned)
    }

    @Test func theCheckInSaysWhatChangedAndWhy() {
        let before = CheckInSnapshot(day: testDay(-7), trend: TrendPoint(day: testDay(-7), kg: 82.3, weeklyRate: -0.4, weighIns: 10),
                                     expenditure: Self.estimate(2_450), targetKcal: 1_900, averageIntake: 1_950, intakeDays: 7)
        let now = CheckInSnapshot(day: testDay(0), trend: TrendPoint(day: testDay(0), kg: 81.7, weeklyRate: -0.6, weighIns: 12),
                                  expenditure: Self.estimate(2_560), targetKcal: 2_010, averageIntake: 1_980, intakeDays: 6,
                                  targetDerivation: "expenditure 2,560 kcal learned, - 550 for 0.5 kg a week = 2,010 kcal")
        let lines = WeeklyCheckIn.lines(previous: before, current: now, goalRateKg: -0.5)
        #expect(lines == [
            "Check-in, Tuesday 24 November 2026.",
            "Trend weight 81.7 kg, down 0.6 kg since the last check-in (−0.6 kg a week; on pace for your goal of −0.5 kg a week).",
            "Food logged on 6 of 7 days, 1,980 kcal a day on average against a target of 2,010, 30 under.",
            "Your expenditure is about 2,560 kcal a day (2,410–2,710), up 110 from 2,450: your weight went lower than your "
                + "intake would predict, so you burn more than thought.",
            "New daily target: 2,010 kcal (was 1,900): expenditure 2,560 kcal learned, - 550 for 0.5 kg a week = 2,010 kcal.",
        ])
    }

    @Test func aHandSetTargetWinsAndTheAutomaticOneIsShownBeside() {
        let now = CheckInSnapshot(day: testDay(0), trend: nil, expenditure: Self.estimate(2_500), targetKcal: 2_000,
                                  averageIntake: nil, intakeDays: 0, targetSetByHand: true, automaticKcal: 1_950,
                                  automaticDerivation: "expenditure 2,500 kcal learned, - 550 for 0.5 kg a week = 1,950 kcal")
        let lines = WeeklyCheckIn.lines(previous: nil, current: now, goalRateKg: -0.5)
        #expect(lines.contains("No weigh-ins yet: weigh in a few mornings a week (:weight 81.6)."))
        #expect(lines.last == "Your daily target stays 2,000 kcal: you set it yourself, and that wins (without it: 1,950 kcal, "
            + "expenditure 2,500 kcal learned, - 550 for 0.5 kg a week = 1,950 kcal; :targets reset returns to it).")
    }

    @Test func tooLittleDataKeepsTheTargetAndSaysWhatIsMissing() {
        let now = CheckInSnapshot(day: testDay(0), trend: nil, expenditure: Self.estimate(2_500, intakeDays: 10, weighIns: 5),
                                  targetKcal: 2_100, averageIntake: 2_000, intakeDays: 5, targetDerivation: "BMR 1,700 kcal x 1.2")
        let lines = WeeklyCheckIn.lines(previous: nil, current: now, goalRateKg: -0.5)
        #expect(lines.contains("It rests on 10 days of food logs and 5 weigh-ins; targets follow it after 4 more days of "
            + "food logs and 3 more weigh-ins."))
        #expect(lines.last == "Daily target 2,100 kcal, unchanged: BMR 1,700 kcal x 1.2.")
    }

    @Test func slowerOrFasterThanTheGoalIsSaid() {
        #expect(WeeklyCheckIn.pace(rate: -0.2, goal: -0.5) == "slower than")
        #expect(WeeklyCheckIn.pace(rate: -0.9, goal: -0.5) == "faster than")
        #expect(WeeklyCheckIn.pace(rate: 0.5, goal: 0.25) == "faster than")
        #expect(WeeklyCheckIn.pace(rate: 0.4, goal: 0) == "away from")
        #expect(WeeklyCheckIn.pace(rate: -0.45, goal: -0.5) == "on pace for")
    }
}
