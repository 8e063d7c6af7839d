import Foundation

/// One record of a CSV file and the line it starts on (1-based).
public struct CSVRow: Sendable, Hashable {
    public var line: Int
    public var fields: [String]

    public init(line: Int, fields: [String]) {
        self.line = line
        self.fields = fields
    }

    /// The field at `index`, trimmed; "" when the row is shorter.
    public subscript(index: Int?) -> String {
        guard let index, index < fields.count else { return "" }
        return fields[index].trimmingCharacters(in: .whitespaces)
    }

    /// True when every field is blank.
    public var isBlank: Bool { fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }
}

/// A CSV file that does not follow RFC 4180.
public struct CSVError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var reason: String

    public var description: String { "line \(line): \(reason)" }
}

/// A small RFC 4180 reader: fields separated by commas (or semicolons, when the first line has
/// more of them, as European spreadsheets write), optionally in double quotes (a doubled quote
/// inside is one quote; quoted fields may hold separators and line breaks), records ended by
/// CRLF, LF or CR, a leading byte-order mark ignored.
public enum CSVReader {
    /// The text of a file: UTF-8 (with or without a byte-order mark), else Windows-1252.
    public static func decode(_ data: Data) -> String {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return String(data: bytes, encoding: .utf8) ?? String(data: bytes, encoding: .windowsCP1252) ?? ""
    }

    /// The records of `text`; throws on an unclosed quote or text after a closing quote.
    public static func rows(_ text: String) throws(CSVError) -> [CSVRow] {
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        let separator = separator(of: scalars)
        var rows: [CSVRow] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var rowLine = 1
        var quoted = false          // inside a quoted field
        var afterQuote = false      // a quoted field just closed
        var quoteLine = 1
        var index = scalars.startIndex
        func endField() {
            fields.append(String(field))
            field = String.UnicodeScalarView()
            afterQuote = false
        }
        func endRow() {
            endField()
            rows.append(CSVRow(line: rowLine, fields: fields))
            fields = []
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if quoted {
                if scalar == "\"" {
                    if index < scalars.endIndex, scalars[index] == "\"" {
                        field.append("\"")
                        index = scalars.index(after: index)
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if scalar == "\n" || (scalar == "\r" && (index == scalars.endIndex || scalars[index] != "\n")) { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case separator:
                endField()
            case "\r", "\n":
                if scalar == "\r", index < scalars.endIndex, scalars[index] == "\n" { index = scalars.index(after: index) }
                endRow()
                line += 1
                rowLine = line
            case "\"" where field.isEmpty && !afterQuote:
                quoted = true
                quoteLine = line
            default:
                if afterQuote {
                    if scalar == " " || scalar == "\t" { continue }   // spaces after a closing quote
                    throw CSVError(line: line, reason: "text after a closing quote")
                }
                field.append(scalar)
            }
        }
        if quoted { throw CSVError(line: quoteLine, reason: "a quote opened here is never closed") }
        if !field.isEmpty || !fields.isEmpty || afterQuote { endRow() }
        return rows
    }

    /// `;` when the first line has more semicolons than commas outside quotes, else `,`.
    static func separator(of scalars: Substring.UnicodeScalarView.SubSequence) -> Unicode.Scalar {
        var commas = 0
        var semicolons = 0
        var quoted = false
        for scalar in scalars {
            if scalar == "\"" { quoted.toggle() }
            if quoted { continue }
            if scalar == "\n" || scalar == "\r" { break }
            if scalar == "," { commas += 1 }
            if scalar == ";" { semicolons += 1 }
        }
        return semicolons > commas ? ";" : ","
    }
}
