import CoachDomain
import CoachMeals
import LLM

/// `log_planned_meal(meal, day?)`: logs a meal of the day's plan (`plan_meals`) as eaten, item by item.
enum LogPlannedMealTool: CoachTool {
    struct Arguments: Codable, Sendable {
        var meal: String
        var day: String?
    }

    typealias Output = LogFoodTool.Output

    static let name = "log_planned_meal"

    static let spec = ToolSpec(
        name: name,
        description: "Log one meal of the day's meal plan (as plan_meals shows it) as eaten: \"log my breakfast from the plan\".",
        parameters: [
            "type": "object",
            "properties": ["meal": ["type": "string", "enum": ["breakfast", "lunch", "dinner", "snack"]],
                           "day": EntryDescription.dayParameter],
            "required": ["meal"],
        ])

    static func run(_ arguments: Arguments, in context: ToolContext) async throws(ToolFailure) -> Output {
        guard let slot = try MealSlot.argument(arguments.meal) else { throw ToolFailure("missing \"meal\"") }
        let day = try context.day(named: arguments.day)
        let advisor = MealAdvisor(foods: context.nutrition.foods, ports: context.ports)
        let items: [FoodItem]
        do {
            switch try await advisor.plannedItems(slot, on: day) {
            case .success(let value): items = value
            case .failure(let gap): throw ToolFailure(gap.description)
            }
            let description = "\(slot.rawValue) from the plan: " + Format.list(items.map(\.name))
            try await context.ports.nutrition.addMeal(MealEntry(day: day, description: description, items: items))
        } catch let failure as ToolFailure { throw failure } catch { throw ToolFailure("could not save the meal (\(error))") }
        let totals = items.reduce(Macros.zero) { $0 + $1.macros }
        return Output(logged: items, mealTotals: totals, unrecognized: [],
                      today: day == context.day ? await context.todayReport() : nil, day: day == context.day ? nil : day)
    }

    static func summary(of output: Output, in context: ToolContext) -> String { LogFoodTool.summary(of: output, in: context) }

    static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        LogFoodTool.offlineReply(to: output, composer: composer)
    }

    static func offlineFailure(_ message: String) -> String { "I couldn't log that meal: \(message)." }
}
