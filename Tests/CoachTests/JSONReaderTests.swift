@testable import Coach
@testable import CoachDomain
import Foundation
import JSONCore
import Testing

/// The data files are read with ``JSONReader`` and mapped by hand (issue 19: `JSONDecoder` was
/// most of what reading `foods.json` cost); the records are the ones `Codable` reads.
@Suite("Reading the data files without Codable")
struct JSONReaderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Foods: Decodable { var foods: [FoodRecord] }
    struct Exercises: Decodable { var exercises: [ExerciseRecord] }

    @Test("foods.json and exercises.json: the same records as JSONDecoder reads")
    func sameRecords() throws {
        let foodsURL = CoachResources.dataFile("foods.json", root: Self.root)
        let decoded = try JSONDecoder().decode(Foods.self, from: Data(contentsOf: foodsURL)).foods
        let read = try CoachResources.foods(root: Self.root).records
        #expect(read.count == decoded.count && read.count > 700)
        #expect(read == decoded)
        let exercisesURL = CoachResources.dataFile("exercises.json", root: Self.root)
        #expect(try CoachResources.exercises(root: Self.root).records
            == JSONDecoder().decode(Exercises.self, from: Data(contentsOf: exercisesURL)).exercises)
    }

    @Test("values as JSON writes them", arguments: [
        (#"{"a": [1, -2.5, 3e2, 0.1, true, false, null], "b": "x"}"#,
         JSONValue.object(["a": [1, -2.5, 300, 0.1, true, false, nil], "b": "x"])),
        (#""tab\tquote\"slash\/back\\ \u00e9 \ud83c\udf4e""#, JSONValue.string("tab\tquote\"slash/back\\ é 🍎")),
        ("\u{FEFF} [ ]\n", JSONValue.array([])),
        (#"{"dup": 1, "dup": 2}"#, JSONValue.object(["dup": 2])),
    ])
    func values(text: String, value: JSONValue) throws {
        #expect(try JSONReader.read(Array(text.utf8)) == value)
        #expect(try JSONValue(parsing: text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text) == value,
                "JSONDecoder agrees")
    }

    @Test("what is not JSON says where", arguments: [
        ("{ not json", "expected a key at line 1, column 3"),
        ("[1,\n 2,]", "unexpected character at line 2, column 4"),
        (#"{"a": 01}"#, "expected ',' or '}' at line 1, column 8"),
        ("\"\\ud800\"", "unpaired surrogate at line 1, column 8"),
        ("\"a\nb\"", "control character in a string at line 1, column 3"),
        ("[1] 2", "unexpected text after the value at line 1, column 5"),
        ("1e999", "number out of range at line 1, column 6"),
        ("", "unexpected end of text at line 1, column 1"),
    ])
    func failures(text: String, message: String) {
        #expect(throws: (any Error).self) { try JSONReader.read(Array(text.utf8)) }
        do {
            _ = try JSONReader.read(Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a record's mistakes are named by their path, as JSONDecoder named them")
    func mappingErrors() throws {
        func problem(_ text: String) -> String? {
            do {
                _ = try CatalogJSON(try JSONReader.read(Array(text.utf8))).required("foods").elements().map(FoodRecord.init(json:))
                return nil
            } catch { return "\(error)" }
        }
        #expect(problem(#"{"foods": [{"name": "x"}]}"#) == #"missing key "aliases" at .foods[0]"#)
        #expect(problem(#"{"foods": [{"name": "x", "aliases": [], "per100g": {"kcal": "1", "protein": 0, "carbs": 0, "fat": 0}, "units": {}}]}"#)
            == "wrong type at .foods[0].per100g.kcal")
        #expect(problem(#"{"foods": [{"name": "x", "aliases": null, "per100g": {}, "units": {}}]}"#) == "wrong type at .foods[0].aliases")
        #expect(problem(#"{"foods": [{"name": "x", "aliases": [], "per100g": {"kcal": 1, "protein": 0, "carbs": 0, "fat": 0}, "units": {}, "animal": ["unicorn"]}]}"#)
            == #"not valid JSON (unknown value "unicorn" at .foods[0].animal[0])"#)
        #expect(problem(#"{"food": []}"#) == #"missing key "foods" at "#)
    }
}
