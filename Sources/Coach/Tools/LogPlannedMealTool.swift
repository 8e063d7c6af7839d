import CoachDomain
import CoachLanguage
import CoachMeals
import CoachProgress
import LLM

/// `log_planned_meal(meal, day?)`: logs a meal of the day's plan (`plan_meals`) as eaten, item by item.
package struct LogPlannedMealTool: CoachTool {
    /// The day's plan.
    let advisor: MealAdvisor
    /// Where meals are stored.
    let meals: any NutritionLog

    /// The tool over what it runs on.
    package init(advisor: MealAdvisor, meals: any NutritionLog) {
        self.advisor = advisor
        self.meals = meals
    }

    package struct Arguments: Codable, Sendable {
        var meal: String
        var day: String?
    }

    package typealias Output = LogFoodTool.Output

    package static let name = "log_planned_meal"

    package static let spec = ToolSpec(
        name: name,
        description: "Log one meal of the day's meal plan (as plan_meals shows it) as eaten: \"log my breakfast from the plan\".",
        parameters: [
            "type": "object",
            "properties": ["meal": ["type": "string", "enum": MealSlot.schemaChoices],
                           "day": EntryDescription.dayParameter],
            "required": ["meal"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        guard let slot = try MealSlot.argument(arguments.meal) else { throw ToolFailure("missing \"meal\"") }
        let day = try today.day(named: arguments.day)
        let items: [FoodItem]
        do {
            switch try await advisor.plannedItems(slot, on: day) {
            case .success(let value): items = value
            case .failure(let gap): throw ToolFailure(gap.description)
            }
            let description = "\(slot.rawValue) from the plan: " + Format.list(items.map(\.name))
            try await meals.addBoundedMeal(MealEntry(day: day, description: description, items: items))
        } catch let failure as ToolFailure { throw failure } catch { throw ToolFailure("could not save the meal (\(error))") }
        let totals = items.reduce(Macros.zero) { $0 + $1.macros }
        return Output(logged: items, mealTotals: totals, unrecognized: [],
                      today: day == today ? await advisor.days.todayReport(on: today) : nil, day: day == today ? nil : day)
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String { LogFoodTool.summary(of: output, on: today) }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        LogFoodTool.offlineReply(to: output, composer: composer)
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't log that meal: \(message)." }
}

// MARK: the offline rule

extension LogPlannedMealTool {
    package static let writes = true

    /// "Log my breakfast from the plan", "I had lunch from my plan": a meal (`meal=SLOT`), taken
    /// from the plan (`meals=from_plan`), after a lead that logs it ("log", "I had"); on the day the
    /// line names at its start or end.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        guard let lead = line.span(at: line.start, "report"), lead.value(of: "report") != "workout",
              let from = line.spans("meals", "from_plan").first, let meal = line.spans("meal").first,
              let slot = meal.value(of: "meal").flatMap(MealSlot.init(rawValue:)) else { return nil }
        let words = line.spans("meals", "word").map(\.range)
        return OfflineReading(Arguments(meal: slot.rawValue, day: line.day.flatMap { line.argument($0.reference) }),
                              score: line.score([lead, from, meal], explaining: words + (line.day.map { [$0.range] } ?? []),
                                                acts: [.report]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.mealsUnavailable
    }
}
