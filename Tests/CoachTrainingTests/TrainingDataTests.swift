import CoachDomain
import Foundation
import Testing
@testable import CoachTraining

/// Sanity of the training data: `training` objects of `data/exercises.json` and `data/training.json`.
@Suite("Training data")
struct TrainingDataTests {
    @Test("the data loads")
    func loads() throws {
        let catalog = try TrainingFixtures.catalog
        #expect(catalog.exercises.count >= 90)
    }

    @Test("every pattern of a session template has an exercise with a full gym, and one with body weight or dumbbells")
    func patternsCovered() throws {
        let catalog = try TrainingFixtures.catalog
        for (name, slots) in catalog.rules.sessions {
            for slot in slots {
                let pattern = try #require(MovementPattern(rawValue: String(slot.split(separator: ":")[0])), "\(name): \(slot)")
                let all = catalog.exercises(of: pattern)
                #expect(all.contains { $0.isDoable(with: [.fullGym]) }, "\(slot)")
                if pattern != .verticalPull && pattern != .kneeExtension && pattern != .rearDelt && pattern != .chestFly {
                    #expect(all.contains { $0.isDoable(with: [.dumbbells]) || $0.isDoable(with: [.none]) }, "\(slot)")
                }
            }
        }
        for split in catalog.rules.splits {
            for session in split.sessions { #expect(catalog.rules.sessions[session] != nil, "\(session)") }
        }
    }

    @Test("ranks are distinct within a pattern; starters name plannable lifts with a ratio between 0.1 and 2")
    func ranksAndStarters() throws {
        let catalog = try TrainingFixtures.catalog
        for pattern in MovementPattern.allCases {
            let ranks = catalog.exercises(of: pattern).map(\.rank)
            #expect(Set(ranks).count == ranks.count, "\(pattern)")
        }
        for exercise in catalog.exercises {
            #expect(!exercise.setups.isEmpty && exercise.setups.allSatisfy { !$0.isEmpty }, "\(exercise.name)")
            if exercise.pattern != .endurance { #expect(!exercise.primary.isEmpty, "\(exercise.name)") }
            #expect(Set(exercise.primary).isDisjoint(with: exercise.secondary), "\(exercise.name)")
            for starter in exercise.starters {
                #expect(catalog.exercise(named: starter.from) != nil, "\(exercise.name) <- \(starter.from)")
                #expect(starter.from != exercise.name)
                #expect((0.1...2).contains(starter.ratio), "\(exercise.name)")
            }
        }
    }

    @Test("every loaded kind has steps in kg and lb; the rules' ranges are ordered")
    func steps() throws {
        let rules = try TrainingFixtures.catalog.rules
        for kind in [LoadKind.barbell, .dumbbell, .kettlebell, .machine, .cable] {
            for unit in [LoadUnit.kg, .lb] {
                let step = try #require(rules.step(kind, unit), "\(kind) \(unit)")
                #expect(step.min > 0 && !step.steps.isEmpty && step.steps.allSatisfy { $0.count == 2 && $0[1] > 0 })
            }
        }
        for goal in FitnessGoal.allCases {
            for level in Experience.allCases {
                #expect(rules.weeklySets[goal]?[level] != nil, "\(goal) \(level)")
                #expect(rules.reserve(level, .main) >= 0)
            }
            for role in [SlotRole.main, .compound, .isolation] { #expect(rules.reps[goal]?[role] != nil, "\(goal) \(role)") }
        }
        // The dumbbell ladder in kg: 1 kg steps to 10, then 2 kg to 20, then 2.5 kg.
        let dumbbells = try #require(rules.step(.dumbbell, .kg))
        #expect(dumbbells.next(after: 9) == 10 && dumbbells.next(after: 10) == 12 && dumbbells.next(after: 20) == 22.5)
        #expect(dumbbells.rounded(13.1) == 14 && dumbbells.rounded(12.9, .down) == 12 && dumbbells.previous(before: 12) == 10)
        #expect(rules.defaultDays.count == 7)
        for (index, days) in rules.defaultDays.enumerated() { #expect(Set(days).count == index + 1) }
    }

    @Test("how a setup loads: goblet squats with a kettlebell step as kettlebells; split squats on a bench alone are body weight")
    func loadKinds() throws {
        let catalog = try TrainingFixtures.catalog
        let goblet = try #require(catalog.exercise(named: "goblet squat"))
        #expect(goblet.loadKind(with: try #require(goblet.setup(with: [.kettlebells]))) == .kettlebell)
        #expect(goblet.loadKind(with: try #require(goblet.setup(with: [.dumbbells]))) == .dumbbell)
        let split = try #require(catalog.exercise(named: "bulgarian split squat"))
        #expect(split.loadKind(with: try #require(split.setup(with: [.bench]))) == .bodyweight)
        let squat = try #require(catalog.exercise(named: "squats"))
        #expect(squat.name == "back squat")
        #expect(!squat.isDoable(with: [.barbell]))
        #expect(squat.isDoable(with: [.barbell, .rack]))
        #expect(squat.isDoable(with: [.fullGym]))
    }

    @Test("malformed rules are refused with the file named")
    func malformed() throws {
        let exercises = try Data(contentsOf: TrainingFixtures.root.appendingPathComponent("data/exercises.json"))
        #expect(throws: TrainingDataError.self) { try TrainingCatalog.decode(exercises: exercises, rules: Data("{}".utf8)) }
        do {
            _ = try TrainingCatalog.decode(exercises: Data("[".utf8), rules: Data())
            Issue.record("no error")
        } catch let error as TrainingDataError {
            #expect(error.file == "exercises.json")
        }
    }
}
