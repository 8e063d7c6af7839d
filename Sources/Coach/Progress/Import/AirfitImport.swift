/// Reads this program's own `food.csv` and `workouts.csv` (see ``ExportWriter``): one row per
/// food item or per set, grouped back into meals and workouts by date and number.
struct AirfitImport {
    let reader: ImportReader

    func food(_ rows: [CSVRow], columns: FoodColumns, file: String) -> ImportPlan {
        var problems: [RowProblem] = []
        var meals: [MealEntry] = []
        var keys: [String] = []
        for row in rows {
            let day: CalendarDay
            switch reader.day(row[columns.date], order: DateCell.Order.monthFirst) {
            case .success(let value): day = value.day
            case .failure(let issue):
                problems.append(RowProblem(line: row.line, reason: issue.reason))
                continue
            }
            let numbers = [columns.quantity, columns.kcal, columns.protein, columns.carbs, columns.fat].map { NumberCell.parse(row[$0])?.value }
            guard !row[columns.food].isEmpty, !row[columns.unit].isEmpty else {
                problems.append(RowProblem(line: row.line, reason: "no food or unit"))
                continue
            }
            guard let quantity = numbers[0], let kcal = numbers[1], let protein = numbers[2], let carbs = numbers[3],
                  let fat = numbers[4], [quantity, kcal, protein, carbs, fat].allSatisfy({ $0 >= 0 }) else {
                problems.append(RowProblem(line: row.line, reason: "a quantity, kcal, protein, carbs or fat that is not a number"))
                continue
            }
            let item = FoodItem(name: row[columns.food], quantity: quantity, unit: row[columns.unit], grams: 0,
                                macros: Macros(kcal: kcal, protein: protein, carbs: carbs, fat: fat))
            let key = "\(day.iso)#\(row[columns.entry])"
            if keys.last == key {
                meals[meals.count - 1].items.append(item)
            } else {
                keys.append(key)
                meals.append(MealEntry(day: day, description: row[columns.description], items: [item]))
            }
        }
        return ImportPlan(file: file, recognizedAs: "airfit food entries", batch: ImportBatch(meals: meals),
                          problems: problems, notes: [])
    }

    func workouts(_ rows: [CSVRow], columns: WorkoutColumns, file: String) -> ImportPlan {
        var problems: [RowProblem] = []
        var groups: [(day: CalendarDay, description: String, rows: [PerformedSet])] = []
        var keys: [String] = []
        for row in rows {
            let day: CalendarDay
            switch reader.day(row[columns.date], order: DateCell.Order.monthFirst) {
            case .success(let value): day = value.day
            case .failure(let issue):
                problems.append(RowProblem(line: row.line, reason: issue.reason))
                continue
            }
            func optional(_ column: Int) -> Double?? {
                let text = row[column]
                if text.isEmpty { return .some(nil) }
                return NumberCell.parse(text).map { .some($0.value) } ?? .none
            }
            guard !row[columns.exercise].isEmpty, let number = Int(row[columns.set]), number >= 1,
                  case .some(let reps) = optional(columns.reps), case .some(let weight) = optional(columns.weight),
                  case .some(let duration) = optional(columns.duration), case .some(let distance) = optional(columns.distance) else {
                problems.append(RowProblem(line: row.line, reason: "an exercise, set, reps, weight, duration or distance that cannot be read"))
                continue
            }
            let set = PerformedSet(exercise: row[columns.exercise], setNumber: number, reps: reps.map { Int($0) },
                                   weightKg: weight, durationSeconds: duration, distanceMeters: distance)
            let key = "\(day.iso)#\(row[columns.workout])"
            if keys.last == key {
                groups[groups.count - 1].rows.append(set)
            } else {
                keys.append(key)
                groups.append((day, row[columns.description], [set]))
            }
        }
        let sessions = groups.map { WorkoutSession(day: $0.day, description: $0.description,
                                                   sets: WorkoutSet.grouped($0.rows, exercises: reader.exercises)) }
        return ImportPlan(file: file, recognizedAs: "airfit workouts", batch: ImportBatch(sessions: sessions),
                          problems: problems, notes: [])
    }
}
