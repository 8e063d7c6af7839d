import CoachDomain
import Foundation

/// A data or prompt file that could not be used.
public enum ResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingFile(path: String)
    case missingDirectory(path: String)
    case malformed(path: String, detail: String)

    public var description: String {
        switch self {
        case .missingFile(let path): "Missing data file \(path)."
        case .missingDirectory(let path): "Missing folder \(path)."
        case .malformed(let path, let detail): "Data file \(path) is malformed: \(detail)."
        }
    }
}

/// The coach's data (`data/foods.json`, `data/exercises.json`, `data/coaching.json`,
/// `data/personas.json`) and the
/// folder of prompt templates (`Prompts/`), found from a root folder.
public struct CoachResources: Sendable {
    public let foods: FoodDatabase
    public let exercises: ExerciseCatalog
    public let library: CoachingLibrary
    /// Persona archetypes for offline personas (`data/personas.json`).
    public let personas: [PersonaArchetype]
    /// The folder holding `coach-system.md` and the other templates.
    public let promptsDirectory: URL
    /// What the offline coach reads as a training request (`data/training.json`, `phrases`).
    public let trainingPhrases: TrainingPhrases

    public init(foods: FoodDatabase, exercises: ExerciseCatalog, library: CoachingLibrary,
                personas: [PersonaArchetype] = [], promptsDirectory: URL, trainingPhrases: TrainingPhrases = TrainingPhrases()) {
        self.foods = foods
        self.exercises = exercises
        self.library = library
        self.personas = personas
        self.promptsDirectory = promptsDirectory
        self.trainingPhrases = trainingPhrases
    }

    /// Loads everything under `root` (the folder holding `data/` and `Prompts/`).
    /// Throws ``ResourceError`` naming the file that is missing or malformed.
    public static func load(root: URL) throws -> CoachResources {
        let data = root.appendingPathComponent("data")
        let prompts = root.appendingPathComponent("Prompts")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: prompts.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ResourceError.missingDirectory(path: prompts.path)
        }
        let foods: FoodFile = try decode(data.appendingPathComponent("foods.json"))
        let exercises: ExerciseFile = try decode(data.appendingPathComponent("exercises.json"))
        let coaching: CoachingFile = try decode(data.appendingPathComponent("coaching.json"))
        let personas: PersonaFile = try decode(data.appendingPathComponent("personas.json"))
        let foodPath = data.appendingPathComponent("foods.json").path
        for food in foods.foods {
            if food.per100g.kcal < 0 || food.per100g.protein < 0 || food.per100g.carbs < 0 || food.per100g.fat < 0 {
                throw ResourceError.malformed(path: foodPath, detail: "negative value for \(food.name)")
            }
            if food.units.values.contains(where: { $0 <= 0 }) {
                throw ResourceError.malformed(path: foodPath, detail: "a unit of \(food.name) weighs 0 g or less")
            }
        }
        if coaching.entries.isEmpty {
            throw ResourceError.malformed(path: data.appendingPathComponent("coaching.json").path, detail: "no entries")
        }
        return CoachResources(foods: FoodDatabase(records: foods.foods),
                              exercises: ExerciseCatalog(records: exercises.exercises),
                              library: CoachingLibrary(entries: coaching.entries),
                              personas: personas.archetypes, promptsDirectory: prompts,
                              trainingPhrases: try TrainingPhrases.load(root: root))
    }

    static func decode<T: Decodable>(_ url: URL) throws -> T {
        guard FileManager.default.fileExists(atPath: url.path) else { throw ResourceError.missingFile(path: url.path) }
        let bytes: Data
        do { bytes = try Data(contentsOf: url) } catch {
            throw ResourceError.malformed(path: url.path, detail: "unreadable (\(error.localizedDescription))")
        }
        do {
            return try JSONDecoder().decode(T.self, from: bytes)
        } catch let error as DecodingError {
            throw ResourceError.malformed(path: url.path, detail: describe(error))
        } catch {
            throw ResourceError.malformed(path: url.path, detail: "\(error)")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        case .dataCorrupted(let context): return "not valid JSON (\(context.debugDescription))"
        @unknown default: return "\(error)"
        }
    }
}

private struct FoodFile: Decodable { var foods: [FoodRecord] }
private struct ExerciseFile: Decodable { var exercises: [ExerciseRecord] }
private struct CoachingFile: Decodable { var entries: [CoachingEntry] }
private struct PersonaFile: Decodable { var archetypes: [PersonaArchetype] }
