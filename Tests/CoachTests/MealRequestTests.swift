import Foundation
@testable import Coach
@testable import CoachDomain
import CoachMeals
import LLM
import Testing

/// Questions about what to eat, offline: understood, answered with foods that fit, never written to the profile.
@Suite("Meal requests")
struct MealRequestTests {
    func parse(_ line: String) -> Routed { Rules.route(line) }

    @Test("questions about what to eat become suggestions", arguments: [
        ("what should I eat for dinner?", SuggestionRequest(slot: .dinner)),
        ("What can I eat?", SuggestionRequest()),
        ("I have 40 g protein and 600 kcal left, what can I eat?", SuggestionRequest(kcal: 600, protein: 40)),
        ("I have 40g of protein and 600kcal left", SuggestionRequest(kcal: 600, protein: 40)),
        ("a snack without dairy", SuggestionRequest(slot: .snack, without: ["dairy"])),
        ("suggest a dinner without gluten or nuts", SuggestionRequest(slot: .dinner, without: ["gluten", "nuts"])),
        ("gluten-free lunch ideas", SuggestionRequest(slot: .lunch, without: ["gluten"])),
        ("what should I have for supper", SuggestionRequest(slot: .dinner)),
        ("any ideas for a snack with no peanuts", SuggestionRequest(slot: .snack, without: ["peanuts"])),
    ])
    func suggestions(line: String, request: SuggestionRequest) {
        #expect(parse(line) == .suggestFood(request))
    }

    @Test("plans and logging from the plan")
    func plans() {
        #expect(parse("plan my meals for tomorrow") == .planMeals(day: "tomorrow"))
        #expect(parse("give me a meal plan") == .planMeals())
        #expect(parse("what should I eat today?") == .planMeals())
        #expect(parse("log my breakfast from the plan") == .logPlannedMeal(.breakfast))
        #expect(parse("I had lunch from my plan") == .logPlannedMeal(.lunch))
    }

    @Test("other food questions stay with the library; statements stay facts or logs")
    func others() {
        #expect(parse("what should I eat before a workout?") == .question("pre-workout-meal"))
        if parse("what should I eat to lose weight?").name == SuggestFoodsTool.name { Issue.record("a fat-loss question is not a meal request") }
        if parse("I had a snack without dairy").name == SuggestFoodsTool.name { Issue.record("a log is not a meal request") }
        if parse("I'm allergic to peanuts").name != UpdateProfileTool.name { Issue.record("a restriction stated is a profile fact") }
        if parse("snack: almonds").name != LogFoodTool.name { Issue.record("a snack eaten is logged") }
    }

    /// A vegan who avoids peanuts, with targets set by hand.
    func veganStore() async throws -> TestPorts {
        let store = TestPorts(profile: Profile.with {
            $0[ProfileFields.name] = "Vee"
            $0[ProfileFields.diet] = .vegan
            $0[ProfileFields.restrictions] = FoodRestrictions(["peanuts"])
        })
        try await store.goals.setGoal(Goal(kind: .dailyKcal, target: 2_000))
        try await store.goals.setGoal(Goal(kind: .dailyProtein, target: 110))
        return store
    }

    /// The offline coach's whole answer to `line`: its tool calls run, then its reply.
    func reply(_ line: String, store: TestPorts) async throws -> String {
        let provider = OfflineCoachProvider(resources: Fixtures.resources, ports: store.ports, today: { Fixtures.day })
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, today: { Fixtures.day })
        let user = ChatMessage.user(line)
        var messages = [user]
        let first = try await provider.reply(to: ChatRequest(messages: messages, tools: CoachTools.all))
        let calls = first.compactMap { if case .toolCall(let call) = $0 { call } else { nil } }
        if !calls.isEmpty {
            messages.append(.assistant("", toolCalls: calls))
            for call in calls { messages.append(await executor.execute(call).message) }
        }
        let events = try await provider.reply(to: ChatRequest(messages: messages, tools: CoachTools.all))
        return events.compactMap { if case .text(let piece) = $0 { piece } else { nil } }.joined()
    }

    @Test("a vegan asking for dinner gets vegan foods with numbers, and no salmon")
    func veganDinner() async throws {
        let store = try await veganStore()
        let text = try await reply("what should I eat for dinner?", store: store)
        #expect(text.hasPrefix("For dinner, about 700 kcal and 39 g protein (from what's left today), fitting how you eat (vegan, without peanuts):"))
        let options = text.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(options.count == 3)
        for option in options { #expect(option.contains(" kcal, ") && option.hasSuffix(" g protein")) }
        for option in options {
            for animal in ["salmon", "chicken", "beef", "egg", "yogurt", "cheese", "peanut"] { #expect(!option.contains(animal), "\(option)") }
        }
        // Nothing was written to the profile.
        #expect(try await store.profiles.loadProfile()?[ProfileFields.restrictions] == FoodRestrictions(["peanuts"]))
    }

    @Test("'a snack without dairy' leaves dairy out for that question and keeps the profile as it was")
    func snackWithoutDairy() async throws {
        let store = TestPorts(profile: Profile.with { $0[ProfileFields.diet] = .vegetarian })
        try await store.goals.setGoal(Goal(kind: .dailyKcal, target: 2_000))
        let text = try await reply("a snack without dairy", store: store)
        #expect(text.hasPrefix("For snack, about 200 kcal"))
        #expect(text.contains("fitting how you eat (vegetarian, without dairy)"))
        for dairy in ["yogurt", "milk", "cheese", "kefir", "skyr"] {
            #expect(!text.contains(dairy) || text.contains("soy milk") || text.contains("oat milk") || text.contains("almond milk"), "\(dairy)")
        }
        #expect(try await store.profiles.loadProfile()?[ProfileFields.restrictions] == nil)
    }

    @Test("the numbers the user gives are the aim")
    func givenNumbers() async throws {
        let store = try await veganStore()
        let text = try await reply("I have 40 g protein and 600 kcal left, what can I eat?", store: store)
        #expect(text.hasPrefix("For dinner, about 600 kcal and 40 g protein, fitting how you eat (vegan, without peanuts):"))
    }

    @Test("logging a food the profile leaves out logs it and says why, once")
    func avoidedFood() async throws {
        let store = try await veganStore()
        let text = try await reply("I had 2 tbsp peanut butter on toast and a latte", store: store)
        #expect(text.contains("Logged "))
        let meals = try await store.nutrition.meals(on: Fixtures.day)
        #expect(meals.count == 1)
        #expect(meals.first?.items.map(\.name).contains("peanut butter") == true)
        #expect(text.contains("Heads-up — latte: you eat vegan and it has dairy; peanut butter: you avoid peanuts."))
        #expect(text.components(separatedBy: "you avoid peanuts").count == 2)
    }

    @Test("a day's plan, then its breakfast logged from the plan")
    func planThenLog() async throws {
        let store = try await veganStore()
        let plan = try await reply("plan my meals", store: store)
        #expect(plan.hasPrefix("A day of meals for today (vegan, without peanuts):"))
        #expect(plan.contains("- Breakfast: ") && plan.contains("- Dinner: "))
        let logged = try await reply("log my breakfast from the plan", store: store)
        #expect(logged.contains("Logged "))
        let meals = try await store.nutrition.meals(on: Fixtures.day)
        #expect(meals.count == 1)
        #expect(meals.first?.description.hasPrefix("breakfast from the plan: ") == true)
        // The plan does not change once its breakfast is logged.
        #expect(try await reply("plan my meals", store: store) == plan)
    }

    @Test("library answers about food give examples that fit the diet")
    func libraryExamples() async throws {
        let store = try await veganStore()
        let ideas = try await reply("meal ideas", store: store)
        #expect(ideas.contains("Quick dinners that fit how you eat: lentil curry with rice; a tofu and vegetable stir-fry with rice; "
            + "chickpea and spinach stew with potatoes; a black bean and sweet potato bowl with quinoa."))
        for word in ["salmon", "chicken", "omelette", "mince", "cod"] { #expect(!ideas.contains(word), "\(word)") }
        let protein = try await reply("how much protein do I need?", store: store)
        #expect(protein.contains("Easy anchors that fit how you eat: tofu or tempeh; seitan; lentils, beans or chickpeas; edamame."))
        let omnivore = TestPorts(profile: Profile())
        let plain = try await reply("meal ideas", store: omnivore)
        #expect(plain.contains("Quick dinners that fit how you eat: salmon with rice and broccoli; a chicken and vegetable stir-fry "
            + "with rice; chili with beans and lean mince; an omelette with toast and a salad."))
    }

    @Test("the model's instructions carry the diet and restrictions")
    func systemPrompt() async throws {
        let store = try await veganStore()
        let context = try await store.ports.context(on: Fixtures.day)
        let values = SystemPromptBuilder.values(for: context, persona: nil)
        #expect(values["food"] == "They eat: vegan (no meat, poultry, pork, fish, shellfish, egg, dairy, honey or gelatin); avoids "
            + "peanuts. Suggest only foods that fit; logging a food outside this is their choice (log it, say so once).")
        let template = try String(contentsOf: Fixtures.resources.promptsDirectory.appendingPathComponent("coach-system.md"), encoding: .utf8)
        #expect(template.contains("{{food}}") && template.contains("suggest_foods"))
    }
}
