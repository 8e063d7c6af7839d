import Coach
import CoachProgress
import Testing

/// The trend weight: an exponentially weighted linear fit read at the latest weigh-in.
struct TrendWeightTests {
    @Test func aSteadyWeightIsItsOwnTrendWithNoRate() throws {
        let weighIns = (0..<21).map { WeighIn(day: testDay(-$0), kg: 80) }
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(abs(point.kg - 80) < 1e-9)
        #expect(abs(try #require(point.weeklyRate)) < 1e-9)
        #expect(point.weighIns == 21)
    }

    @Test func aLinearLossIsFollowedWithoutLag() throws {
        // 0.1 kg a day down: 0.7 kg a week. An average of past weights would trail it.
        let weighIns = (0..<30).map { WeighIn(day: testDay(-$0), kg: 80 + 0.1 * Double($0)) }
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(abs(point.kg - 80) < 1e-9)
        #expect(abs(try #require(point.weeklyRate) - -0.7) < 1e-9)
    }

    @Test func missedDaysDoNotBendAStraightLine() throws {
        let days = [0, 1, 5, 6, 13, 20, 21]
        let weighIns = days.map { WeighIn(day: testDay(-$0), kg: 70 + 0.05 * Double($0)) }
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(abs(point.kg - 70) < 1e-9)
        #expect(abs(try #require(point.weeklyRate) - -0.35) < 1e-9)
    }

    @Test func fewWeighInsGiveAWeightedMeanAndNoRate() throws {
        let weighIns = [WeighIn(day: testDay(-2), kg: 81), WeighIn(day: testDay(0), kg: 80)]
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(point.weeklyRate == nil)
        #expect(point.kg > 80 && point.kg < 80.5)   // the newer one counts more
    }

    @Test func theTrendIsReadAtTheLatestWeighInNotExtrapolated() throws {
        let weighIns = (10..<30).map { WeighIn(day: testDay(-$0), kg: 80 + 0.1 * Double($0 - 10)) }
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(point.day == testDay(-10))
        #expect(abs(point.kg - 80) < 1e-9)
    }

    @Test func weighInsOutsideTheWindowAreIgnored() throws {
        let old = WeighIn(day: testDay(-TrendWeight.windowDays), kg: 120)
        let recent = (0..<10).map { WeighIn(day: testDay(-$0), kg: 80) }
        let point = try #require(TrendWeight.at(testDay(0), from: [old] + recent))
        #expect(abs(point.kg - 80) < 1e-9)
        #expect(TrendWeight.at(testDay(0), from: [old]) == nil)
    }

    @Test func aWaterSwingMovesTheTrendFarLessThanTheScale() throws {
        var weighIns = (1..<21).map { WeighIn(day: testDay(-$0), kg: 80) }
        weighIns.append(WeighIn(day: testDay(0), kg: 81.5))   // a salty dinner
        let point = try #require(TrendWeight.at(testDay(0), from: weighIns))
        #expect(point.kg - 80 < 0.4)   // 0.36 kg
    }

    @Test func theSeriesHasAPointOnEachWeighInDayInTheRange() {
        let weighIns = [0, 2, 3, 9].map { WeighIn(day: testDay(-$0), kg: 80) }
        let series = TrendWeight.series(from: testDay(-5), through: testDay(0), weighIns: weighIns)
        #expect(series.map(\.day) == [testDay(-3), testDay(-2), testDay(0)])
        #expect(series.first?.weighIns == 2)   // the one before the range still counts
    }
}
