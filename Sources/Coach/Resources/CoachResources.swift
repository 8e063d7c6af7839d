import CoachDomain
import CoachLanguage
import Foundation
import JSONCore

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
    /// The lexicon (`data/lexicon`) compiled, with the grammar: how every line is read.
    public let language: Language

    /// - Parameter language: the coach's language; the default knows no word (for tests of
    ///   what needs none).
    public init(foods: FoodDatabase, exercises: ExerciseCatalog, library: CoachingLibrary,
                personas: [PersonaArchetype] = [], promptsDirectory: URL, language: Language = Language(lexicon: Lexicon(entries: []))) {
        self.foods = foods
        self.exercises = exercises
        self.library = library
        self.personas = personas
        self.promptsDirectory = promptsDirectory
        self.language = language
    }

    /// Loads everything under `root` (the folder holding `data/` and `Prompts/`).
    /// Throws ``ResourceError`` naming the file that is missing or malformed.
    public static func load(root: URL) throws -> CoachResources {
        let prompts = try promptsDirectory(root: root)
        return CoachResources(foods: try foods(root: root), exercises: try exercises(root: root),
                              library: try library(root: root), personas: try personas(root: root),
                              promptsDirectory: prompts, language: try language(root: root))
    }

    /// The language over `data/lexicon` under `root`: every `*.lexicon` file there, compiled.
    /// A line that cannot be read throws ``ResourceError/malformed(path:detail:)`` naming it.
    /// `cache`: where the entries are kept compiled (``CompiledCache``).
    public static func language(root: URL, cache: CompiledCache = .none) throws -> Language {
        let directory = root.appendingPathComponent("data", isDirectory: true).appendingPathComponent("lexicon", isDirectory: true)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ResourceError.missingDirectory(path: directory.path)
        }
        do {
            let files = try Lexicon.files(in: directory)
            let stamp = cache.stamp(files)
            guard stamp != nil else { return Language(lexicon: Lexicon(entries: try Lexicon.entries(of: files))) }  // nothing kept
            let entries = try cache.lazyRecords("lexicon", stamp: stamp, build: { try Lexicon.entries(of: files) },
                                                write: { $0.write(to: &$1) }, read: LexiconEntry.init(from:))
            // Its index beside it, read back ready (hashing every phrase's first token again cost more).
            let keys = try cache.records("lexicon-index", stamp: stamp, build: { Lexicon(entries: entries.all).keys },
                                         write: { $0.write(to: &$1) }, read: LexiconKey.init(from:),
                                         valid: { LexiconKey.fit($0, entryCount: entries.count) })
            return Language(lexicon: Lexicon(entries: entries, keys: keys))
        } catch let error as LexiconError {
            throw ResourceError.malformed(path: directory.appendingPathComponent(error.source).path, detail: error.problem)
        }
    }

    // Each file alone, for what needs only it: the app reads a file when a service that uses it
    // is first built (`:weight --chart` reads none of them).

    /// `Prompts/` under `root`; throws ``ResourceError/missingDirectory(path:)`` when it is not a folder.
    public static func promptsDirectory(root: URL) throws -> URL {
        let prompts = root.appendingPathComponent("Prompts")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: prompts.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ResourceError.missingDirectory(path: prompts.path)
        }
        return prompts
    }

    /// The food list, `data/foods.json` under `root`: no negative value, no unit of 0 g or less.
    /// `cache`: where the records are kept compiled (``CompiledCache``).
    public static func foods(root: URL, cache: CompiledCache = .none) throws -> FoodDatabase {
        let url = dataFile("foods.json", root: root)
        let stamp = cache.stamp([url])
        let foods = try cache.lazyRecords("foods", stamp: stamp, build: {
            let foods = try read(url) { try $0.required("foods").elements().map(FoodRecord.init(json:)) }
            for food in foods {
                if food.per100g.kcal < 0 || food.per100g.protein < 0 || food.per100g.carbs < 0 || food.per100g.fat < 0 {
                    throw ResourceError.malformed(path: url.path, detail: "negative value for \(food.name)")
                }
                if food.units.values.contains(where: { $0 <= 0 }) {
                    throw ResourceError.malformed(path: url.path, detail: "a unit of \(food.name) weighs 0 g or less")
                }
            }
            return foods
        }, write: { $0.write(to: &$1) }, read: FoodRecord.init(from:))
        return FoodDatabase(records: foods, index: try names("foods", count: foods.count, stamp: stamp, cache: cache) {
            FoodDatabase.phrases(of: foods.all)
        })
    }

    /// The index of the names and aliases of the `count` records of a list (`phrases`, by record),
    /// kept compiled as `name-names` beside the list (`stamp`: its sources looked at): read back,
    /// it is ready without a name cut.
    private static func names(_ name: String, count: Int, stamp: [UInt8]?, cache: CompiledCache,
                              phrases: () -> [[String]]) throws -> PhraseIndex {
        PhraseIndex(sortedKeys: try cache.records(
            name + "-names", stamp: stamp, build: { PhraseIndex(phrasesByRecord: phrases()).keys },
            write: { $0.write(to: &$1) }, read: PhraseKey.init(from:),
            valid: { PhraseIndex.isIndex($0, ofRecords: count) }))
    }

    /// The exercise catalog, `data/exercises.json` under `root`; `cache` as for ``foods(root:cache:)``.
    public static func exercises(root: URL, cache: CompiledCache = .none) throws -> ExerciseCatalog {
        let url = dataFile("exercises.json", root: root)
        let stamp = cache.stamp([url])
        let exercises = try cache.lazyRecords("exercises", stamp: stamp, build: {
            try read(url) { try $0.required("exercises").elements().map(ExerciseRecord.init(json:)) }
        }, write: { $0.write(to: &$1) }, read: ExerciseRecord.init(from:))
        return ExerciseCatalog(records: exercises, index: try names("exercises", count: exercises.count, stamp: stamp, cache: cache) {
            ExerciseCatalog.phrases(of: exercises.all)
        })
    }

    /// The coaching library, `data/coaching.json` under `root` (at least one entry); `cache` as
    /// for ``foods(root:cache:)``.
    public static func library(root: URL, cache: CompiledCache = .none) throws -> CoachingLibrary {
        let url = dataFile("coaching.json", root: root)
        return CoachingLibrary(entries: try cache.records("coaching", sources: [url], build: {
            let file: CoachingFile = try decode(url)
            if file.entries.isEmpty { throw ResourceError.malformed(path: url.path, detail: "no entries") }
            return file.entries
        }, write: { $0.write(to: &$1) }, read: CoachingEntry.init(from:)))
    }

    /// The persona archetypes, `data/personas.json` under `root`.
    public static func personas(root: URL) throws -> [PersonaArchetype] {
        try read(dataFile("personas.json", root: root)) { file in
            try file.required("archetypes").elements().map { archetype in
                PersonaArchetype(id: try archetype.required("id").string(), style: try archetype.required("style").string(),
                                 coachName: try archetype.required("coachName").string(),
                                 template: try archetype.required("template").string(),
                                 acknowledgements: try archetype.optional("acknowledgements") { try $0.strings() })
            }
        }
    }

    static func dataFile(_ name: String, root: URL) -> URL {
        root.appendingPathComponent("data", isDirectory: true).appendingPathComponent(name, isDirectory: false)
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

    /// The file at `url` read as JSON (``JSONReader``) and mapped by hand by `map`: what `decode`
    /// gives, for the large lists, at a small part of its cost.
    static func read<T>(_ url: URL, _ map: (CatalogJSON) throws -> T) throws -> T {
        guard FileManager.default.fileExists(atPath: url.path) else { throw ResourceError.missingFile(path: url.path) }
        let bytes: Data
        do { bytes = try Data(contentsOf: url) } catch {
            throw ResourceError.malformed(path: url.path, detail: "unreadable (\(error.localizedDescription))")
        }
        do {
            return try map(CatalogJSON(try JSONReader.read([UInt8](bytes))))
        } catch let failure as JSONReader.Failure {
            throw ResourceError.malformed(path: url.path, detail: "not valid JSON (\(failure))")
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

private struct CoachingFile: Decodable { var entries: [CoachingEntry] }
