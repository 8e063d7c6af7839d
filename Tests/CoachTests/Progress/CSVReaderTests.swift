@testable import Coach
@testable import CoachProgress
import Foundation
import Testing

/// The RFC 4180 reader: quotes, doubled quotes, separators and line breaks inside quotes, CRLF,
/// LF and CR, a byte-order mark, semicolon files, and the two ways a file can be malformed.
struct CSVReaderTests {
    static func fields(_ text: String) throws -> [[String]] { try CSVReader.rows(text).map(\.fields) }

    @Test func plainAndQuotedFields() throws {
        #expect(try Self.fields("a,b,c\n1,\"x, y\",\"he said \"\"hi\"\"\"\n")
            == [["a", "b", "c"], ["1", "x, y", "he said \"hi\""]])
    }

    @Test func everyLineEnding() throws {
        #expect(try Self.fields("a,b\r\n1,2\r\n") == [["a", "b"], ["1", "2"]])
        #expect(try Self.fields("a,b\r1,2\r") == [["a", "b"], ["1", "2"]])
        #expect(try Self.fields("a,b\n1,2") == [["a", "b"], ["1", "2"]])
    }

    @Test func aLineBreakInsideQuotesStaysInTheFieldAndLinesAreCounted() throws {
        let rows = try CSVReader.rows("a,b\r\n1,\"two\r\nlines\"\r\n3,4\r\n")
        #expect(rows.map(\.fields) == [["a", "b"], ["1", "two\r\nlines"], ["3", "4"]])
        #expect(rows.map(\.line) == [1, 2, 4])
    }

    @Test func emptyFieldsAndEmptyQuotedFields() throws {
        #expect(try Self.fields(",\"\",x,\n") == [["", "", "x", ""]])
    }

    @Test func aByteOrderMarkIsIgnored() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("Date,kcal\n2026-11-20,2000\n".utf8)
        #expect(try Self.fields(CSVReader.decode(data)) == [["Date", "kcal"], ["2026-11-20", "2000"]])
        #expect(try Self.fields("\u{FEFF}a,b\n") == [["a", "b"]])
    }

    @Test func notUTF8IsReadAsWindows1252() {
        #expect(CSVReader.decode(Data([0x63, 0x61, 0x66, 0xE9])) == "café")
    }

    @Test func semicolonFilesAreRecognisedByTheirFirstLine() throws {
        #expect(try Self.fields("Datum;Gewicht (kg)\n20.11.2026;81,6\n") == [["Datum", "Gewicht (kg)"], ["20.11.2026", "81,6"]])
        #expect(try Self.fields("a,\"b;c\"\n") == [["a", "b;c"]])
    }

    @Test func anUnclosedQuoteIsAnErrorWithTheLineItOpenedOn() {
        #expect(throws: CSVError(line: 2, reason: "a quote opened here is never closed")) {
            try CSVReader.rows("a,b\n1,\"2\n3,4\n")
        }
    }

    @Test func textAfterAClosingQuoteIsAnError() throws {
        #expect(throws: CSVError(line: 1, reason: "text after a closing quote")) { try CSVReader.rows("\"a\"b,c\n") }
        #expect(try Self.fields("\"a\"  ,c\n") == [["a", "c"]])
    }
}
