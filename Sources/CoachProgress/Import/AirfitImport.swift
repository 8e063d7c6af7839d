import CoachDomain

/// Reads this program's own `food.csv` and `workouts.csv` (see ``ExportWriter``): one row per
/// food item or per set, grouped back into meals and workouts by date and number.
struct AirfitImport {
    let reader: ImportReader

    func food(_ rows: [CSVRow], columns: FoodColumns, file: String) -> ImportPlan {
        let (groups, problems) = grouped(rows, date: columns.date, number: columns.entry, description: columns.description) { row -> Result<FoodItem, RowIssue> in
            let numbers = [columns.quantity, columns.kcal, columns.protein, columns.carbs, columns.fat].map { NumberCell.parse(row[$0])?.value }
            guard !row[columns.food].isEmpty, !row[columns.unit].isEmpty else { return .failure(RowIssue("no food or unit")) }
            guard let quantity = numbers[0], let kcal = numbers[1], let protein = numbers[2], let carbs = numbers[3],
                  let fat = numbers[4], [quantity, kcal, protein, carbs, fat].allSatisfy({ $0 >= 0 }) else {
                return .failure(RowIssue("a quantity, kcal, protein, carbs or fat that is not a number"))
            }
            return .success(FoodItem(name: row[columns.food], quantity: quantity, unit: row[columns.unit], grams: 0,
                                     macros: Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat)))
        }
        let meals = groups.map { MealEntry(day: $0.day, description: $0.description, items: $0.items) }
        return ImportPlan(file: file, recognizedAs: "airfit food entries", batch: ImportBatch(meals: meals),
                          problems: problems, notes: [])
    }

    func workouts(_ rows: [CSVRow], columns: WorkoutColumns, file: String) -> ImportPlan {
        let (groups, problems) = grouped(rows, date: columns.date, number: columns.workout, description: columns.description) { row -> Result<PerformedSet, RowIssue> in
            /// nil: empty; .some(nil): not a number.
            func optional(_ column: Int) -> Double?? {
                row[column].isEmpty ? .some(nil) : NumberCell.parse(row[column]).map { .some($0.value) } ?? .none
            }
            guard !row[columns.exercise].isEmpty, let number = Int(row[columns.set]), number >= 1,
                  case .some(let reps) = optional(columns.reps), case .some(let weight) = optional(columns.weight),
                  case .some(let duration) = optional(columns.duration), case .some(let distance) = optional(columns.distance) else {
                return .failure(RowIssue("an exercise, set, reps, weight, duration or distance that cannot be read"))
            }
            return .success(PerformedSet(exercise: row[columns.exercise], setNumber: number, reps: reps.map { Int($0) },
                                         weightKg: weight, durationSeconds: duration, distanceMeters: distance))
        }
        let sessions = groups.map { WorkoutSession(day: $0.day, description: $0.description,
                                                   sets: WorkoutSet.grouped($0.items, exercises: reader.exercises)) }
        return ImportPlan(file: file, recognizedAs: "airfit workouts", batch: ImportBatch(sessions: sessions),
                          problems: problems, notes: [])
    }

    /// Rows grouped by their date and number columns (consecutive rows of one group), each read
    /// by `read`; rows with a bad date or a failed read are left out with the reason.
    func grouped<Item>(_ rows: [CSVRow], date: Int, number: Int, description: Int,
                       read: (CSVRow) -> Result<Item, RowIssue>) -> (groups: [(day: CalendarDay, description: String, items: [Item])],
                                                                    problems: [RowProblem]) {
        var groups: [(day: CalendarDay, description: String, items: [Item])] = []
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
            let key = "\(day.iso)#\(row[number])"
            if key == lastKey {
                groups[groups.count - 1].items.append(item)
            } else {
                lastKey = key
                groups.append((day, row[description], [item]))
            }
        }
        return (groups, problems)
    }
}
