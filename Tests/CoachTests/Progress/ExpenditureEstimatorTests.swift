import Coach
import CoachDomain
import CoachProgress
import Testing

/// The expenditure estimate: intake minus the change in stored energy.
struct ExpenditureEstimatorTests {
    /// Weights a body following energy balance exactly would show, for `eaten` kcal on each of the
    /// 28 days before today and an expenditure of `expenditure`.
    static func weights(eaten: (Int) -> Double, expenditure: Double, start: Double = 85) -> [WeighIn] {
        var weight = start
        var weighIns: [WeighIn] = []
        for offset in 0...28 {
            weighIns.append(WeighIn(day: testDay(offset - 28), kg: weight))
            weight += (eaten(offset) - expenditure) / 7_700
        }
        return weighIns
    }

    static func intake(_ eaten: (Int) -> Double, skipping: Set<Int> = []) -> [CalendarDay: Double] {
        var intake: [CalendarDay: Double] = [:]
        for offset in 0..<28 where !skipping.contains(offset) { intake[testDay(offset - 28)] = eaten(offset) }
        return intake
    }

    @Test func anExactBodyGivesItsExpenditureBack() throws {
        let eaten: (Int) -> Double = { _ in 2_000 }
        let estimate = try ExpenditureEstimator.estimate(intake: Self.intake(eaten),
                                                         weighIns: Self.weights(eaten: eaten, expenditure: 2_500),
                                                         today: testDay(0)).get()
        #expect(abs(estimate.kcalPerDay - 2_500) < 0.01)
        #expect(estimate.intakeDays == 28)
        #expect(estimate.weighIns == 29)
        #expect(estimate.window == testDay(-28)...testDay(-1))
        #expect(abs(estimate.weightChange - -28 * 500 / 7_700) < 1e-6)
        #expect(abs(estimate.storedEnergyPerDay - -500) < 0.01)
        #expect(estimate.range.upperBound - estimate.range.lowerBound < 1)   // no noise: no doubt
    }

    @Test func dayToDayChangesInIntakeAreAccountedFor() throws {
        // Weekends at 3,400, weekdays at 1,800: weight zigzags, the estimate does not.
        let eaten: (Int) -> Double = { $0 % 7 >= 5 ? 3_400 : 1_800 }
        let estimate = try ExpenditureEstimator.estimate(intake: Self.intake(eaten),
                                                         weighIns: Self.weights(eaten: eaten, expenditure: 2_300),
                                                         today: testDay(0)).get()
        #expect(abs(estimate.kcalPerDay - 2_300) < 0.01)
    }

    @Test func daysWithoutALogCountAtTheAverageAndWidenTheRange() throws {
        let eaten: (Int) -> Double = { 2_000 + Double($0 % 3) * 150 }
        let weighIns = Self.weights(eaten: eaten, expenditure: 2_400)
        let full = try ExpenditureEstimator.estimate(intake: Self.intake(eaten), weighIns: weighIns, today: testDay(0)).get()
        let gappy = try ExpenditureEstimator.estimate(intake: Self.intake(eaten, skipping: [3, 10, 17, 24]),
                                                      weighIns: weighIns, today: testDay(0)).get()
        #expect(gappy.intakeDays == 24)
        #expect(gappy.missingIntakeDays == 4)
        #expect(gappy.range.upperBound - gappy.range.lowerBound > full.range.upperBound - full.range.lowerBound)
        #expect(abs(gappy.kcalPerDay - 2_400) < 100)
    }

    @Test func todaysIntakeIsLeftOutTheDayIsNotOver() throws {
        let eaten: (Int) -> Double = { _ in 2_000 }
        var intake = Self.intake(eaten)
        intake[testDay(0)] = 300
        let estimate = try ExpenditureEstimator.estimate(intake: intake, weighIns: Self.weights(eaten: eaten, expenditure: 2_500),
                                                         today: testDay(0)).get()
        #expect(abs(estimate.kcalPerDay - 2_500) < 0.01)
        #expect(estimate.window.upperBound == testDay(-1))
    }

    @Test func onlyTheLastFourWeeksCount() throws {
        let eaten: (Int) -> Double = { _ in 2_000 }
        var intake = Self.intake(eaten)
        intake[testDay(-40)] = 9_000
        var weighIns = Self.weights(eaten: eaten, expenditure: 2_500)
        weighIns.append(WeighIn(day: testDay(-40), kg: 60))
        let estimate = try ExpenditureEstimator.estimate(intake: intake, weighIns: weighIns, today: testDay(0)).get()
        #expect(abs(estimate.kcalPerDay - 2_500) < 0.01)
    }

    @Test func aShortHistoryUsesTheDaysThereAre() throws {
        var intake: [CalendarDay: Double] = [:]
        var weighIns: [WeighIn] = []
        for offset in 0..<10 {
            intake[testDay(offset - 10)] = 2_200
            weighIns.append(WeighIn(day: testDay(offset - 10), kg: 80 - Double(offset) * 300 / 7_700))
        }
        weighIns.append(WeighIn(day: testDay(0), kg: 80 - 10 * 300 / 7_700))
        let estimate = try ExpenditureEstimator.estimate(intake: intake, weighIns: weighIns, today: testDay(0)).get()
        #expect(estimate.windowDays == 10)
        #expect(abs(estimate.kcalPerDay - 2_500) < 0.01)
    }

    @Test func tooLittleDataSaysWhatIsMissing() {
        let eaten: (Int) -> Double = { _ in 2_000 }
        let weighIns = Self.weights(eaten: eaten, expenditure: 2_500)
        let fewDays = ExpenditureEstimator.estimate(intake: Self.intake(eaten, skipping: Set(0..<24)), weighIns: weighIns,
                                                    today: testDay(0))
        #expect(fewDays == .failure(.tooFewIntakeDays(4)))
        let fewWeighIns = ExpenditureEstimator.estimate(intake: Self.intake(eaten), weighIns: Array(weighIns.suffix(3)),
                                                        today: testDay(0))
        #expect(fewWeighIns == .failure(.tooFewWeighIns(3)))
        #expect(ExpenditureEstimator.estimate(intake: [:], weighIns: [], today: testDay(0)) == .failure(.tooFewIntakeDays(0)))
        #expect("\(ExpenditureGap.tooFewWeighIns(3))".contains("at least 4 weigh-ins"))
    }
}
