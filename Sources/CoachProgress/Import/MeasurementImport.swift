import CoachDomain

/// Reads a date-and-measurements file: weigh-ins (one a day: the earliest of each day is kept)
/// and daily totals (MyFitnessPal's meal rows summed per day).
struct MeasurementImport {
    let columns: MeasurementColumns
    let header: [String]
    let reader: ImportReader

    func read(_ rows: [CSVRow], file: String) throws(ImportError) -> ImportPlan {
        let dateCells = rows.map { $0[columns.date] }
        guard let order = DateCell.order(of: dateCells) else { throw .ambiguousDates(file: file) }
        var notes: [String] = []
        if DateCell.orderIsAmbiguous(dateCells) { notes.append("dates like 03/04/2026 were read as month/day/year") }
        var problems: [RowProblem] = []
        var weighIns: [CalendarDay: (weighIn: WeighIn, minutes: Int, line: Int)] = [:]
        var totals: [CalendarDay: (meals: Macros?, total: Macros?)] = [:]
        var lastLine: [CalendarDay: Int] = [:]   // of each day's energy rows
        var carriedDay: CalendarDay?     // Garmin: a row with a date alone, then rows with a time alone
        var bareWeights = false
        for row in rows {
            let dateText = row[columns.date]
            let cell = DateCell.parse(dateText, order: order)
            if let day = cell?.day, row.fields.indices.filter({ $0 != columns.date }).allSatisfy({ row[$0].isEmpty }) {
                carriedDay = day
                continue
            }
            var day: CalendarDay
            let minutes = cell?.minutes ?? (columns.time.flatMap { DateCell.time(row[$0]) })
            if let cellDay = cell?.day {
                day = cellDay
            } else if cell != nil, let carriedDay {
                day = carriedDay
            } else {
                problems.append(RowProblem(line: row.line, reason: dateText.isEmpty ? "no date" : "\(EntryText.quoted(dateText)) is not a date"))
                continue
            }
            if let problem = LogBounds.problem(day: day, today: reader.today) {
                problems.append(RowProblem(line: row.line, reason: problem))
                continue
            }
            var used = false
            if let weightColumn = columns.weight, !row[weightColumn].isEmpty, row[weightColumn] != "-", row[weightColumn] != "–" {
                switch weight(row[weightColumn]) {
                case .failure(let issue):
                    problems.append(RowProblem(line: row.line, reason: issue.reason))
                case .success(let (kg, bare)):
                    bareWeights = bareWeights || bare
                    used = true
                    // One a day: the earliest when times are known, else the first in the file.
                    let candidate = (weighIn: WeighIn(day: day, kg: kg), minutes: minutes ?? Int.max, line: row.line)
                    if let kept = weighIns[day] {
                        let keepNew = (candidate.minutes, candidate.line) < (kept.minutes, kept.line)
                        let dropped = keepNew ? kept.line : row.line
                        problems.append(RowProblem(line: dropped, reason: "another weigh-in of \(day.iso) is kept "
                            + (minutes == nil ? "(the first of the day in the file)" : "(the earliest of the day)")))
                        if keepNew { weighIns[day] = candidate }
                    } else {
                        weighIns[day] = candidate
                    }
                }
            }
            if let kcalColumn = columns.kcal, !row[kcalColumn].isEmpty {
                switch macros(row) {
                case .failure(let issue):
                    problems.append(RowProblem(line: row.line, reason: issue.reason))
                case .success(let macros):
                    used = true
                    let isTotalRow = columns.meal.map { row[$0].lowercased().contains("total") } ?? false
                    var entry = totals[day] ?? (nil, nil)
                    if columns.meal == nil, entry.total != nil {
                        problems.append(RowProblem(line: row.line, reason: "a second total for \(day.iso) (the first is kept)"))
                    } else if isTotalRow || columns.meal == nil {
                        entry.total = (entry.total ?? .zero) + macros
                    } else {
                        entry.meals = (entry.meals ?? .zero) + macros
                    }
                    totals[day] = entry
                    lastLine[day] = row.line
                }
            }
            if !used, columns.weight.map({ row[$0].isEmpty }) ?? true, columns.kcal.map({ row[$0].isEmpty }) ?? true {
                problems.append(RowProblem(line: row.line, reason: "no weight and no energy"))
            }
        }
        if bareWeights { notes.append("weights without a unit were read as \(reader.defaultUnit.rawValue)") }
        let missing = [("protein", columns.protein), ("carbs", columns.carbs), ("fat", columns.fat)].filter { $0.1 == nil }.map(\.0)
        if columns.kcal != nil, !missing.isEmpty { notes.append("no \(Format.list(missing)) column: stored as 0") }
        let dayTotals = totals.keys.sorted().compactMap { day -> DayTotals? in
            guard let entry = totals[day], let macros = entry.meals ?? entry.total else { return nil }
            // Rows summed into one day are held to a day's bounds too.
            if let problem = LogBounds.problem(ofDay: macros) {
                problems.append(RowProblem(line: lastLine[day] ?? 0, reason: "the rows of \(day.iso) add up to an implausible day (\(problem))"))
                return nil
            }
            return DayTotals(day: day, macros: macros, source: file)
        }
        let batch = ImportBatch(weighIns: weighIns.keys.sorted().compactMap { weighIns[$0]?.weighIn }, dayTotals: dayTotals)
        return ImportPlan(file: file, recognizedAs: description, batch: batch,
                          problems: problems.sorted { $0.line < $1.line }, notes: notes)
    }

    /// `weigh-ins and daily totals (Date; Weight (kg); Energy (kcal) ...)`.
    var description: String {
        var kinds: [String] = []
        if columns.weight != nil { kinds.append("weigh-ins") }
        if columns.kcal != nil { kinds.append(columns.meal != nil ? "meals summed per day" : "daily totals") }
        let used = [columns.date, columns.time, columns.weight, columns.kcal, columns.protein, columns.carbs, columns.fat,
                    columns.meal].compactMap { $0 }.sorted().map { "\"\(EntryText.clipped(header[$0].trimmingCharacters(in: .whitespaces)))\"" }
        return "\(kinds.joined(separator: " and ")) (\(used.joined(separator: ", ")))"
    }

    /// kg, and whether the unit came from neither the header nor the value.
    func weight(_ text: String) -> Result<(Double, Bool), RowIssue> {
        guard let (value, suffix) = NumberCell.parse(text) else { return .failure(RowIssue("\(EntryText.quoted(text)) is not a weight")) }
        var unit = columns.weightUnit
        if !suffix.isEmpty {
            // The unit word as units.lexicon knows it (kg, kilos, lbs, pounds ...), by its code.
            guard let named = reader.lexicon.entries(named: suffix, slot: "unit").lazy
                    .compactMap({ $0.value(of: "unit").flatMap(WeightUnit.init(rawValue:)) }).first else {
                return .failure(RowIssue("\(EntryText.quoted(text)) is not in kg or lb"))
            }
            unit = named
        }
        let kg = (unit ?? reader.defaultUnit).kilograms(value)
        guard WeighIn.plausibleKg.contains(kg) else {
            return .failure(RowIssue("\(EntryText.clipped(text.trimmingCharacters(in: .whitespaces)))\(suffix.isEmpty ? " \((unit ?? reader.defaultUnit).rawValue)" : "") "
                + "is not a plausible body weight"))
        }
        return .success((kg, unit == nil))
    }

    /// The row's energy and macros (absent columns are 0).
    func macros(_ row: CSVRow) -> Result<Macros, RowIssue> {
        guard let kcalText = columns.kcal.map({ row[$0] }), let kcal = NumberCell.parse(kcalText)?.value else {
            return .failure(RowIssue("\(EntryText.quoted(columns.kcal.map { row[$0] } ?? "")) is not an energy"))
        }
        guard (0...LogBounds.maxDayKcal).contains(kcal) else { return .failure(RowIssue("\(Format.integer(kcal)) kcal is not a plausible day")) }
        var values: [Double] = []
        for (name, column) in [("protein", columns.protein), ("carbs", columns.carbs), ("fat", columns.fat)] {
            let text = column.map { row[$0] } ?? ""
            if text.isEmpty || text == "-" { values.append(0); continue }
            guard let value = NumberCell.parse(text)?.value, value >= 0 else { return .failure(RowIssue("\(EntryText.quoted(text)) is not an amount of \(name)")) }
            values.append(value)
        }
        let macros = Macros(kcal: kcal, protein: values[0], carbs: values[1], fat: values[2])
        if let problem = LogBounds.problem(ofDay: macros) { return .failure(RowIssue(problem)) }
        return .success(macros)
    }
}
