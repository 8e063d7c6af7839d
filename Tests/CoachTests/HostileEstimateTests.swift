@testable import CoachDomain
import LLM
import Testing
@testable import Coach

/// Issue 18, item 2: a model's food estimate is held to the bounds of a food item, however
/// consistent its numbers; a name is held to `log_food`'s own 2,000 characters.
@Suite("A hostile food estimate")
struct HostileEstimateTests {
    let store = TestPorts()

    func logFood(_ description: String, estimate json: String) async -> ToolResult {
        let provider = ScriptedTestProvider([.init(events: [.text(json), .done(.stop)])])
        let estimator = LLMNutritionEstimator(provider: provider, prompts: PromptLibrary(directory: Fixtures.resources.promptsDirectory))
        let executor = ToolExecutor(ports: store.ports, resources: Fixtures.resources, estimator: estimator, today: { Fixtures.day })
        return await executor.execute(ToolCall(id: "c", name: "log_food", arguments: JSONValue.object(["description": .string(description)]).jsonString))
    }

    func reason(_ result: ToolResult) -> String {
        (try? JSONValue(parsing: result.content))?["unrecognized"]?.arrayValue?.first?["reason"]?.stringValue
            ?? (try? JSONValue(parsing: result.content))?["error"]?.stringValue ?? ""
    }

    @Test("10,000,000 g of 40,000,000 kcal (consistent by 4/4/9) is refused and nothing is stored")
    func hugeButConsistent() async {
        // 4 x 10,000,000 g protein = 40,000,000 kcal: the macro check alone passes it.
        let json = #"{"items":[{"name":"mystery stew","grams":10000000,"kcal":40000000,"protein":10000000,"carbs":0,"fat":0}]}"#
        let result = await logFood("a bowl of mystery stew", estimate: json)
        #expect(result.isError, "nothing known in the text, and the estimate is refused: \(result.content)")
        #expect(await store.nutrition.all.isEmpty)
        #expect(reason(result).contains("mystery stew"), "\(result.content)")
        #expect(result.content.contains("is more than one food item weighs"), "\(result.content)")
    }

    @Test("each bound on its own", arguments: [
        (#"{"name":"x","grams":6000,"kcal":6000,"protein":100,"carbs":1200,"fat":100}"#, "6,000 g is more than one food item weighs"),
        (#"{"name":"x","grams":3000,"kcal":12000,"protein":0,"carbs":0,"fat":1300}"#, "12,000 kcal is more than one food item holds"),
        (#"{"name":"x","grams":100,"kcal":2000,"protein":0,"carbs":0,"fat":220}"#, "2,000 kcal in 100 g is more than food holds"),
        (#"{"name":"x","grams":100,"kcal":900,"protein":100,"carbs":100,"fat":0}"#, "200 g of macros in 100 g of food"),
        (#"{"name":"x","grams":100,"kcal":-5,"protein":1,"carbs":1,"fat":0}"#, "a negative or missing amount"),
    ])
    func eachBound(item: String, problem: String) {
        switch NutritionExtraction.items(fromJSON: #"{"items":["# + item + "]}") {
        case .success(let items): Issue.record("accepted \(items)")
        case .failure(let rejection): #expect(rejection.problems.contains { $0.hasSuffix(problem) }, "\(rejection)")
        }
    }

    @Test("a 100,000-character name is refused, and the refusal quotes a short prefix")
    func longName() async {
        let name = String(repeating: "spam ", count: 20_000)
        let json = JSONValue.object(["items": .array([.object(["name": .string(name), "grams": 100, "kcal": 100, "protein": 5,
                                                                "carbs": 15, "fat": 2])])]).jsonString
        let result = await logFood("a plate of the chef's surprise", estimate: json)
        #expect(await store.nutrition.all.isEmpty)
        #expect(result.content.contains("a name longer than 2000 characters"), "\(result.content.prefix(300))")
        #expect(result.content.count < 1_000, "the refusal is one short line, not the name: \(result.content.count) characters")
    }

    @Test("a name holding an escape sequence or a NUL is stored without them")
    func controlsInAName() async throws {
        let json = #"{"items":[{"name":"\u001b[8mhidden\u001b[0m stew\u0000","grams":300,"kcal":300,"protein":20,"carbs":30,"fat":10}]}"#
        let result = await logFood("a bowl of secret stew", estimate: json)
        #expect(!result.isError, "\(result.content)")
        let meal = try #require(await store.nutrition.all.first)
        #expect(meal.items.map(\.name) == ["[8mhidden [0m stew"])
    }

    @Test("more than 20 items in one estimate are refused")
    func tooManyItems() {
        let item = #"{"name":"pea","grams":1,"kcal":1,"protein":0,"carbs":0,"fat":0}"#
        let json = #"{"items":["# + Array(repeating: item, count: 21).joined(separator: ",") + "]}"
        guard case .failure(let rejection) = NutritionExtraction.items(fromJSON: json) else { Issue.record("accepted"); return }
        #expect(rejection.problems == ["21 items, more than the 20 one estimate may hold"])
    }

    @Test("every food of the list, at 100 g, is within the bounds")
    func theFoodListIsWithinTheBounds() {
        for food in Fixtures.resources.foods.records {
            let item = FoodItem(name: food.name, quantity: 100, unit: "g", grams: 100, macros: food.per100g)
            #expect(LogBounds.problem(of: item) == nil, "\(food.name): \(LogBounds.problem(of: item) ?? "")")
        }
    }
}
