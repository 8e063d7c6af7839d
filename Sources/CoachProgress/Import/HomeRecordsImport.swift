import CoachDomain

/// Reads the files of an airfit backup that are not logs of food or training (see
/// ``ExportWriter``): `daily-totals.csv` (airfit's own), `goals.csv`, `targets.csv` and
/// `check-ins.csv`. Each is self-contained, so the files can be imported in any order.
struct HomeRecordsImport {
    let reader: ImportReader

    /// airfit's `daily-totals.csv`: rows of source `meals` are sums of `food.csv` and never stored
    /// (said in a note); the others are imported totals with the kcal of the meals beside them.
    func dailyTotals(_ rows: [CSVRow], columns: AirfitTotalsColumns, file: String) -> ImportPlan {
        var totals: [DayTotals] = []
        var problems: [RowProblem] = []
        var sums = 0
        for row in rows {
            guard case .success(let dated) = dayOrProblem(row, column: columns.date, into: &problems) else { continue }
            let cells = [columns.kcal, columns.protein, columns.carbs, columns.fat].map { NumberCell.parse(row[$0])?.value }
            guard let kcal = cells[0], let protein = cells[1], let carbs = cells[2], let fat = cells[3],
                  [kcal, protein, carbs, fat].allSatisfy({ $0 >= 0 }) else {
                problems.append(RowProblem(line: row.line, reason: "a kcal, protein, carbs or fat that is not a number"))
                continue
            }
            let source = row[columns.source]
            if source == AirfitTotalsColumns.mealsSource {
                sums += 1
                continue
            }
            let mealsKcal = columns.mealsKcal.flatMap { NumberCell.parse(row[$0])?.value }
            totals.append(DayTotals(day: dated, macros: Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat),
                                    source: source.isEmpty ? file : source, mealsKcal: mealsKcal))
        }
        let notes = sums == 0 ? [] : ["\(sums) row\(sums == 1 ? " is the sum" : "s are the sums") of a day's meals in food.csv, "
            + "not imported as totals (food.csv holds the meals)"]
        return ImportPlan(file: file, recognizedAs: "airfit daily totals", batch: ImportBatch(dayTotals: totals),
                          problems: problems, notes: notes)
    }

    /// `goals.csv`: the targets set by hand.
    func goals(_ rows: [CSVRow], columns: GoalColumns, file: String) -> ImportPlan {
        var goals: [Goal] = []
        var problems: [RowProblem] = []
        for row in rows {
            guard let kind = GoalKind(rawValue: row[columns.kind]) else {
                problems.append(RowProblem(line: row.line, reason: "'\(row[columns.kind])' is not a kind of target"))
                continue
            }
            guard let target = NumberCell.parse(row[columns.target])?.value, kind.validRange.contains(target) else {
                problems.append(RowProblem(line: row.line, reason: "'\(row[columns.target])' is not a \(kind.title) target"))
                continue
            }
            goals.append(Goal(kind: kind, target: target))
        }
        return ImportPlan(file: file, recognizedAs: "airfit targets set by hand", batch: ImportBatch(goals: goals),
                          problems: problems, notes: [])
    }

    /// `targets.csv`: the targets in force from each day they changed.
    func targets(_ rows: [CSVRow], columns: TargetColumns, file: String) -> ImportPlan {
        var records: [TargetRecord] = []
        var problems: [RowProblem] = []
        for row in rows {
            guard case .success(let day) = dayOrProblem(row, column: columns.date, into: &problems) else { continue }
            /// nil: empty; .some(nil): not a number.
            func optional(_ column: Int?) -> Double?? {
                guard let column, !row[column].isEmpty else { return .some(nil) }
                return NumberCell.parse(row[column]).map { .some($0.value) } ?? .none
            }
            let cells = [columns.kcal, columns.protein, columns.carbs, columns.fat, columns.fibre, columns.workouts,
                         columns.weight, columns.expenditure, columns.rate].map(optional)
            guard cells.allSatisfy({ $0 != nil }) else {
                problems.append(RowProblem(line: row.line, reason: "a target that is not a number"))
                continue
            }
            let numbers = cells.map { $0 ?? nil }
            let goal = columns.goal.map { row[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            let hand = columns.setByHand.map { row[$0].split(separator: " ").map(String.init) } ?? []
            let basis = TargetBasis(weightKg: numbers[6], expenditureKcal: numbers[7],
                                    learned: columns.learned.map { row[$0] == "yes" } ?? false, goal: goal,
                                    weeklyRateKg: numbers[8], setByHand: hand)
            records.append(TargetRecord(day: day, kcal: numbers[0], protein: numbers[1], carbs: numbers[2], fat: numbers[3],
                                        fibre: numbers[4], workoutsPerWeek: numbers[5], basis: basis))
        }
        return ImportPlan(file: file, recognizedAs: "airfit targets by day", batch: ImportBatch(targets: records),
                          problems: problems, notes: [])
    }

    /// `check-ins.csv`: the weekly check-ins shown.
    func checkIns(_ rows: [CSVRow], columns: CheckInColumns, file: String) -> ImportPlan {
        var entries: [CheckInEntry] = []
        var problems: [RowProblem] = []
        for row in rows {
            guard case .success(let week) = dayOrProblem(row, column: columns.week, into: &problems),
                  case .success(let day) = dayOrProblem(row, column: columns.date, into: &problems) else { continue }
            let target = row[columns.target].isEmpty ? nil : NumberCell.parse(row[columns.target])?.value
            entries.append(CheckInEntry(week: week.startOfWeek, day: day, targetKcal: target))
        }
        return ImportPlan(file: file, recognizedAs: "airfit check-ins", batch: ImportBatch(checkIns: entries),
                          problems: problems, notes: [])
    }

    /// The row's day in `column` (ISO dates, as airfit writes them), or its problem recorded.
    private func dayOrProblem(_ row: CSVRow, column: Int, into problems: inout [RowProblem]) -> Result<CalendarDay, RowIssue> {
        let result = reader.day(row[column], order: .monthFirst).map(\.day)
        if case .failure(let issue) = result { problems.append(RowProblem(line: row.line, reason: issue.reason)) }
        return result
    }
}

/// The columns of airfit's `daily-totals.csv` (`meals_kcal` since the home backup; older exports lack it).
struct AirfitTotalsColumns: Hashable {
    static let header = ExportColumn.header([.date, .kcal, .proteinG, .carbsG, .fatG, .source, .mealsKcal])
    /// The source of a row that sums the day's meals.
    static let mealsSource = "meals"
    var date, kcal, protein, carbs, fat, source: Int
    var mealsKcal: Int?

    init?(_ column: ([String]) -> Int?) {
        guard let date = column(["date"]), let kcal = column(["kcal"]), let protein = column(["proteing"]),
              let carbs = column(["carbsg"]), let fat = column(["fatg"]), let source = column(["source"]) else { return nil }
        (self.date, self.kcal, self.protein, self.carbs, self.fat, self.source) = (date, kcal, protein, carbs, fat, source)
        mealsKcal = column(["mealskcal"])
    }
}

/// The columns of `goals.csv`.
struct GoalColumns: Hashable {
    static let header = ExportColumn.header([.kind, .target, .unit])
    var kind, target: Int

    init?(_ column: ([String]) -> Int?) {
        guard let kind = column(["kind"]), let target = column(["target"]), column(["unit"]) != nil else { return nil }
        (self.kind, self.target) = (kind, target)
    }
}

/// The columns of `targets.csv`.
struct TargetColumns: Hashable {
    static let header = ExportColumn.header([.date, .kcal, .proteinG, .carbsG, .fatG, .fibreG, .workoutsPerWeek, .weightKg,
                                             .expenditureKcal, .expenditureLearned, .goal, .weeklyRateKg, .setByHand])
    var date, kcal, protein, carbs, fat, fibre, workouts: Int
    var weight, expenditure, learned, goal, rate, setByHand: Int?

    init?(_ column: ([String]) -> Int?) {
        guard let date = column(["date"]), let kcal = column(["kcal"]), let protein = column(["proteing"]),
              let carbs = column(["carbsg"]), let fat = column(["fatg"]), let fibre = column(["fibreg"]),
              let workouts = column(["workoutsperweek"]) else { return nil }
        (self.date, self.kcal, self.protein, self.carbs, self.fat, self.fibre, self.workouts) = (date, kcal, protein, carbs, fat, fibre, workouts)
        (weight, expenditure, learned) = (column(["weightkg"]), column(["expenditurekcal"]), column(["expenditurelearned"]))
        (goal, rate, setByHand) = (column(["goal"]), column(["weeklyratekg"]), column(["setbyhand"]))
    }
}

/// The columns of `check-ins.csv`.
struct CheckInColumns: Hashable {
    static let header = ExportColumn.header([.week, .date, .targetKcal])
    var week, date, target: Int

    init?(_ column: ([String]) -> Int?) {
        guard let week = column(["week"]), let date = column(["date"]), let target = column(["targetkcal"]) else { return nil }
        (self.week, self.date, self.target) = (week, date, target)
    }
}
