@testable import Coach
@testable import CoachDomain
import LLM
import Testing

/// The meal tools as a model calls them: real numbers from the food list, nothing the profile
/// leaves out, one-line errors for bad arguments.
@Suite("Meal tools")
struct MealToolTests {
    func store() async throws -> TestPorts {
        let store = TestPorts(profile: Profile.with {
            $0[ProfileFields.diet] = .pescatarian
            $0[ProfileFields.restrictions] = FoodRestrictions(["gluten"])
        })
        try await store.goals.setGoal(Goal(kind: .dailyKcal, target: 2_200))
        try await store.goals.setGoal(Goal(kind: .dailyProtein, target: 140))
        return store
    }

    func run(_ name: String, _ arguments: String, _ store: TestPorts) async -> ToolResult {
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        return await executor.execute(ToolCall(id: "c", name: name, arguments: arguments))
    }

    @Test("suggest_foods: options from the food list, with numbers that are the foods' own, none excluded")
    func suggest() async throws {
        let store = try await store()
        let result = await run("suggest_foods", #"{"meal": "dinner", "kcal": 650, "protein": 45}"#, store)
        #expect(!result.isError)
        let json = try JSONValue(parsing: result.content)
        #expect(json["meal"] == "dinner" && json["kcal"] == 650 && json["asked"] == true)
        #expect(json["fits"] == "pescatarian, without gluten")
        let options = try #require(json["options"]?.arrayValue)
        #expect(options.count == 3)
        for option in options {
            let kcal = try #require(option["kcal"]?.numberValue)
            #expect(abs(kcal / 650 - 1) <= 0.10)
            for item in option["items"]?.arrayValue ?? [] {
                let name = try #require(item["food"]?.stringValue)
                let food = try #require(Fixtures.foods.food(named: name), "\(name) is in the list")
                #expect(food.animal?.contains(.meat) == false && food.animal?.contains(.poultry) == false, "\(name)")
                #expect(food.allergens?.contains(.gluten) == false, "\(name)")
                let grams = try #require(item["grams"]?.numberValue)
                #expect(abs((item["kcal"]?.numberValue ?? 0) - (food.per100g.kcal * grams / 100).rounded()) < 0.5)
            }
        }
    }

    @Test("bad arguments get one line that says what is wrong")
    func badArguments() async throws {
        let store = try await store()
        let brunch = await run("suggest_foods", #"{"meal": "brunch"}"#, store)
        #expect(brunch.isError && brunch.content.contains(#""meal\" must be breakfast, lunch, dinner or snack, not \"brunch\""#))
        let huge = await run("suggest_foods", #"{"kcal": 90000}"#, store)
        #expect(huge.isError && huge.content.contains("between 50 and 4000"))
        let someday = await run("plan_meals", #"{"day": "someday"}"#, store)
        #expect(someday.isError && someday.content.contains("'someday' is not a day"))
        let missing = await run("log_planned_meal", "{}", store)
        #expect(missing.isError && missing.content.contains(#"missing \"meal\""#))
        let none = await run("plan_meals", "{}", TestPorts())
        #expect(none.isError && none.content.contains("I need your daily targets first"))
        // Without targets a suggestion still names food, for a usual portion of the meal.
        let usual = try JSONValue(parsing: await run("suggest_foods", #"{"meal": "dinner"}"#, TestPorts()).content)
        #expect(usual["kcal"] == 650 && usual["leftKcal"] == nil && usual["options"]?.arrayValue?.count == 3)
    }

    @Test("plan_meals gives the day on target; log_planned_meal logs one of its meals")
    func planAndLog() async throws {
        let store = try await store()
        let plan = try JSONValue(parsing: await run("plan_meals", #"{"day": "tomorrow"}"#, store).content)
        #expect(plan["date"] == "2026-11-22")
        #expect(plan["misses"]?.arrayValue?.isEmpty == true)
        #expect(plan["meals"]?.arrayValue?.compactMap { $0["meal"]?.stringValue } == ["breakfast", "lunch", "dinner", "snack"])
        let today = try JSONValue(parsing: await run("plan_meals", "{}", store).content)
        let lunch = today["meals"]?.arrayValue?.first { $0["meal"] == "lunch" }
        let logged = await run("log_planned_meal", #"{"meal": "lunch"}"#, store)
        #expect(!logged.isError)
        let meals = try await store.nutrition.meals(on: Fixtures.day)
        #expect(meals.count == 1)
        #expect(meals.first?.items.map(\.name) == lunch?["items"]?.arrayValue?.compactMap { $0["food"]?.stringValue })
        #expect(meals.first?.items.map(\.grams) == lunch?["items"]?.arrayValue?.compactMap { $0["grams"]?.numberValue })
    }

    @Test("log_food logs a food the profile leaves out and says why")
    func avoided() async throws {
        let store = try await store()
        let result = await run("log_food", #"{"description": "a bagel and 100 g chicken breast"}"#, store)
        #expect(!result.isError)
        #expect(result.summary.hasSuffix("; outside the profile: bagel: you avoid gluten; chicken breast: you eat pescatarian and it has poultry"))
        let json = try JSONValue(parsing: result.content)
        #expect(json["avoided"]?.arrayValue == ["bagel: you avoid gluten", "chicken breast: you eat pescatarian and it has poultry"])
        #expect(try await store.nutrition.meals(on: Fixtures.day).first?.items.count == 2)
        let fine = try JSONValue(parsing: await run("log_food", #"{"description": "150 g salmon"}"#, store).content)
        #expect(fine["avoided"] == nil)
    }
}
