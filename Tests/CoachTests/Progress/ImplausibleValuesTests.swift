import CoachDomain
import CoachProgress
import Coach
import Foundation
import LLM
import Testing

/// Issue 18, item 10: every value a log takes has bounds, whoever brings it (an imported cell, a
/// typed line, a model's tool call), and what is refused is said in one line. These state the
/// behaviour of today's parsers, which any later language mechanism must keep.
struct ImplausibleValuesTests {
    static let resources = ProgressLoggingTests.resources
    static let reader = ImportReader(defaultUnit: .kg, today: testDay(0),
                                     exercises: ExerciseCatalog(records: [ExerciseRecord(name: "back squat", aliases: ["squat"], kind: .strength)]),
                                     lexicon: Fixtures.language.lexicon)

    static func problems(_ csv: String) throws -> (plan: ImportPlan, reasons: [String]) {
        let plan = try reader.read(csv, file: "f.csv")
        return (plan, plan.problems.map(\.reason))
    }

    @Test("a weight cell 0x50 is not 80 kg, and a date -2026-01-01 is not a date")
    func hexAndSignedCells() throws {
        let (plan, reasons) = try Self.problems("Date,Weight (kg)\n2026-11-01,0x50\n-2026-11-02,81\n2026-11-03,80.5\n")
        #expect(plan.batch.weighIns == [WeighIn(day: CalendarDay(iso: "2026-11-03")!, kg: 80.5)])
        #expect(reasons == ["'0x50' is not in kg or lb", "'-2026-11-02' is not a date"])
        #expect(CalendarDay(iso: "-2026-01-01") == nil && CalendarDay(iso: "2026--01-01") == nil && CalendarDay(iso: "+2026-01-01") == nil)
    }

    @Test("days before 1970 are refused in imports, in tools and in commands")
    func earlyDays() async throws {
        let (plan, reasons) = try Self.problems("Date,Weight (kg)\n1900-01-01,80\n1969-12-31,80\n1970-01-01,80\n")
        #expect(plan.batch.weighIns.map(\.day.iso) == ["1970-01-01"])
        #expect(reasons == ["1900-01-01 is before 1970-01-01", "1969-12-31 is before 1970-01-01"])
        #expect(DayArgument.pastDay("1900-01-01", today: testDay(0)) == .failure(.tooEarly(CalendarDay(iso: "1900-01-01")!)))
        #expect("\(DayArgumentError.tooEarly(CalendarDay(iso: "1900-01-01")!))" == "1900-01-01 is before 1970-01-01, the earliest day a log may have")

        let test = TestProgressPorts()
        let executor = ToolExecutor(ports: test.ports.coach, resources: try #require(Self.resources), today: { testDay(0) })
        for (name, arguments) in [("log_weight", #"{"weight":80,"date":"1900-01-01"}"#), ("log_food", #"{"description":"an apple","day":"1900-01-01"}"#)] {
            let result = await executor.execute(ToolCall(id: "c", name: name, arguments: arguments))
            #expect(result.isError && result.summary.contains("1900-01-01 is before 1970-01-01"), "\(name): \(result.summary)")
        }
        #expect(await test.coach.nutrition.all.isEmpty)
        #expect(try await test.weighIns.weighIns(from: CalendarDay(daysSinceEpoch: -40_000), through: testDay(0)).isEmpty)
    }

    @Test("a day of 2,000 kcal with 5,000 g of protein is refused; a day's rows are held to it summed too")
    func implausibleDays() throws {
        let (plan, reasons) = try Self.problems("Date,Energy (kcal),Protein (g),Carbs (g),Fat (g)\n2026-11-01,2000,5000,200,70\n2026-11-02,2000,120,200,70\n")
        #expect(plan.batch.dayTotals.map(\.day.iso) == ["2026-11-02"])
        #expect(reasons == ["5,000 g of one macro is not a plausible day"])
        let (summed, summedReasons) = try Self.problems("Date,Meal,Calories,Protein (g)\n"
            + (1...3).map { "2026-11-01,Lunch \($0),9000,100" }.joined(separator: "\n") + "\n")
        #expect(summed.batch.dayTotals.isEmpty)
        #expect(summedReasons == ["the rows of 2026-11-01 add up to an implausible day (27,000 kcal is not a plausible day)"])
        #expect(LogBounds.problem(ofDay: Macros(kcal: 2_000, protein: 400, carbs: 200, fat: 70)) == "2,000 kcal stated but 4P + 4C + 9F = 3,030 kcal")
    }

    @Test("imported food and sets: negative, implausible or inconsistent values are refused")
    func importedEntries() throws {
        let food = try Self.problems("date,entry,description,food,quantity,unit,kcal,protein_g,carbs_g,fat_g\n"
            + "2026-11-01,1,lunch,rice,1,serving,2000,5000,0,0\n"
            + "2026-11-01,2,snack,apple,1,piece,95,0.5,25,0.3\n"
            + "2026-11-01,3,snack,pear,-1,piece,95,0.5,25,0.3\n")
        #expect(food.plan.batch.meals.map(\.description) == ["snack"])
        #expect(food.reasons == ["rice: 2,000 kcal stated but 4P + 4C + 9F = 20,000 kcal",
                                 "pear: a negative or missing amount"])
        let sets = try Self.problems("date,workout,description,exercise,set,reps,weight_kg,duration_s,distance_m\n"
            + "2026-11-01,1,squat,back squat,1,5,-100,,\n2026-11-01,1,squat,back squat,2,5,5000,,\n2026-11-01,1,squat,back squat,3,5,100,,\n")
        #expect(sets.plan.batch.sessions.flatMap(\.sets).map(\.weightKg) == [100])
        #expect(sets.reasons == ["back squat: a negative or missing amount", "back squat: 5,000 kg is not plausible"])
    }

    /// Found by the second attack: an absurd quantity or set number came in by an import, and
    /// fifty meals of 9,000 kcal each made a day.
    @Test("a quantity of 1e300, set 999999999999 and a day past 20,000 kcal are refused")
    func secondAttack() async throws {
        let food = try Self.problems("date,entry,description,food,quantity,unit,kcal,protein_g,carbs_g,fat_g\n"
            + "2026-11-01,1,x,rice,1e300,serving,100,1,20,0\n")
        #expect(food.plan.batch.meals.isEmpty)
        #expect(food.reasons.first?.hasSuffix("serving is not a plausible amount") == true, "\(food.reasons)")
        let sets = try Self.problems("date,workout,description,exercise,set,reps,weight_kg,duration_s,distance_m\n"
            + "2026-11-01,1,x,back squat,999999999999,5,100,,\n")
        #expect(sets.plan.batch.sessions.isEmpty)
        #expect(sets.reasons == ["back squat: set 999999999999 is not plausible"])

        let test = TestProgressPorts()
        let oil = MealEntry(day: testDay(0), description: "oil", items: [
            FoodItem(name: "olive oil", quantity: 1_000, unit: "g", grams: 1_000, macros: Macros(kcal: 8_840, protein: 0, carbs: 0, fat: 1_000))])
        try await test.ports.coach.addMeal(oil)
        try await test.ports.coach.addMeal(oil)
        await #expect(throws: ImplausibleDay.self) { try await test.ports.coach.addMeal(oil) }
        #expect(await test.coach.nutrition.all.count == 2)
    }

    @Test("bidirectional overrides in a name are taken out, so its letters show in order")
    func bidiInNames() throws {
        #expect(EntryText.clean("\u{202E}weTS\u{2066} pie") == "weTS pie")
        let food = try Self.problems("date,entry,description,food,quantity,unit,kcal,protein_g,carbs_g,fat_g\n"
            + "2026-11-01,1,\u{202E}x,\u{202E}rice,1,serving,100,1,20,0\n")
        #expect(food.plan.batch.meals.map(\.description) == ["x"])
        #expect(food.plan.batch.meals.flatMap(\.items).map(\.name) == ["rice"])
    }

    @Test(":workout squat 3x5 -100kg and ran -5 km in 25 min are refused, saying why")
    func negativeWorkouts() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        for text in ["squat 3x5 -100kg", "ran -5 km in 25 min"] {
            do {
                _ = try await logger.logWorkout(text, on: testDay(0))
                Issue.record("\(text) was logged: \(await test.coach.workouts.all)")
            } catch {
                let negative = text.contains("-100kg") ? "-100kg" : "-5"
                #expect("\(error)".contains("\(negative) is below zero"), "\(error)")
            }
        }
        #expect(await test.coach.workouts.all.isEmpty)
        // Within a longer line, the rest is logged and the refused part is named.
        let (session, unrecognized) = try await logger.logWorkout("bench 3x5 60kg, squat 3x5 -100kg", on: testDay(0))
        #expect(session.sets.map(\.exercise).count == 1)
        #expect(unrecognized.map(\.reason) == ["-100kg is below zero"])
    }

    @Test(":food -2 eggs is refused, saying why")
    func negativeFood() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        await #expect(throws: ProgressLogger.NothingLogged.self) { _ = try await logger.logFood("-2 eggs", on: testDay(0)) }
        #expect(await test.coach.nutrition.all.isEmpty)
    }

    @Test(":food 1 banana<NUL> and 1 apple logs both, under the whole description")
    func nulInALine() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        let (meal, _, _) = try await logger.logFood("1 banana\u{0} and 1 apple", on: testDay(0))
        #expect(meal.description == "1 banana and 1 apple")
        #expect(meal.items.map(\.name) == ["banana", "apple"])
        #expect(await test.coach.nutrition.all.map(\.description) == ["1 banana and 1 apple"])
    }

    @Test("update_profile refuses a name holding an escape sequence or a NUL")
    func profileNameWithControls() async throws {
        let test = TestPorts()
        let executor = ToolExecutor(ports: test.ports, resources: try #require(Self.resources), today: { testDay(0) })
        let result = await executor.execute(ToolCall(id: "c", name: "update_profile", arguments: #"{"name":"\u001b[8mSam\u001b[0m"}"#))
        #expect(result.isError, "\(result.content)")
        #expect(result.summary.contains("name holds a control character"), "\(result.summary)")
        #expect(try await test.profiles.loadProfile()?.name == nil)
    }

    @Test("a number is digits: Double's hexadecimal, exponents and inf are not read as amounts")
    func numbersAreDigits() async throws {
        let test = TestProgressPorts()
        let logger = ProgressLogger(ports: test.ports, resources: try #require(Self.resources))
        for text in ["0x50 g rice", "1e3 g rice", "inf g rice"] {
            let logged = try? await logger.logFood(text, on: testDay(0))
            #expect(logged?.meal.items.first?.grams != 80 && logged?.meal.items.first?.grams != 1_000, "\(text): \(String(describing: logged))")
        }
    }
}
