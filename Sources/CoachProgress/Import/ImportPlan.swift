import CoachDomain
/// A row an import leaves out, and why.
public struct RowProblem: Sendable, Hashable {
    /// The row's line in the file (1-based).
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// What reading a file found: what it is, the records to store, the rows left out, and notes
/// on how it was read (units, date order).
public struct ImportPlan: Sendable, Hashable {
    /// The file's name, as the report shows it.
    public var file: String
    /// What the file was recognised as, e.g. `weigh-ins ("Date", "Weight (kg)")`.
    public var recognizedAs: String
    public var batch: ImportBatch
    public var problems: [RowProblem]
    public var notes: [String]

    public init(file: String, recognizedAs: String, batch: ImportBatch, problems: [RowProblem], notes: [String]) {
        self.file = file
        self.recognizedAs = recognizedAs
        self.batch = batch
        self.problems = problems
        self.notes = notes
    }
}

/// Why a file cannot be imported at all (nothing is stored).
public enum ImportError: Error, Sendable, Hashable, CustomStringConvertible {
    case empty(file: String)
    case malformed(file: String, CSVError)
    case unrecognized(file: String, header: [String])
    case ambiguousDates(file: String)

    public var description: String {
        switch self {
        case .empty(let file):
            "\(file) is empty"
        case .malformed(let file, let error):
            "\(file) is not a valid CSV file (\(error)); nothing was imported"
        case .unrecognized(let file, let header):
            "\(file) is not a file airfit can import: its header (\(header.prefix(8).map { EntryText.clipped($0) }.joined(separator: ", "))) has no date "
                + "column with a weight or energy column, and it is not one of airfit's exports; nothing was imported"
        case .ambiguousDates(let file):
            "\(file) has dates with the day first and dates with the month first; nothing was imported"
        }
    }
}

/// Why one row is left out (a ``RowProblem`` once its line is known).
struct RowIssue: Error, Hashable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
}
