import Coach
import CoachDomain
import CoachProgress
import Foundation
import Testing

/// The expenditure estimator against simulated people whose true expenditure is known: after
/// four weeks of noisy logs and noisy weigh-ins, the estimate lands within 5% of the truth for
/// most of them. `swift test --filter SimulatedPeopleTests` prints the error distribution
/// (reported in Benchmarks/README.md).
struct SimulatedPeopleTests {
    /// One simulated person's four weeks.
    struct Person {
        var expenditure: Double
        var intake: [CalendarDay: Double] = [:]
        var weighIns: [WeighIn] = []

        /// - true expenditure 1,800–3,400 kcal, a planned deficit or surplus of −800..+400 kcal;
        /// - what is eaten varies day to day (sd 350 kcal), and is logged with an unbiased error
        ///   (sd 8% of the day) on all but 0–20% of the days;
        /// - the body follows energy balance at 7,700 kcal per kg; the scale adds water on all but
        ///   0–35% of the mornings: `water` kg.
        init(using random: inout SplitMix64, water: Water, days: Int = 28) {
            expenditure = Double.random(in: 1_800...3_400, using: &random)
            let plan = Double.random(in: -800...400, using: &random)
            let missedLogs = Double.random(in: 0...0.2, using: &random)
            let missedWeighIns = Double.random(in: 0...0.35, using: &random)
            var weight = Double.random(in: 60...110, using: &random)
            for offset in 0...days {
                let day = testDay(offset - days)
                if Double.random(in: 0..<1, using: &random) >= missedWeighIns || offset == 0 || offset == days {
                    let swing = switch water {
                    case .normal: random.normal(sd: 0.5)
                    case .uniform: Double.random(in: -1...1, using: &random)
                    }
                    weighIns.append(WeighIn(day: day, kg: weight + swing))
                }
                guard offset < days else { break }
                let eaten = max(800, expenditure + plan + random.normal(sd: 350))
                if Double.random(in: 0..<1, using: &random) >= missedLogs {
                    intake[day] = eaten * (1 + random.normal(sd: 0.08))
                }
                weight += (eaten - expenditure) / ExpenditureEstimator.kcalPerKg
            }
        }
    }

    /// Water on the scale: "about ±1 kg" as a normal swing of sd 0.5 kg (95% of mornings within
    /// ±1 kg), or, harsher, uniform over ±1 kg (sd 0.58 kg).
    enum Water: String, CaseIterable { case normal, uniform }

    static let people = 400

    /// The relative errors of the estimates, and how often the truth was inside the 95% range.
    static func run(_ water: Water) throws -> (errors: [Double], covered: Double) {
        var random = SplitMix64(seed: 2026_11_24)
        var errors: [Double] = []
        var covered = 0
        for _ in 0..<people {
            let person = Person(using: &random, water: water)
            let estimate = try ExpenditureEstimator.estimate(intake: person.intake, weighIns: person.weighIns,
                                                             today: testDay(0)).get()
            errors.append((estimate.kcalPerDay - person.expenditure) / person.expenditure)
            if estimate.range.contains(person.expenditure) { covered += 1 }
        }
        return (errors, Double(covered) / Double(people))
    }

    /// Prints the distribution; returns the share within 5% and 10%, and the mean error.
    static func report(_ water: Water, _ errors: [Double], covered: Double) -> (within5: Double, within10: Double, bias: Double) {
        let absolute = errors.map(abs).sorted()
        func percentile(_ p: Double) -> Double { absolute[min(absolute.count - 1, Int(p * Double(absolute.count)))] * 100 }
        let within5 = Double(absolute.filter { $0 <= 0.05 }.count) / Double(errors.count)
        let within10 = Double(absolute.filter { $0 <= 0.10 }.count) / Double(errors.count)
        let bias = errors.reduce(0, +) / Double(errors.count) * 100
        print(String(format: "simulated people (%@ water): %d; |error| median %.1f%%, p75 %.1f%%, p90 %.1f%%, max %.1f%%; "
            + "within 5%%: %.0f%%, within 10%%: %.0f%%; mean error %+.2f%%; truth inside the 95%% range: %.0f%%",
            water.rawValue, errors.count, percentile(0.5), percentile(0.75), percentile(0.9), (absolute.last ?? 0) * 100,
            within5 * 100, within10 * 100, bias, covered * 100))
        return (within5, within10, bias)
    }

    @Test func afterFourWeeksMostEstimatesAreWithinFivePercent() throws {
        let (errors, covered) = try Self.run(.normal)
        let result = Self.report(.normal, errors, covered: covered)
        #expect(result.within5 >= 0.75, "only \(Int(result.within5 * 100))% within 5%")
        #expect(result.within10 >= 0.97)
        #expect(abs(result.bias) < 1)
    }

    @Test func withHarsherWaterMostAreStillWithinFivePercent() throws {
        let (errors, covered) = try Self.run(.uniform)
        let result = Self.report(.uniform, errors, covered: covered)
        #expect(result.within5 >= 0.6, "only \(Int(result.within5 * 100))% within 5%")
        #expect(result.within10 >= 0.93)
        #expect(abs(result.bias) < 1)
    }
}
