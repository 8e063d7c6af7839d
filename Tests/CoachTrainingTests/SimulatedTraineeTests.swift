import CoachDomain
import Foundation
import Testing
@testable import CoachTraining
import TestThreads

/// Twelve weeks of a simulated trainee following the plan: how often the prescribed load lets
/// the target reps be done at about the target effort without being far too easy, and how well
/// the loads track the trainee's true strength. The figures are in `Benchmarks/README.md`
/// ("Training: simulated trainee"); `swift test --filter SimulatedTrainee` prints them.
@Suite("Simulated trainee", .ownThread)
struct SimulatedTraineeTests {
    struct Case: CustomStringConvertible, Sendable {
        let level: Experience
        let goal: FitnessGoal
        let gear: Set<Equipment>
        let unit: LoadUnit
        var description: String { "\(level.rawValue) \(goal.rawValue) \(gear.map(\.rawValue).sorted().joined(separator: "+")) \(unit.rawValue)" }
    }

    static let cases: [Case] = Experience.allCases.flatMap { level in
        [Case(level: level, goal: .getStronger, gear: [.barbell, .rack, .bench], unit: .kg),
         Case(level: level, goal: .gainMuscle, gear: [.fullGym], unit: .lb),
         Case(level: level, goal: .loseFat, gear: [.dumbbells, .bench], unit: .kg),
         Case(level: level, goal: .generalHealth, gear: [.fullGym], unit: .kg)]
    }

    /// Fits, checks, ratios (implied/true), deloads, the true strength's growth per lift, misses by kind.
    struct Outcome {
        var fits = 0
        var checks = 0
        var ratios: [Double] = []
        var deloads = 0
        var strengthGrowth: [Double] = []
        var misses: [String: Int] = [:]
    }

    static func simulate(_ test: Case, seed: UInt64, weeks: Int = 12) throws -> Outcome {
        let catalog = try TrainingFixtures.catalog
        let start = TrainingFixtures.tuesday.adding(days: -1)
        let profile = TrainingProfile(goal: test.goal, level: test.level, gear: test.gear, perWeek: 3, sessionMinutes: 60,
                                      unit: test.unit)
        let plan = PlanGenerator(catalog: catalog).plan(for: profile, on: start)
        let planner = SessionPlanner(catalog: catalog, plan: plan)
        var trainee = SimulatedTrainee(level: test.level, catalog: catalog, gear: test.gear, seed: seed)
        let initial = trainee.strength
        var log = TrainingLog()
        var outcome = Outcome()
        for offset in 0..<(weeks * 7) {
            let date = start.adding(days: offset)
            guard case .session(let session) = planner.day(date, log: log) else { continue }
            // One session in twenty is missed; week 7 is a bad week (ill, poor sleep).
            if Double.random(in: 0..<1, using: &trainee.random) < 0.05 { continue }
            let bad = offset / 7 == 6
            let day = (bad ? 0.92 : 1) * (1 + trainee.random.normal(0.02))
            for prescription in session.exercises {
                let exercise = catalog.exercise(named: prescription.name)
                let kind = exercise.map { $0.loadKind(with: $0.setup(with: test.gear) ?? []) } ?? .bodyweight
                let readiness = day * (1 + trainee.random.normal(0.01))
                let (performed, check) = trainee.perform(prescription, step: catalog.rules.step(kind, test.unit), unit: test.unit,
                                                        readiness: readiness, day: date)
                log.add(prescription.name, performed)
                guard let check else { continue }
                outcome.checks += 1
                outcome.fits += check.fits ? 1 : 0
                outcome.ratios.append(check.ratio)
                outcome.deloads += check.decision == .deload ? 1 : 0
                if !check.fits { outcome.misses["\(check.decision) \(check.ratio < 1 ? "light" : "heavy")\(bad ? " bad week" : "")", default: 0] += 1 }
            }
        }
        for (name, before) in initial where plan.exerciseNames.contains(name) {
            guard let after = trainee.strength[name], after != before else { continue }
            outcome.strengthGrowth.append(after / before - 1)
        }
        return outcome
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    @Test("over 12 weeks, at least 90% of prescribed loads fit the target reps and effort (85% for each kind of trainee)")
    func fits() throws {
        var all = Outcome()
        for test in Self.cases {
            var total = Outcome()
            for seed in UInt64(1)...5 {
                let outcome = try Self.simulate(test, seed: seed)
                total.fits += outcome.fits
                total.checks += outcome.checks
                total.ratios += outcome.ratios
                total.deloads += outcome.deloads
                total.strengthGrowth += outcome.strengthGrowth
                total.misses.merge(outcome.misses, uniquingKeysWith: +)
            }
            let share = Double(total.fits) / Double(max(1, total.checks))
            let error = Self.median(total.ratios.map { abs($0 - 1) })
            print(String(format: "simulated trainee %@: %d prescriptions, %.1f%% fit, implied/true 1RM: median |error| %.1f%%, "
                    + "median %+.1f%%; deloads %d; true strength grew %.1f%% (median lift)",
                         test.description, total.checks, share * 100, error * 100, (Self.median(total.ratios) - 1) * 100,
                         total.deloads, Self.median(total.strengthGrowth) * 100))
            print("misses \(test): \(total.misses.sorted { $0.value > $1.value }.prefix(6).map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
            #expect(total.checks > 100)
            #expect(share >= 0.85, "\(test): \(total.fits) of \(total.checks)")
            #expect(error < 0.1, "\(test)")
            all.fits += total.fits
            all.checks += total.checks
            all.ratios += total.ratios
        }
        let share = Double(all.fits) / Double(max(1, all.checks))
        print(String(format: "simulated trainees, all: %d prescriptions, %.1f%% fit, implied/true 1RM: median |error| %.1f%%, median %+.1f%%",
                     all.checks, share * 100, Self.median(all.ratios.map { abs($0 - 1) }) * 100, (Self.median(all.ratios) - 1) * 100))
        #expect(share >= 0.9)
    }
}
