import LLM
import Testing
@testable import Coach

@Suite("Tool executor")
struct ToolExecutorTests {
    let store = TestPorts(profile: Profile(name: "Sam"))
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
        #expect(json["volume_kg"] == 1500)
        #expect(json["logged"]?.arrayValue?.first?["estimated_1rm_kg"] == 116.7)
        let sessions = await store.workouts.all
        #expect(sessions.count == 1)
        #expect(sessions.first?.sets.count == 2)
    }

    @Test("set_goal replaces the goal of the same kind and converts pounds")
    func setGoal() async throws {
        let first = await executor.execute(call("set_goal", #"{"kind":"daily_protein","value":150,"unit":"g"}"#))
        #expect(first.summary == "Goal set: daily protein 150 g")
        _ = await executor.execute(call("set_goal", #"{"kind":"daily_protein","value":"160 g"}"#))
        _ = await executor.execute(call("set_goal", #"{"kind":"target_weight","value":165,"unit":"lb"}"#))
        _ = await executor.execute(call("set_goal", #"{"kind":"focus","focus":"lose_weight"}"#))
        let goals = try await store.goals.goals()
        #expect(goals.count == 3)
        #expect(goals.first { $0.kind == .dailyProtein }?.target == 160)
        #expect(goals.first { $0.kind == .targetWeight }?.target == 74.8)
        #expect(goals.first { $0.kind == .focus }?.focus == .loseFat)
    }

    @Test("today_summary reports totals and goals")
    func summary() async throws {
        _ = await executor.execute(call("set_goal", #"{"kind":"daily_kcal","value":2000}"#))
        _ = await executor.execute(call("log_food", #"{"description":"200g chicken breast"}"#))
        let result = await executor.execute(call("today_summary", "null"))
        #expect(!result.isError)
        let json = try JSONValue(parsing: result.content)
        #expect(json["today"]?["totals"]?["kcal"] == 330)
        #expect(json["today"]?["progress"]?.arrayValue?.first == "Calories: 330 / 2,000 kcal (1,670 to go)")
    }

    @Test("update_profile changes only the fields given, converting pounds")
    func updateProfile() async throws {
        let store = TestPorts(profile: Profile(name: "Sam", diet: "vegetarian"))
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let result = await executor.execute(call("update_profile", #"{"body_weight":176,"weight_unit":"lb","equipment":"dumbbells at home"}"#))
        #expect(!result.isError)
        #expect(result.summary == "Profile updated: body weight 79.8 kg, equipment \"dumbbells at home\"")
        let profile = try #require(try await store.profiles.loadProfile())
        #expect(profile.name == "Sam" && profile.diet == "vegetarian")
        #expect(profile.bodyWeightKg == 79.8 && profile.equipment == "dumbbells at home")
        let json = try JSONValue(parsing: result.content)
        #expect(json["changed"]?["body_weight_kg"] == 79.8)
        #expect(json["profile"]?["Body weight"] == "79.8 kg")

        _ = await executor.execute(call("update_profile", #"{"name":"  Samira  "}"#))
        #expect(try await store.profiles.loadProfile()?.name == "Samira")
    }

    @Test("bad update_profile arguments are an error result and change nothing", arguments: [
        (#"{}"#, "nothing to change: give name, body_weight or one of goal, motivation, activity_level, schedule, experience, equipment, diet, coaching_style, detail_level"),
        (#"{"body_weight":900}"#, "900 kg is not a plausible body weight"),
        (#"{"body_weight":"eighty"}"#, "\"body_weight\" must be a number"),
        (#"{"body_weight":80,"weight_unit":"stone"}"#, "\"weight_unit\" must be kg or lb"),
        (#"{"name":""}"#, "\"name\" must be text of 1 to 60 characters"),
        (#"{"name":"Sam","age":30}"#, "unknown field \"age\""),
    ])
    func badProfileArguments(arguments: String, message: String) async throws {
        let store = TestPorts(profile: Profile(name: "Sam"))
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let result = await executor.execute(call("update_profile", arguments))
        #expect(result.isError)
        #expect(try JSONValue(parsing: result.content)["error"]?.stringValue == message)
        #expect(try await store.profiles.loadProfile() == Profile(name: "Sam"))
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

    @Test("tool specs have object schemas")
    func specs() {
        #expect(CoachTools.all.map(\.name) == ["log_food", "log_workout", "set_goal", "today_summary", "update_profile",
                                               "remove_last_entry"])
        for spec in CoachTools.all { #expect(spec.parameters["type"] == "object") }
        #expect(CoachTools.setGoalSpec.parameters["required"] == ["kind"])
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
