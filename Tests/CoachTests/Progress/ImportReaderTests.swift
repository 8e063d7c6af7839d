@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Foundation
import Testing

/// Recognising exports by their header and reading their rows: what is read, what is left out
/// and why, and what makes a whole file unreadable.
struct ImportReaderTests {
    static let exercises = ExerciseCatalog(records: [ExerciseRecord(name: "back squat", aliases: ["squat"], kind: .strength)])
    static let reader = ImportReader(defaultUnit: .kg, today: testDay(0), exercises: exercises, lexicon: Fixtures.language.lexicon)

    static func read(_ text: String) throws -> ImportPlan { try reader.read(text, file: "file.csv") }

    @Test func withingsWeighInsKeepTheEarliestOfEachDay() throws {
        let plan = try Self.read("""
            Date,"Weight (kg)","Fat mass (kg)",Comments
            "2026-11-20 19:02:44",84.0,17.4,evening
            "2026-11-20 07:32:10",83.1,17.2,
            "2026-11-21 07:10:03",82.9,,
            "2026-11-22 07:15:55",n/a,,
            "2026-12-30 07:00:00",82.0,,
            """)
        #expect(plan.recognizedAs == "weigh-ins (\"Date\", \"Weight (kg)\")")
        #expect(plan.batch.weighIns == [WeighIn(day: testDay(-4), kg: 83.1), WeighIn(day: testDay(-3), kg: 82.9)])
        #expect(plan.problems == [
            RowProblem(line: 2, reason: "another weigh-in of 2026-11-20 is kept (the earliest of the day)"),
            RowProblem(line: 5, reason: "'n/a' is not a weight"),
            RowProblem(line: 6, reason: "2026-12-30 is in the future"),
        ])
        #expect(plan.notes.isEmpty)
    }

    @Test func garminDateRowsThenTimeRowsWithUnitsInTheValues() throws {
        let plan = try Self.read("""
            Time,Weight,Change,BMI,Body Fat
            " Nov 20, 2026",,,,
            7:02 AM,82.5 kg,0.1 kg,25.6,20%
            " Nov 21, 2026",,,,
            6:55 AM,181.2 lbs,,25.5,20%
            """)
        #expect(plan.batch.weighIns.map(\.day) == [testDay(-4), testDay(-3)])
        #expect(plan.batch.weighIns[0].kg == 82.5)
        #expect(abs(plan.batch.weighIns[1].kg - 181.2 * 0.45359237) < 1e-9)
        #expect(plan.problems.isEmpty)
    }

    @Test func fitbitWithATitleLineMonthFirstDatesAndNoUnit() throws {
        let plan = try Self.read("Body\nDate,Weight,BMI,Fat\n\"11-07-2026\",\"82.3\",\"25.4\",\"0\"\n\"11-08-2026\",\"82.1\",\"25.3\",\"0\"\n")
        #expect(plan.batch.weighIns.map(\.day.iso) == ["2026-11-07", "2026-11-08"])
        #expect(plan.recognizedAs == "weigh-ins (\"Date\", \"Weight\")")
        #expect(plan.notes == ["the header is on line 2; the lines above it were skipped",
                               "dates like 03/04/2026 were read as month/day/year", "weights without a unit were read as kg"])
        let pounds = try ImportReader(defaultUnit: .lb, today: testDay(0), exercises: Self.exercises, lexicon: Fixtures.language.lexicon)
            .read("Date,Weight\n2026-11-07,180\n", file: "f.csv")
        #expect(abs(pounds.batch.weighIns[0].kg - 81.65) < 0.01)
    }

    @Test func dayFirstDatesAreRecognisedFromTheColumn() throws {
        let plan = try Self.read("Date;Weight (kg)\n05/11/2026;82,4\n20/11/2026;81,6\n")
        #expect(plan.batch.weighIns == [WeighIn(day: testDay(-19), kg: 82.4), WeighIn(day: testDay(-4), kg: 81.6)])
        #expect(plan.notes.isEmpty)
    }

    @Test func aColumnWithBothDateOrdersIsRefused() {
        #expect(throws: ImportError.ambiguousDates(file: "file.csv")) {
            try Self.read("Date,Weight (kg)\n13/11/2026,82\n11/13/2026,81\n")
        }
    }

    @Test func renphoPoundsWithASeparateTimeColumn() throws {
        let plan = try Self.read("Date,Time,Weight(lb),BMI,Body Fat(%)\n2026/11/09,07:01:12,181.0,25.5,20.1\n")
        #expect(plan.recognizedAs == "weigh-ins (\"Date\", \"Time\", \"Weight(lb)\")")
        #expect(abs(plan.batch.weighIns[0].kg - 82.1) < 0.01)
    }

    @Test func implausibleWeightsAreLeftOut() throws {
        let plan = try Self.read("date,weight_kg\n2026-11-20,900\n2026-11-21,8.1\n2026-11-22,81\n")
        #expect(plan.batch.weighIns.count == 1)
        #expect(plan.problems.map(\.reason) == ["900 kg is not a plausible body weight", "8.1 kg is not a plausible body weight"])
    }

    @Test func cronometerDailyTotals() throws {
        let plan = try Self.read("""
            Date,Energy (kcal),Alcohol (g),Carbs (g),Fiber (g),Fat (g),Protein (g),Completed
            2026-11-01,2105.4,0,230.1,28,72.3,140.2,true
            2026-11-02,abc,0,0,0,0,0,false
            """)
        #expect(plan.batch.dayTotals == [DayTotals(day: testDay(-23), macros: Macros(kcal: 2_105.4, protein: 140.2, carbs: 230.1, fat: 72.3),
                                                   source: "file.csv")])
        #expect(plan.problems == [RowProblem(line: 3, reason: "'abc' is not an energy")])
    }

    @Test func myFitnessPalMealsAreSummedPerDayAndTotalRowsIgnored() throws {
        let plan = try Self.read("""
            Date,Meal,Calories,Fat (g),Carbohydrates (g),Protein (g),Note
            2026-11-04,Breakfast,450,15,48,30,
            2026-11-04,Lunch,"1,050",30,120,70,"chicken, rice"
            2026-11-04,Daily Total,1500,45,168,100,
            2026-11-05,Daily Total,720,28,70,40,
            """)
        #expect(plan.batch.dayTotals.map(\.macros) == [Macros(kcal: 1_500, protein: 100, carbs: 168, fat: 45),
                                                       Macros(kcal: 720, protein: 40, carbs: 70, fat: 28)])
        #expect(plan.recognizedAs.hasPrefix("meals summed per day"))
    }

    @Test func missingMacroColumnsAreNotedAndStoredAsZero() throws {
        let plan = try Self.read("date,calories\n2026-11-20,2000\n")
        #expect(plan.batch.dayTotals.first?.macros == Macros(kcal: 2_000, protein: 0, carbs: 0, fat: 0))
        #expect(plan.notes == ["no protein, carbs and fat column: stored as 0"])
    }

    @Test func anUnknownHeaderOrAnEmptyFileIsRefused() {
        #expect(throws: ImportError.unrecognized(file: "file.csv", header: ["Name", "Score"])) { try Self.read("Name,Score\nAda,3\n") }
        #expect(throws: ImportError.empty(file: "file.csv")) { try Self.read("\n\n") }
        #expect(throws: ImportError.malformed(file: "file.csv", CSVError(line: 2, reason: "a quote opened here is never closed"))) {
            try Self.read("date,weight\n\"2026-11-20,80\n")
        }
    }

    @Test func theOwnExportReadsBackAsItWasWritten() throws {
        let meals = [
            MealEntry(day: testDay(-2), description: "2 eggs, \"fried\"", items: [
                FoodItem(name: "egg", quantity: 2, unit: "piece", grams: 100, macros: Macros(kcal: 143, protein: 12.56, carbs: 0.72, fat: 9.51)),
                FoodItem(name: "white bread", quantity: 1, unit: "slice", grams: 27, macros: Macros(kcal: 71.5, protein: 2.1, carbs: 13.3, fat: 0.9)),
            ]),
            testMeal(300, on: testDay(-2), "coffee"),
            testMeal(300, on: testDay(-2), "coffee"),
            testMeal(500, on: testDay(-1)),
        ]
        let sessions = [
            WorkoutSession(day: testDay(-2), description: "squat 3x5 100kg", sets: [
                WorkoutSet(exercise: "back squat", kind: .strength, sets: 3, reps: 5, weightKg: 100)]),
            WorkoutSession(day: testDay(-1), description: "ran 5 km in 28 min", sets: [
                WorkoutSet(exercise: "running", kind: .cardio, sets: 1, reps: 0, distanceKm: 5, durationMinutes: 28)]),
        ]
        let files = Dictionary(uniqueKeysWithValues: ExportWriter.files(
            weighIns: [WeighIn(day: testDay(-1), kg: 81.65)], meals: meals, sessions: sessions,
            totals: [DayTotals(day: testDay(-5), macros: Macros(kcal: 2_000, protein: 100, carbs: 200, fat: 80), source: "c.csv")])
            .map { ($0.name, $0.text) })
        let food = try Self.read(try #require(files["food.csv"]))
        #expect(food.recognizedAs == "airfit food entries")
        #expect(food.batch.meals.map(\.description) == meals.map(\.description))
        #expect(food.batch.meals.map(\.totals) == meals.map(\.totals))
        #expect(food.batch.meals[0].items.map(\.name) == ["egg", "white bread"])
        let workouts = try Self.read(try #require(files["workouts.csv"]))
        #expect(workouts.batch.sessions.map(\.sets) == [sessions[0].sets, [WorkoutSet(exercise: "running", kind: .cardio, sets: 1,
                                                                                        reps: 0, distanceKm: 5, durationMinutes: 28)]])
        let weighIns = try Self.read(try #require(files["weigh-ins.csv"]))
        #expect(weighIns.batch.weighIns == [WeighIn(day: testDay(-1), kg: 81.65)])
        let totals = try Self.read(try #require(files["daily-totals.csv"]))
        // Only the imported total is a total; the meals' sums are there for spreadsheets, never imported.
        #expect(totals.recognizedAs == "airfit daily totals")
        #expect(totals.batch.dayTotals == [DayTotals(day: testDay(-5), macros: Macros(kcal: 2_000, protein: 100, carbs: 200, fat: 80),
                                                     source: "c.csv", mealsKcal: 0)])
        #expect(totals.notes == ["2 rows are the sums of a day's meals in food.csv, not imported as totals (food.csv holds the meals)"])
        #expect(files["daily-totals.csv"]?.contains("\r\n2026-11-19,2000,100,200,80,c.csv,0\r\n") == true)
        #expect(files["daily-totals.csv"]?.contains("\r\n2026-11-22,814.5,") == true)
        // Exact: the shortest text that reads back as the same number (a restore shows the same sums).
        #expect(ExportWriter.number(0.1 + 0.2) == "0.30000000000000004")
        #expect(Double(ExportWriter.number(0.1 + 0.2)) == 0.1 + 0.2)
        #expect(ExportWriter.number(12.5625) == "12.5625")
        #expect(ExportWriter.number(81.646_626_9) == "81.6466269")
        #expect(ExportWriter.number(-0.0) == "0")
        #expect(ExportWriter.number(143) == "143")
        #expect(files["food.csv"]?.contains("\"2 eggs, \"\"fried\"\"\"") == true)
    }

    /// Steps (`v13-workout-steps`) go out in workouts.csv's `steps` column and come back; an
    /// export from before it (no such column) still reads.
    @Test func stepsRoundTrip() throws {
        let walk = WorkoutSet(exercise: "walking", kind: .cardio, sets: 1, reps: 0, durationMinutes: 90, steps: 10_000)
        let sessions = [WorkoutSession(day: testDay(-1), description: "walked 10k steps in 90 minutes", sets: [walk])]
        let files = Dictionary(uniqueKeysWithValues: ExportWriter.files(weighIns: [], meals: [], sessions: sessions, totals: [])
            .map { ($0.name, $0.text) })
        let text = try #require(files["workouts.csv"])
        #expect(text.hasPrefix("date,workout,description,exercise,set,reps,weight_kg,duration_s,distance_m,steps\r\n"))
        #expect(text.contains(",walking,1,,,5400,,10000\r\n"))
        #expect(try Self.read(text).batch.sessions.map(\.sets) == [[walk]])
        let older = "date,workout,description,exercise,set,reps,weight_kg,duration_s,distance_m\n"
            + "2026-11-20,1,ran,running,1,,,1680,5000\n"
        #expect(try Self.read(older).batch.sessions.map(\.sets)
            == [[WorkoutSet(exercise: "running", kind: .cardio, sets: 1, reps: 0, distanceKm: 5, durationMinutes: 28)]])
        let bad = "date,workout,description,exercise,set,reps,weight_kg,duration_s,distance_m,steps\n"
            + "2026-11-20,1,walk,walking,1,,,,,lots\n"
        #expect(try Self.read(bad).problems.map(\.reason)
            == ["an exercise, set, reps, weight, duration, distance or steps that cannot be read"])
    }

    @Test func numbersAsExportsWriteThem() {
        #expect(NumberCell.parse("81.6")?.value == 81.6)
        #expect(NumberCell.parse("81,6")?.value == 81.6)
        #expect(NumberCell.parse("1,050")?.value == 1_050)
        #expect(NumberCell.parse("1,050.5")?.value == 1_050.5)
        #expect(NumberCell.parse("180.0 lbs")?.unit == "lbs")
        #expect(NumberCell.parse("1e-05")?.value == 0.00001)
        #expect(NumberCell.parse("--") == nil)
        #expect(NumberCell.parse("1,2,3") == nil)
    }

    @Test func datesAsExportsWriteThem() {
        func parse(_ text: String, _ order: DateCell.Order = .monthFirst) -> String? { DateCell.parse(text, order: order)?.day?.iso }
        #expect(parse("2026-11-20") == "2026-11-20")
        #expect(parse("2026-11-20T07:32:10Z") == "2026-11-20")
        #expect(parse("2026/11/20 07:32") == "2026-11-20")
        #expect(parse("11/20/2026") == "2026-11-20")
        #expect(parse("20/11/2026", .dayFirst) == "2026-11-20")
        #expect(parse("20.11.2026", .dayFirst) == "2026-11-20")
        #expect(parse("Nov 20, 2026") == "2026-11-20")
        #expect(parse("Fri, 20 November 2026") == "2026-11-20")
        #expect(parse("2026-02-30") == nil)
        #expect(DateCell.parse("7:02 PM", order: .monthFirst) == DateCell(day: nil, minutes: 19 * 60 + 2))
        #expect(DateCell.parse("2026-11-20 07:32:10", order: .monthFirst)?.minutes == 7 * 60 + 32)
    }
}
