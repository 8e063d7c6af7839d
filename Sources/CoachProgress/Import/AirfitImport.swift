import CoachDomain

/// Reads this program's own `food.csv` and `workouts.csv` (see ``ExportWriter``): one row per
/// food item or per set, grouped back into meals and workouts by date and number.
struct AirfitImport {
    let reader: ImportReader

    func food(_ rows: [CSVRow], columns: FoodColumns, file: String) -> ImportPlan {
        let (groups, problems) = grouped(rows, date: columns.date, number: columns.entry, description: columns.description) { row -> Result<FoodItem, RowIssue> in
            let numbers = [columns.quantity, columns.kcal, columns.protein, columns.carbs, columns.fat].map { NumberCell.parse(row[$0])?.value }
            guard !row[columns.food].isEmpty, !row[columns.unit].isEmpty else { return .failure(RowIssue("no food or unit")) }
            // Below zero is refused by the bounds, with the food's name.
            guard let quantity = numbers[0], let kcal = numbers[1], let protein = numbers[2], let carbs = numbers[3],
                  let fat = numbers[4] else {
                return .failure(RowIssue("a quantity, kcal, protein, carbs or fat that is not a number"))
            }
            let item = FoodItem(name: EntryText.clean(row[columns.food]), quantity: quantity, unit: EntryText.clean(row[columns.unit]),
                                grams: 0, macros: Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat))
            if let problem = LogBounds.problem(of: item) { return .failure(RowIssue(problem)) }
            return .success(item)
        }
        let (kept, extra) = capped(groups, perDay: LogBounds.maxMealsPerDay, kind: "meals")
        let meals = kept.map { MealEntry(day: $0.day, description: $0.description, items: $0.items) }
        return ImportPlan(file: file, recognizedAs: "airfit food entries", batch: ImportBatch(meals: meals),
                          problems: (problems + extra).sorted { $0.line < $1.line }, notes: [])
    }

    func workouts(_ rows: [CSVRow], columns: WorkoutColumns, file: String) -> ImportPlan {
        let (groups, problems) = grouped(rows, date: columns.date, number: columns.workout, description: columns.description) { row -> Result<PerformedSet, RowIssue> in
            /// nil: empty; .some(nil): not a number.
            func optional(_ column: Int) -> Double?? {
                row[column].isEmpty ? .some(nil) : NumberCell.parse(row[column]).map { .some($0.value) } ?? .none
            }
            guard !row[columns.exercise].isEmpty, let number = Int(row[columns.set]), number >= 1,
                  case .some(let reps) = optional(columns.reps), case .some(let weight) = optional(columns.weight),
                  case .some(let duration) = optional(columns.duration), case .some(let distance) = optional(columns.distance),
                  case .some(let steps) = columns.steps.map(optional) ?? .some(nil) else {
                return .failure(RowIssue("an exercise, set, reps, weight, duration, distance or steps that cannot be read"))
            }
            guard steps.map({ $0 >= 0 && $0 <= Double(LogBounds.maxSteps) && $0 == $0.rounded() }) ?? true else {
                return .failure(RowIssue("\(EntryText.quoted(row[columns.steps ?? 0])) is not a number of steps"))
            }
            guard reps.map({ $0 >= 0 && $0 <= 1_000 && $0 == $0.rounded() }) ?? true else {
                return .failure(RowIssue("\(EntryText.quoted(row[columns.reps])) is not a number of reps"))
            }
            let set = PerformedSet(exercise: EntryText.clean(row[columns.exercise]), setNumber: number, reps: reps.map { Int($0) },
                                   weightKg: weight, durationSeconds: duration, distanceMeters: distance, steps: steps.map { Int($0) })
            if let problem = LogBounds.problem(of: set) { return .failure(RowIssue(problem)) }
            return .success(set)
        }
        let (kept, extra) = capped(groups, perDay: LogBounds.maxWorkoutsPerDay, kind: "workouts")
        let sessions = kept.map { WorkoutSession(day: $0.day, description: $0.description,
                                                 sets: WorkoutSet.grouped($0.items, exercises: reader.exercises)) }
        return ImportPlan(file: file, recognizedAs: "airfit workouts", batch: ImportBatch(sessions: sessions),
                          problems: (problems + extra).sorted { $0.line < $1.line }, notes: [])
    }

    /// The groups within `perDay` a day (the first ones of each day); the others left out, each with the reason.
    func capped<Item>(_ groups: [Group<Item>], perDay: Int, kind: String) -> (kept: [Group<Item>], left: [RowProblem]) {
        var counts: [CalendarDay: Int] = [:]
        var kept: [Group<Item>] = []
        var left: [RowProblem] = []
        for group in groups {
            counts[group.day, default: 0] += 1
            if counts[group.day, default: 0] > perDay {
                left.append(RowProblem(line: group.line, reason: "\(group.day.iso) already holds \(perDay) \(kind), the most a day may hold"))
            } else {
                kept.append(group)
            }
        }
        return (kept, left)
    }

    /// One meal or workout of the file: its day, description, items and first line.
    typealias Group<Item> = (day: CalendarDay, description: String, items: [Item], line: Int)

    /// Rows grouped by their date and number columns (consecutive rows of one group), each read
    /// by `read`; rows with a bad date or a failed read are left out with the reason.
    func grouped<Item>(_ rows: [CSVRow], date: Int, number: Int, description: Int,
                       read: (CSVRow) -> Result<Item, RowIssue>) -> (groups: [Group<Item>], problems: [RowProblem]) {
        var groups: [Group<Item>] = []
        var problems: [RowProblem] = []
        var lastKey: String?
        for row in rows {
            let item: Item
            let day: CalendarDay
            switch (reader.day(row[date], order: .monthFirst), read(row)) {
            case (.failure(let issue), _), (_, .failure(let issue)):
                problems.append(RowProblem(line: row.line, reason: issue.reason))
                continue
            case (.success(let dated), .success(let value)):
                (day, item) = (dated.day, value)
            }
            let text = EntryText.clean(row[description])
            guard text.count <= LogBounds.maxTextLength else {
                problems.append(RowProblem(line: row.line, reason: "a description longer than \(LogBounds.maxTextLength) characters"))
                continue
            }
            let key = "\(day.iso)#\(row[number])"
            if key == lastKey {
                groups[groups.count - 1].items.append(item)
            } else {
                lastKey = key
                groups.append((day, text, [item], row.line))
            }
        }
        return (groups, problems)
    }
}
