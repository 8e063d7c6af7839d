import CoachDomain
import Foundation

/// The exercises the planner can prescribe and its rules: `data/exercises.json` (entries with
/// a `training` object) and `data/training.json`.
public struct TrainingCatalog: Sendable {
    public let exercises: [TrainingExercise]
    public let rules: TrainingRules
    /// Every name and alias of `data/exercises.json`, lowercased -> canonical name, also of the
    /// exercises without training data (so "unknown" and "not plannable" read apart).
    private let allNames: [String: String]
    private let byName: [String: TrainingExercise]

    public init(exercises: [TrainingExercise], rules: TrainingRules, otherNames: [String: String] = [:]) {
        self.exercises = exercises
        self.rules = rules
        var names = otherNames
        var byName: [String: TrainingExercise] = [:]
        for exercise in exercises {
            byName[exercise.name] = exercise
            for phrase in [exercise.name] + exercise.aliases { names[Self.key(phrase)] = exercise.name }
        }
        self.allNames = names
        self.byName = byName
    }

    /// Reads `exercises` (the bytes of `data/exercises.json`) and `rules` (`data/training.json`).
    /// Throws a ``TrainingDataError`` that says which file and what is wrong.
    public static func decode(exercises: Data, rules: Data) throws -> TrainingCatalog {
        let file: ExerciseFile
        do { file = try JSONDecoder().decode(ExerciseFile.self, from: exercises) } catch {
            throw TrainingDataError(file: "exercises.json", detail: Self.describe(error))
        }
        let decodedRules: TrainingRules
        do { decodedRules = try JSONDecoder().decode(TrainingRules.self, from: rules) } catch {
            throw TrainingDataError(file: "training.json", detail: Self.describe(error))
        }
        var others: [String: String] = [:]
        var planned: [TrainingExercise] = []
        for record in file.exercises {
            for phrase in [record.name] + record.aliases { others[key(phrase)] = others[key(phrase)] ?? record.name }
            guard let training = record.training else { continue }
            planned.append(TrainingExercise(
                name: record.name, aliases: record.aliases, pattern: training.pattern, rank: training.rank,
                mechanics: training.mechanics, setups: training.setups.map(Set.init), load: training.load,
                primary: training.primary ?? [], secondary: training.secondary ?? [], stresses: Set(training.stresses ?? []),
                starters: training.starters ?? []))
        }
        return TrainingCatalog(exercises: planned, rules: decodedRules, otherNames: others)
    }

    /// Reads `data/exercises.json` and `data/training.json` under `root` (the folder holding
    /// `data/`). Throws a ``TrainingDataError`` naming the file that is missing or malformed.
    public static func load(root: URL) throws -> TrainingCatalog {
        let data = root.appendingPathComponent("data")
        func read(_ name: String) throws -> Data {
            do { return try Data(contentsOf: data.appendingPathComponent(name)) } catch {
                throw TrainingDataError(file: name, detail: "it cannot be read (missing?)")
            }
        }
        return try decode(exercises: read("exercises.json"), rules: read("training.json"))
    }

    /// The plannable exercise named `name` (name or alias, any case).
    public func exercise(named name: String) -> TrainingExercise? {
        allNames[Self.key(name)].flatMap { byName[$0] }
    }

    /// The canonical name of any exercise of `data/exercises.json` called `name`, plannable or not.
    public func knownName(_ name: String) -> String? { allNames[Self.key(name)] }

    /// The exercises of `pattern`, preferred first.
    public func exercises(of pattern: MovementPattern) -> [TrainingExercise] {
        exercises.filter { $0.pattern == pattern }.sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
    }

    /// One line for a decoding error: where and what.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "wrong value at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not valid JSON" : "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default: return "\(error)"
        }
    }

    static func key(_ phrase: String) -> String {
        phrase.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}

/// A training data file that could not be read.
public struct TrainingDataError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let detail: String
    public var description: String { "data/\(file) is malformed: \(detail)" }
}

private struct ExerciseFile: Decodable {
    struct Record: Decodable {
        let name: String
        let aliases: [String]
        let training: Training?
    }

    struct Training: Decodable {
        let pattern: MovementPattern
        let rank: Int
        let mechanics: Mechanics
        let setups: [[Equipment]]
        let load: LoadKind
        let primary: [MuscleGroup]?
        let secondary: [MuscleGroup]?
        let stresses: [Stress]?
        let starters: [TrainingExercise.Starter]?
    }

    let exercises: [Record]
}
