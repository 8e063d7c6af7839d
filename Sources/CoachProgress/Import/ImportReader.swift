import CoachDomain
import CoachLanguage

/// Reads a CSV export into records: recognises the file by its header (the first of its first
/// five rows that names known columns), then reads each row, leaving out the ones it cannot use
/// with the reason. Nothing here stores anything.
public struct ImportReader: Sendable {
    /// Bare weights are in this unit.
    public var defaultUnit: WeightUnit
    /// Rows dated after this day are left out.
    public var today: CalendarDay
    /// Gives imported workout lines their kind.
    public var exercises: ExerciseCatalog
    /// Other apps' column names (import.lexicon).
    public var lexicon: Lexicon

    public init(defaultUnit: WeightUnit, today: CalendarDay, exercises: ExerciseCatalog, lexicon: Lexicon) {
        self.defaultUnit = defaultUnit
        self.today = today
        self.exercises = exercises
        self.lexicon = lexicon
    }

    /// The plan for the CSV `text` of `file`.
    public func read(_ text: String, file: String) throws(ImportError) -> ImportPlan {
        let rows: [CSVRow]
        do { rows = try CSVReader.rows(text) } catch { throw .malformed(file: file, error) }
        let filled = rows.filter { !$0.isBlank }
        guard let firstRow = filled.first else { throw .empty(file: file) }
        for (position, header) in filled.prefix(5).enumerated() {
            guard let format = ImportFormat.recognize(header.fields, lexicon: lexicon) else { continue }
            let body = Array(filled.dropFirst(position + 1))
            var plan: ImportPlan
            switch format {
            case .measurements(let columns):
                plan = try MeasurementImport(columns: columns, header: header.fields, reader: self).read(body, file: file)
            case .food(let columns):
                plan = AirfitImport(reader: self).food(body, columns: columns, file: file)
            case .workouts(let columns):
                plan = AirfitImport(reader: self).workouts(body, columns: columns, file: file)
            case .dailyTotals(let columns):
                plan = HomeRecordsImport(reader: self).dailyTotals(body, columns: columns, file: file)
            case .goals(let columns):
                plan = HomeRecordsImport(reader: self).goals(body, columns: columns, file: file)
            case .targets(let columns):
                plan = HomeRecordsImport(reader: self).targets(body, columns: columns, file: file)
            case .checkIns(let columns):
                plan = HomeRecordsImport(reader: self).checkIns(body, columns: columns, file: file)
            }
            if position > 0 { plan.notes.insert("the header is on line \(header.line); the lines above it were skipped", at: 0) }
            return plan
        }
        throw .unrecognized(file: file, header: firstRow.fields)
    }

    /// The day of a date cell, or why the row is left out.
    func day(_ text: String, order: DateCell.Order) -> Result<(day: CalendarDay, minutes: Int?), RowIssue> {
        guard let cell = DateCell.parse(text, order: order), let day = cell.day else {
            return .failure(RowIssue(text.isEmpty ? "no date" : "\(EntryText.quoted(text)) is not a date"))
        }
        if let problem = LogBounds.problem(day: day, today: today) { return .failure(RowIssue(problem)) }
        return .success((day, cell.minutes))
    }
}
