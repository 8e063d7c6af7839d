@testable import Coach
import CoachDomain
import CoachLanguage
import Foundation
import Synchronization
import Testing

/// The large data files kept compiled (issue 19: parsing them was most of a first reply): what
/// is read back is what the sources say, and a compiled file that does not match its sources
/// as they are now is never used.
@Suite("Compiled data files")
struct CompiledCacheTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fresh folder for compiled files.
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("airfit-compiled-\(UUID().uuidString)")
    }

    @Test("foods, exercises and the lexicon read back from their compiled files as the sources read")
    func sameRecords() throws {
        let cache = CompiledCache(directory: Self.folder())
        defer { try? FileManager.default.removeItem(at: cache.directory!) }
        let foodList = try CoachResources.foods(root: Self.root)
        let exerciseList = try CoachResources.exercises(root: Self.root)
        let foods = foodList.records
        let exercises = exerciseList.records
        let sourceLexicon = try CoachResources.language(root: Self.root).lexicon
        let entries = sourceLexicon.entries
        let library = try CoachResources.library(root: Self.root).entries
        #expect(foods.count > 700 && exercises.count > 300 && entries.count > 2_500 && library.count > 30)
        #expect(library.contains { $0.examples != nil } && library.contains { $0.notes != nil } && library.contains { $0.related != nil })
        for pass in ["compiling", "reading the compiled files"] {
            let compiledFoods = try CoachResources.foods(root: Self.root, cache: cache)
            let compiledExercises = try CoachResources.exercises(root: Self.root, cache: cache)
            #expect(compiledFoods.records == foods, "\(pass)")
            #expect(compiledExercises.records == exercises, "\(pass)")
            // The names' index, kept beside each list, is the one its names make.
            #expect(compiledFoods.index.keys == foodList.index.keys && compiledExercises.index.keys == exerciseList.index.keys, "\(pass)")
            #expect(compiledFoods.food(named: "boiled eggs")?.name == foodList.food(named: "boiled eggs")?.name, "\(pass)")
            let lexicon = try CoachResources.language(root: Self.root, cache: cache).lexicon
            #expect(lexicon.entries == entries, "\(pass)")
            #expect(Set(lexicon.keys) == Set(sourceLexicon.keys) && lexicon.longestPhrase == sourceLexicon.longestPhrase, "\(pass)")
            #expect(try CoachResources.library(root: Self.root, cache: cache).entries == library, "\(pass)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.directory!.path).sorted()
        #expect(names == ["coaching.compiled", "exercises-names.compiled", "exercises.compiled", "foods-names.compiled", "foods.compiled",
                          "lexicon-index.compiled", "lexicon.compiled"])
    }

    @Test("an index of names naming no record of its list, or out of order, is not used but made again")
    func namesThatDoNotFit() throws {
        let cache = CompiledCache(directory: Self.folder())
        defer { try? FileManager.default.removeItem(at: cache.directory!) }
        let exercises = try CoachResources.exercises(root: Self.root, cache: cache)
        let file = cache.directory!.appendingPathComponent("exercises-names.compiled")
        let whole = try Data(contentsOf: file)
        let header = whole.prefix(whole.count - Self.body(exercises.index.keys).count)
        let keys = exercises.index.keys
        for wrong in [[PhraseKey(key: "squat", record: exercises.records.count)] + keys.dropFirst(), Array(keys.reversed())] {
            try (header + Self.body(wrong)).write(to: file)
            #expect(try CoachResources.exercises(root: Self.root, cache: cache).index.keys == keys)
            #expect(try Data(contentsOf: file) == whole)
        }
    }

    /// What a compiled file holds after its header for `keys`.
    static func body(_ keys: [PhraseKey]) -> Data {
        var writer = BinaryWriter()
        writer.writeIndexed(keys) { writer, key in key.write(to: &writer) }
        return Data(writer.bytes)
    }

    @Test("every field of a food survives, set or not")
    func everyField() throws {
        let full = FoodRecord(name: "latte", aliases: ["caffe latte"], category: "drinks",
                              per100g: Macros(kcal: 56, protein: 3.2, carbs: 4.9, fat: 2.7), units: ["cup": 240, "ml": 1],
                              defaultUnit: "cup", gramsPerMl: 1.03, fdc: "estimate", alcohol: 0.5, polyols: 0.1, fiber: 0,
                              animal: [.dairy], allergens: [.milk], plantGroups: [], meals: [.breakfast, .snack],
                              lactoseFree: false, everyday: true, milk: MilkPart(food: "whole milk", grams: 80))
        let bare = FoodRecord(name: "water", per100g: Macros(kcal: 0, protein: 0, carbs: 0, fat: 0), units: [:])
        for food in [full, bare] {
            var writer = BinaryWriter()
            food.write(to: &writer)
            let read = try writer.bytes.withUnsafeBytes { raw in
                var reader = try BinaryReader(raw)
                return try FoodRecord(from: &reader)
            }
            #expect(read == food)
        }
    }

    @Test("a compiled file of other sources, a damaged one or another program's is not used")
    func staleOrDamaged() throws {
        let copy = Self.folder()
        let cache = CompiledCache(directory: copy.appendingPathComponent("compiled"))
        defer { try? FileManager.default.removeItem(at: copy) }
        let lexicon = copy.appendingPathComponent("data/lexicon")
        try FileManager.default.createDirectory(at: lexicon, withIntermediateDirectories: true)
        let file = lexicon.appendingPathComponent("test.lexicon")
        try "vegan | diet=vegan negatable\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try CoachResources.language(root: copy, cache: cache).lexicon.entries.map(\.key) == ["vegan"])

        // The source changed (another size): read anew, whatever the compiled file says.
        try "vegan | diet=vegan negatable\nplant based | diet=vegan\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(try CoachResources.language(root: copy, cache: cache).lexicon.entries.map(\.key) == ["vegan", "plant based"])

        // Damaged: cut short, then garbage behind a right header. Both ignored and written anew.
        let compiled = cache.directory!.appendingPathComponent("lexicon.compiled")
        let whole = try Data(contentsOf: compiled)
        for damaged in [whole.prefix(whole.count - 3), whole + Data([0xFF, 0xFF])] {
            try damaged.write(to: compiled)
            #expect(try CoachResources.language(root: copy, cache: cache).lexicon.entries.map(\.key) == ["vegan", "plant based"])
            #expect(try Data(contentsOf: compiled) == whole)
        }

        // A file whose header names another program is another program's.
        let header = try #require(CompiledCache.header([file]))
        var other = header
        other[other.count / 2] ^= 0xFF
        #expect(IndexedLayout(Data(other + whole.dropFirst(header.count)), header: header) == nil)
        #expect(IndexedLayout(whole, header: header)?.all(in: whole, LexiconEntry.init(from:))?.map(\.key) == ["vegan", "plant based"])
    }

    @Test("a compiled list is decoded a record at a time: a name looked up decodes only its record")
    func oneRecordAtATime() throws {
        let cache = CompiledCache(directory: Self.folder())
        defer { try? FileManager.default.removeItem(at: cache.directory!) }
        let sources = try CoachResources.foods(root: Self.root).records
        _ = try CoachResources.foods(root: Self.root, cache: cache)
        let file = cache.directory!.appendingPathComponent("foods.compiled")
        let header = try #require(CompiledCache.header([Self.root.appendingPathComponent("data/foods.json")]))
        let stored = try Data(contentsOf: file)
        let layout = try #require(IndexedLayout(stored, header: header))
        #expect(layout.count == sources.count)
        let decoded = Counter()
        let list = LazyRecords<FoodRecord>(count: layout.count, record: { index in
            decoded.add()
            return layout.record(index, in: stored, FoodRecord.init(from:))
        }, all: { layout.all(in: stored, FoodRecord.init(from:)) ?? [] })
        let foods = FoodDatabase(records: list, index: PhraseIndex(phrasesByRecord: FoodDatabase.phrases(of: sources)))
        #expect(foods.count == sources.count && decoded.value == 0, "counted, none decoded")
        let eggs = try #require(try CoachResources.foods(root: Self.root).food(named: "boiled eggs"))
        #expect(foods.food(named: "boiled eggs") == eggs && decoded.value == 1)
        #expect(foods.food(named: "boiled eggs") != nil && decoded.value == 1, "a record is decoded once")
        #expect(list.record(at: sources.count) == nil && list.record(at: -1) == nil)
        #expect(foods.records == sources)
        #expect(list.record(at: 3) == sources[3] && decoded.value == 1, "once all are decoded, one is taken from them")
    }

    @Test("a damaged record of a list read a record at a time has the list read from the sources, and compiled anew")
    func damagedRecord() throws {
        let cache = CompiledCache(directory: Self.folder())
        defer { try? FileManager.default.removeItem(at: cache.directory!) }
        let sources = try CoachResources.foods(root: Self.root).records
        _ = try CoachResources.foods(root: Self.root, cache: cache)
        let file = cache.directory!.appendingPathComponent("foods.compiled")
        let whole = try Data(contentsOf: file)
        // The last record's last bytes made a number that runs past the end: the places still fit.
        var damaged = whole
        damaged[damaged.count - 1] = 0xFF
        try damaged.write(to: file)
        let foods = try CoachResources.foods(root: Self.root, cache: cache)
        let last = try #require(sources.last)
        #expect(foods.food(named: last.name) == last)
        #expect(try Data(contentsOf: file) == whole, "compiled anew")
        #expect(foods.records == sources)

        // A list kept without its places (an older build's) or cut short is not used, and written anew.
        for unusable in [whole.prefix(whole.count - 5), whole.prefix(whole.count / 2)] {
            try unusable.write(to: file)
            #expect(try CoachResources.foods(root: Self.root, cache: cache).records == sources)
            #expect(try Data(contentsOf: file) == whole)
        }
    }

    /// Counts calls from any thread.
    final class Counter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    @Test("a folder that cannot be written costs only the parse")
    func unwritable() throws {
        let blocker = Self.folder()
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        let cache = CompiledCache(directory: blocker.appendingPathComponent("compiled"))
        #expect(try CoachResources.exercises(root: Self.root, cache: cache).records
            == CoachResources.exercises(root: Self.root).records)
    }

    @Test("a malformed source still says which file and what, compiled or not")
    func malformedSource() throws {
        let copy = Self.folder()
        defer { try? FileManager.default.removeItem(at: copy) }
        let lexicon = copy.appendingPathComponent("data/lexicon")
        try FileManager.default.createDirectory(at: lexicon, withIntermediateDirectories: true)
        try "vegan diet=vegan\n".write(to: lexicon.appendingPathComponent("bad.lexicon"), atomically: true, encoding: .utf8)
        let cache = CompiledCache(directory: copy.appendingPathComponent("compiled"))
        #expect(throws: ResourceError.malformed(path: lexicon.appendingPathComponent("bad.lexicon:1").path,
                                                detail: "no '|' between the phrase and its meaning")) {
            try CoachResources.language(root: copy, cache: cache)
        }
    }
}
