@testable import Coach
@testable import CoachDomain
import Foundation
import LLM
import Testing

@Suite("Tool executor")
struct ToolExecutorTests {
    let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam" })
    var executor: ToolExecutor { ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day }) }

    func call(_ name: String, _ arguments: String) -> ToolCall { ToolCall(id: "c1", name: name, arguments: arguments) }

    @Test("log_food stores the meal and returns items and today's totals")
    func logFood() async throws {
        let result = await executor.execute(call("log_food", #"{"description":"2 eggs and a slice of toast"}"#))
        #expect(!result.isError)
        #expect(result.callID == "c1")
        #expect(result.summary == "Logged 2 items: 215 kcal, 14.7 g protein")
        let json = try JSONValue(parsing: result.content)
        #expect(json["ok"] == true)
        #expect(json["logged"]?.arrayValue?.count == 2)
        #expect(json["today"]?["totals"]?["kcal"] == 215)
        let meals = await store.nutrition.all
        #expect(meals.count == 1)
        #expect(meals.first?.items.map(\.name) == ["egg", "white bread"])
        #expect(meals.first?.day == Fixtures.day)

        _ = await executor.execute(call("log_food", #"{"description":"a banana"}"#))
        let context = try await store.ports.context(on: Fixtures.day)
        #expect(context.summary.meals.count == 2)
        #expect(abs(context.summary.totals.kcal - (143 + 71.82 + 105.02)) < 0.01)
    }

    @Test("log_food and log_workout take the day the user named; a future day or a non-date is refused, nothing stored")
    func loggedOnTheDayNamed() async throws {
        // Fixtures.day is Saturday 2026-11-21.
        let food = await executor.execute(call("log_food", #"{"description":"a banana","day":"yesterday"}"#))
        #expect(!food.isError)
        #expect(food.summary == "Logged 1 banana (118 g) for 2026-11-20: 105 kcal, 1.3 g protein")
        let json = try JSONValue(parsing: food.content)
        #expect(json["day"] == "2026-11-20")
        #expect(json["today"] == nil)
        #expect(await store.nutrition.all.map(\.day) == [CalendarDay(iso: "2026-11-20")])
        let workout = await executor.execute(call("log_workout", #"{"description":"squat 3x5 100kg","day":"monday"}"#))
        #expect(workout.summary == "Logged for 2026-11-16: back squat 3×5 @ 100 kg")
        let future = await executor.execute(call("log_food", #"{"description":"a banana","day":"2026-11-22"}"#))
        #expect(future.isError)
        #expect(future.content.contains("2026-11-22 is in the future"))
        let notADate = await executor.execute(call("log_food", #"{"description":"a banana","day":"someday"}"#))
        #expect(notADate.content.contains("'someday' is not a date"))
        #expect(await store.nutrition.all.count == 1)
    }

    @Test("unknown parts are reported alongside what was logged")
    func partlyUnknown() async throws {
        let result = await executor.execute(call("log_food", #"{"description":"a banana and a zorblax pie"}"#))
        #expect(!result.isError)
        #expect(result.summary.hasSuffix("not recognised: a zorblax pie"))
        let json = try JSONValue(parsing: result.content)
        #expect(json["unrecognized"]?.arrayValue?.first?["text"] == "a zorblax pie")
    }

    @Test("bad arguments give an error result and store nothing", arguments: [
        ("log_food", "{not json"),
        ("log_food", "[1,2]"),
        ("log_food", "{}"),
        ("log_food", #"{"description": 42}"#),
        ("log_food", #"{"description": "  "}"#),
        ("log_food", #"{"description": "three flibbertigibbets"}"#),
        ("log_workout", #"{"description": "zumbatronics"}"#),
        ("set_goal", #"{"kind": "daily_protein"}"#),
        ("set_goal", #"{"kind": "happiness", "value": 10}"#),
        ("set_goal", #"{"kind": "daily_kcal", "value": 50}"#),
        ("set_goal", #"{"kind": "daily_protein", "value": 150, "unit": "kg"}"#),
        ("set_goal", #"{"kind": "focus"}"#),
        ("dance", "{}"),
    ])
    func badArguments(name: String, arguments: String) async throws {
        let result = await executor.execute(call(name, arguments))
        #expect(result.isError)
        #expect(result.summary.hasPrefix("\(name) failed: "))
        let json = try JSONValue(parsing: result.content)
        #expect(json["ok"] == false)
        #expect(json["error"]?.stringValue?.isEmpty == false)
        #expect(await store.nutrition.all.isEmpty)
        #expect(await store.workouts.all.isEmpty)
        #expect(try await store.goals.goals().isEmpty)
    }

    @Test("a failing store is an error result, not a crash")
    func storeFailure() async throws {
        await store.nutrition.setFailing(true)
        let result = await executor.execute(call("log_food", #"{"description":"a banana"}"#))
        #expect(result.isError)
        #expect(result.summary == "log_food failed: could not save the meal (disk full)")
    }

    @Test("log_workout stores sets with volume and 1RM")
    func logWorkout() async throws {
        let result = await executor.execute(call("log_workout", #"{"description":"squat 3x5 100kg, ran 5 km in 28 min"}"#))
        #expect(!result.isError)
        #expect(result.summary == "Logged back squat 3×5 @ 100 kg; running 5 km in 28 min (5:36 /km)")
        let json = try JSONValue(parsing: result.content)
        #expect(json["volumeKg"] == 1500)
        let output = try JSONDecoder().decode(LogWorkoutTool.Output.self, from: Data(result.content.utf8))
        let epley: Double = 100 * (1 + 5.0 / 30)
        let estimated: Double = output.logged.first?.estimatedOneRepMaxKg ?? 0
        #expect(abs(estimated - epley) < 0.01)
        let sessions = await store.workouts.all
        #expect(sessions.count == 1)
        #expect(sessions.first?.sets.count == 2)
    }

    @Test("set_goal replaces the goal of the same kind; direction and target weight belong to the profile")
    func setGoal() async throws {
        let first = await executor.execute(call("set_goal", #"{"kind":"daily_protein","value":150,"unit":"g"}"#))
        #expect(first.summary == "Goal set: daily protein 150 g")
        _ = await executor.execute(call("set_goal", #"{"kind":"daily_protein","value":"160 g"}"#))
        let weight = await executor.execute(call("set_goal", #"{"kind":"target_weight","value":165,"unit":"lb"}"#))
        #expect(weight.summary == "set_goal failed: target_weight is part of the profile: use update_profile (goal, target_weight)")
        let goals = try await store.goals.goals()
        #expect(goals == [Goal(kind: .dailyProtein, target: 160)])
    }

    @Test("today_summary reports totals and the targets in force")
    func summary() async throws {
        _ = await executor.execute(call("set_goal", #"{"kind":"daily_kcal","value":2000}"#))
        _ = await executor.execute(call("log_food", #"{"description":"200g chicken breast"}"#))
        let result = await executor.execute(call("today_summary", "null"))
        #expect(!result.isError)
        let json = try JSONValue(parsing: result.content)
        #expect(json["today"]?["totals"]?["kcal"] == 330)
        #expect(json["today"]?["progress"]?.arrayValue?.first == "Calories: 330 / 2,000 kcal (1,670 to go)")
    }

    @Test("update_profile changes only the fields given, checked by the table, converting pounds")
    func updateProfile() async throws {
        let store = TestPorts(profile: Profile.with { $0[ProfileFields.name] = "Sam"; $0[ProfileFields.diet] = .vegetarian })
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let result = await executor.execute(call("update_profile",
                                                 #"{"body_weight":176,"weight_unit":"lb","equipment":["dumbbells","bench"],"activity":"desk job, I walk a bit"}"#))
        #expect(!result.isError, "\(result.content)")
        #expect(result.summary == "Profile updated: weight 79.8 kg, activity lightly active, equipment dumbbells and bench")
        let profile = try #require(try await store.profiles.loadProfile())
        #expect(profile.name == "Sam" && profile[ProfileFields.diet] == .vegetarian)
        #expect(profile[ProfileFields.weight] == Mass(kilograms: 79.8))
        #expect(profile[ProfileFields.equipment] == ChoiceSet([.dumbbells, .bench]))
        #expect(profile[ProfileFields.activity] == .light)
        let json = try JSONValue(parsing: result.content)
        #expect(json["changed"]?["weight"] == 79.8)
        #expect(json["profile"]?["Weight"] == "79.8 kg")

        _ = await executor.execute(call("update_profile", #"{"name":"Samira","height":500}"#))
        let after = try await store.profiles.loadProfile()
        #expect(after?.name == "Samira" && after?[ProfileFields.height] == nil, "the valid field is kept, the refused one never")
    }

    @Test("update_profile's schema is the field table")
    func updateProfileSchema() {
        let spec = UpdateProfileTool.spec
        let properties = spec.parameters["properties"]?.objectValue ?? [:]
        #expect(Set(properties.keys) == Set(ProfileFields.all.map(\.key)))
        #expect(properties["activity"]?["enum"] == ["sedentary", "light", "moderate", "very", "extra"])
        #expect(properties["weight"]?["type"] == "number")
        #expect(ExtractionProfileInterpreter.schema.schema["properties"] == spec.parameters["properties"])
    }

    @Test("bad update_profile arguments are an error result and change nothing", arguments: [
        (#"{}"#, "nothing to change: give one of name, goal, weight, height, age, sex, activity, target_weight, weekly_rate, training_days, training_time, experience, equipment, session_length, avoid, diet, restrictions, coaching_style, detail_level, units, motivation"),
        (#"{"weight":900}"#, "weight 900 kg is outside 30–300 kg"),
        (#"{"weight":"heavy"}"#, "weight: I can't read \"heavy\" (e.g. 82 kg, 181 lb or 12 st 13)"),
        (#"{"activity":"sideways"}"#, "activity must be one of sedentary, light, moderate, very, extra — not \"sideways\""),
        (#"{"name":""}"#, "name is empty"),
        (#"{"name":"Sam","shoe_size":44}"#, "unknown field \"shoe_size\" (known: name, goal, weight, height, age, sex, activity, target_weight, weekly_rate, training_days, training_time, experience, equipment, session_length, avoid, diet, restrictions, coaching_style, detail_level, units, motivation)"),
    ])
    func badProfileArguments(arguments: String, message: String) async throws {
        let sam = Profile.with { $0[ProfileFields.name] = "Sam" }
        let store = TestPorts(profile: sam)
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let result = await executor.execute(call("update_profile", arguments))
        #expect(result.isError)
        #expect(try JSONValue(parsing: result.content)["error"]?.stringValue == message)
        #expect(try await store.profiles.loadProfile() == sam)
    }

    @Test("remove_last_entry takes back the latest entry, of a kind or whichever came last")
    func removeLastEntry() async throws {
        _ = await executor.execute(call("log_food", #"{"description":"a banana"}"#))
        _ = await executor.execute(call("log_workout", #"{"description":"squat 3x5 100kg"}"#))
        _ = await executor.execute(call("log_food", #"{"description":"2 donuts"}"#))

        let meal = await executor.execute(call("remove_last_entry", #"{"kind":"meal"}"#))
        #expect(meal.summary == "Removed meal \"2 donuts\" (539 kcal)")
        #expect(try JSONValue(parsing: meal.content)["today"]?["totals"]?["kcal"] == 105)
        let latest = await executor.execute(call("remove_last_entry", "{}"))
        #expect(latest.summary == "Removed workout \"squat 3x5 100kg\"")
        #expect(await store.workouts.all.isEmpty)
        #expect(await store.nutrition.all.map(\.description) == ["a banana"])

        let noWorkout = await executor.execute(call("remove_last_entry", #"{"kind":"workout"}"#))
        #expect(noWorkout.isError)
        #expect(try JSONValue(parsing: noWorkout.content)["error"] == "there is no workout logged today to remove")
        let badKind = await executor.execute(call("remove_last_entry", #"{"kind":"goal"}"#))
        #expect(try JSONValue(parsing: badKind.content)["error"] == "\"kind\" must be meal, workout or any")
        #expect(await store.nutrition.all.count == 1, "errors remove nothing")
    }

    @Test("remove_last_entry takes a day and a number: the Nth of its kind that day, as :day numbers them")
    func removeOnADay() async throws {
        for text in ["a banana", "2 donuts", "an apple"] {
            _ = await executor.execute(call("log_food", #"{"description":"\#(text)","day":"2026-11-19"}"#))
        }
        _ = await executor.execute(call("log_food", #"{"description":"2 eggs"}"#))
        let second = await executor.execute(call("remove_last_entry", #"{"kind":"meal","day":"2026-11-19","number":2}"#))
        #expect(second.summary == "Removed meal \"2 donuts\" (539 kcal) from 2026-11-19")
        #expect(try JSONValue(parsing: second.content)["today"] == nil)
        let latest = await executor.execute(call("remove_last_entry", #"{"day":"2026-11-19"}"#))
        #expect(latest.summary == "Removed meal \"an apple\" (95 kcal) from 2026-11-19")
        #expect(await store.nutrition.all.map(\.description) == ["a banana", "2 eggs"])
        let asText = await executor.execute(call("remove_last_entry", #"{"kind":"meal","day":"2026-11-19","number":"1"}"#))
        #expect(asText.summary == "Removed meal \"a banana\" (105 kcal) from 2026-11-19")
        let missing = await executor.execute(call("remove_last_entry", #"{"kind":"meal","day":"2026-11-19","number":5}"#))
        #expect(try JSONValue(parsing: missing.content)["error"] == "there is no meal 5 logged on 2026-11-19")
        let noKind = await executor.execute(call("remove_last_entry", #"{"number":1}"#))
        #expect(try JSONValue(parsing: noKind.content)["error"] == "\"number\" needs \"kind\" meal or workout")
        let zero = await executor.execute(call("remove_last_entry", #"{"kind":"meal","number":0}"#))
        #expect(try JSONValue(parsing: zero.content)["error"] == "\"number\" must be a whole number from 1")
        let future = await executor.execute(call("remove_last_entry", #"{"day":"2026-11-30"}"#))
        #expect(try JSONValue(parsing: future.content)["error"] == "2026-11-30 is in the future")
        #expect(await store.nutrition.all.count == 1, "errors remove nothing")
    }

    @Test("remove_last_entry with matching takes back the latest entry those words name")
    func removeNamed() async throws {
        for text in ["a banana", "2 donuts", "an apple", "another banana"] {
            _ = await executor.execute(call("log_food", #"{"description":"\#(text)"}"#))
        }
        _ = await executor.execute(call("log_workout", #"{"description":"squat 3x5 100kg"}"#))
        let donuts = await executor.execute(call("remove_last_entry", #"{"kind":"meal","matching":"the donuts"}"#))
        #expect(donuts.summary == "Removed meal \"2 donuts\" (539 kcal)")
        let banana = await executor.execute(call("remove_last_entry", #"{"matching":"banana"}"#))
        #expect(banana.summary == "Removed meal \"another banana\" (105 kcal)")
        let squats = await executor.execute(call("remove_last_entry", #"{"matching":"squats"}"#))
        #expect(squats.summary == "Removed workout \"squat 3x5 100kg\"")
        let none = await executor.execute(call("remove_last_entry", #"{"kind":"meal","matching":"pizza"}"#))
        #expect(try JSONValue(parsing: none.content)["error"] == "there is no meal with \"pizza\" logged today")
        #expect(await store.nutrition.all.map(\.description) == ["a banana", "an apple"])
        #expect(LoggedEntry.meal(testMeal(100, on: Fixtures.day, "oatmeal")).isNamed(by: "the oats"), "a word may start a longer one")
        #expect(!LoggedEntry.meal(testMeal(100, on: Fixtures.day, "oatmeal")).isNamed(by: "the pizza"))
        #expect(LoggedEntry.meal(testMeal(100, on: Fixtures.day, "2 slices of toast")).isNamed(by: "toast"))
    }

    @Test("naming one food of a meal takes that food out and keeps the rest, by its name or an alias")
    func removeItemsOfAMeal() async throws {
        _ = await executor.execute(call("log_food", #"{"description":"oatmeal and a banana"}"#))
        _ = await executor.execute(call("log_food", #"{"description":"2 eggs and toast"}"#))
        let banana = await executor.execute(call("remove_last_entry", #"{"kind":"meal","matching":"the banana"}"#))
        #expect(banana.summary == "Removed 1 banana (118 g) from meal \"oatmeal and a banana\": 105 kcal less")
        let toast = await executor.execute(call("remove_last_entry", #"{"matching":"toast"}"#))
        #expect(toast.summary == "Removed 1 slice white bread (27 g) from meal \"2 eggs and toast\": 72 kcal less")
        let meals = await store.nutrition.all
        #expect(meals.map(\.description) == ["oatmeal and a banana (without banana)", "2 eggs and toast (without toast)"])
        #expect(meals.map { $0.items.map(\.name) } == [["oatmeal"], ["egg"]])
        // Every item named: the whole meal goes.
        let eggs = await executor.execute(call("remove_last_entry", #"{"matching":"eggs"}"#))
        #expect(eggs.summary == "Removed meal \"2 eggs and toast (without toast)\" (143 kcal)")
        #expect(await store.nutrition.all.count == 1)
    }

    @Test("tool specs have object schemas")
    func specs() {
        #expect(CoachTools.all.map(\.name) == ["log_food", "log_workout", "set_goal", "today_summary", "update_profile",
                                               "remove_last_entry", "log_weight", "week_summary", "suggest_foods", "plan_meals",
                                               "log_planned_meal", "today_session", "training_plan", "change_plan", "log_as_planned"])
        for spec in CoachTools.all { #expect(spec.parameters["type"] == "object") }
        #expect(SetGoalTool.spec.parameters["required"] == ["kind", "value"])
    }
}

@Suite("Nutrition estimates for unknown foods")
struct NutritionEstimatorTests {
    let store = TestPorts()

    func executor(_ replies: [ScriptedTestProvider.Reply]) -> (ToolExecutor, ScriptedTestProvider) {
        let provider = ScriptedTestProvider(replies)
        let estimator = LLMNutritionEstimator(provider: provider,
                                              prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory))
        return (ToolExecutor(ports: store.ports, resources: Fixtures.resources, estimator: estimator, today: { Fixtures.day }),
                provider)
    }

    @Test("a validated estimate is logged alongside known foods")
    func accepted() async throws {
        let json = #"```json\n{"items":[{"name":"jollof rice","grams":250,"kcal":400,"protein":8,"carbs":70,"fat":9}]}\n```"#
        let (executor, provider) = executor([.init(events: [.text(json), .done(.stop)])])
        let result = await executor.execute(ToolCall(id: "c", name: "log_food",
                                                     arguments: #"{"description":"a banana and a plate of jollof rice"}"#))
        #expect(!result.isError)
        let meal = try #require(await store.nutrition.all.first)
        #expect(meal.items.map(\.name) == ["banana", "jollof rice"])
        #expect(meal.items.map(\.isEstimate) == [false, true])
        let request = try #require(provider.requests.first)
        #expect(request.responseSchema == NutritionExtraction.schema)
        #expect(request.system?.contains("The user ate: a plate of jollof rice") == true)
    }

    @Test("an estimate failing 4P + 4C + 9F stays unknown, with the reason")
    func refused() async throws {
        let json = #"{"items":[{"name":"jollof rice","grams":250,"kcal":1400,"protein":8,"carbs":70,"fat":9}]}"#
        let (executor, _) = executor([.init(events: [.text(json), .done(.stop)])])
        let result = await executor.execute(ToolCall(id: "c", name: "log_food",
                                                     arguments: #"{"description":"a banana and a plate of jollof rice"}"#))
        #expect(!result.isError)
        let parsed = try JSONValue(parsing: result.content)
        let reason = parsed["unrecognized"]?.arrayValue?.first?["reason"]?.stringValue ?? ""
        #expect(reason.hasPrefix("unknown food; estimate refused (The estimate was refused: jollof rice: 1,400 kcal stated"))
        #expect(await store.nutrition.all.first?.items.map(\.name) == ["banana"])
    }
}
