import CoachDomain
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

/// A CSV file that cannot be read: missing, unreadable, or larger than ``CSVReader/maxFileBytes``.
public enum CSVFileError: Error, Sendable, Hashable, CustomStringConvertible {
    case unreadable(String)
    case tooLarge(bytes: Int)

    public var description: String {
        switch self {
        case .unreadable(let reason): reason
        case .tooLarge:
            "it is larger than \(CSVReader.maxFileBytes >> 20) MB, the most airfit reads (split it, or export a shorter span)"
        }
    }
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
///
/// Bounded: a file of at most ``maxFileBytes``, a field of at most ``maxFieldLength`` characters
/// and at most ``maxFields`` fields in all (blank records are left out), so an import holds at
/// most about 200 MB however the file is made; past a bound the file is refused in one short line.
public enum CSVReader {
    /// The largest file read (32 MiB; ten years of any export are a few MB).
    public static let maxFileBytes = 32 << 20
    /// The longest field, in characters.
    public static let maxFieldLength = 10_000
    /// The most fields a file may hold, all rows together (blank records count too).
    public static let maxFields = 2_000_000

    /// The bytes of the file at `url`, refused before reading when it is larger than ``maxFileBytes``.
    public static func contents(of url: URL) throws(CSVFileError) -> Data {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType != .typeDirectory else {
            throw .unreadable(FileManager.default.fileExists(atPath: url.path) ? "permission denied or not a file" : "no such file")
        }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maxFileBytes { throw .tooLarge(bytes: size) }
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw .unreadable("permission denied or not a file") }
        defer { try? handle.close() }
        // Read one byte past the bound: a file that grew after the check is still refused.
        guard let data = try? handle.read(upToCount: maxFileBytes + 1) else { throw .unreadable("it could not be read") }
        if data.count > maxFileBytes { throw .tooLarge(bytes: data.count) }
        return data
    }

    /// The text of a file: UTF-8 (with or without a byte-order mark), else Windows-1252.
    public static func decode(_ data: Data) -> String {
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return String(data: bytes, encoding: .utf8) ?? String(data: bytes, encoding: .windowsCP1252) ?? ""
    }

    /// The records of `text`; throws on an unclosed quote or text after a closing quote.
    public static func rows(_ text: String, maxFields: Int = CSVReader.maxFields) throws(CSVError) -> [CSVRow] {
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
        var fieldLength = 0
        var fieldCount = 0
        var index = scalars.startIndex
        func endField() {
            // A quoted field that ``ExportWriter`` escaped ('=SUM...) reads back as it was.
            if afterQuote, field.first == "'", ExportWriter.runsAsFormula(String(String(field).dropFirst())) {
                field.removeFirst()
            }
            fields.append(String(field))
            field = String.UnicodeScalarView()
            fieldLength = 0
            fieldCount += 1
            afterQuote = false
        }
        func endRow() {
            endField()
            // A blank record is never used (it is left out by every reader); not keeping it keeps
            // a file of blank lines from holding memory for each.
            let row = CSVRow(line: rowLine, fields: fields)
            if !row.isBlank { rows.append(row) }
            fields = []
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            if fieldLength > maxFieldLength {
                throw CSVError(line: line, reason: "a field longer than \(maxFieldLength) characters (\(EntryText.quoted(String(field))))")
            }
            if fieldCount >= maxFields { throw CSVError(line: line, reason: "more than \(maxFields) fields") }
            if quoted {
                if scalar == "\"" {
                    if index < scalars.endIndex, scalars[index] == "\"" {
                        field.append("\"")
                        fieldLength += 1
                        index = scalars.index(after: index)
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    if scalar == "\n" || (scalar == "\r" && (index == scalars.endIndex || scalars[index] != "\n")) { line += 1 }
                    field.append(scalar)
                    fieldLength += 1
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
                fieldLength += 1
            }
        }
        if fieldLength > maxFieldLength {
            throw CSVError(line: line, reason: "a field longer than \(maxFieldLength) characters (\(EntryText.quoted(String(field))))")
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
