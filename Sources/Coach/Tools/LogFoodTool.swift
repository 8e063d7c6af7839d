import CoachDomain
import CoachProgress
import LLM

/// `log_food(description)`: food the user ate, read by the nutrition parser (unknown foods go
/// to the estimator, when there is one) and stored as one meal.
package struct LogFoodTool: CoachTool {
    /// Reads the descriptions.
    let parser: NutritionParser
    /// Where meals are stored.
    let meals: any NutritionLog
    /// Asked about foods the list does not know; nil: they are reported as unknown.
    let estimator: (any NutritionEstimator)?
    /// Today after the call.
    let days: CoachContextReader

    /// The tool over what it runs on.
    package init(parser: NutritionParser, meals: any NutritionLog, estimator: (any NutritionEstimator)?, days: CoachContextReader) {
        self.parser = parser
        self.meals = meals
        self.estimator = estimator
        self.days = days
    }

    package typealias Arguments = EntryDescription

    package struct Output: Codable, Sendable {
        var logged: [FoodItem]
        var mealTotals: Macros
        var unrecognized: [UnrecognizedPart]
        var today: TodayReport?
        /// The day it was logged on, when not today (then `today` is nil).
        var day: CalendarDay?
        /// Logged foods the profile's diet or restrictions leave out, with why: "peanut butter: you avoid peanuts".
        var avoided: [String]? = nil
    }

    package static let name = "log_food"

    package static let spec = ToolSpec(
        name: name,
        description: "Log food the user ate or drank (today, or the day they name). Pass the user's own description with amounts, "
            + "e.g. \"2 eggs and a slice of toast\" or \"200g chicken breast, 1 cup rice\". Returns the items "
            + "understood with kcal and macros, anything not recognised, and today's totals against the targets.",
        parameters: [
            "type": "object",
            "properties": ["description": ["type": "string", "description": "What was eaten, with quantities and units."],
                           "day": EntryDescription.dayParameter],
            "required": ["description"],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let day = try today.day(named: arguments.day)
        var parse = parser.parse(arguments.text)
        if let estimator = estimator, parse.unrecognized.contains(where: { $0.reason.hasPrefix("unknown food") }) {
            parse = await Self.estimateUnknown(parse, with: estimator)
        }
        guard !parse.items.isEmpty else {
            // A reason beyond "unknown food" (an estimate refused, an amount below zero) is said with its part.
            let parts = parse.unrecognized.isEmpty ? "\"\(arguments.text)\"" : Format.list(parse.unrecognized.map {
                $0.reason == "unknown food" ? "\"\($0.text)\"" : "\"\($0.text)\" (\($0.reason))"
            })
            throw ToolFailure("no food I know in \(parts) — give a common food name and an amount, e.g. \"150 g grilled salmon\"")
        }
        do { try await meals.addBoundedMeal(MealEntry(day: day, description: arguments.text, items: parse.items)) } catch {
            throw ToolFailure("could not save the meal (\(error))")
        }
        // Logged all the same (the user decides), and said once.
        let avoided = await MealAdvisor(foods: parser.foods, days: days).avoided(parse.items)
        return Output(logged: parse.items, mealTotals: parse.totals, unrecognized: parse.unrecognized,
                      today: day == today ? await days.todayReport(on: today) : nil, day: day == today ? nil : day,
                      avoided: avoided.isEmpty ? nil : avoided)
    }

    /// Asks the estimator about the unknown parts; refused estimates stay unknown, with the reason.
    static func estimateUnknown(_ parse: NutritionParse, with estimator: any NutritionEstimator) async -> NutritionParse {
        var result = NutritionParse(items: parse.items, unrecognized: [])
        for part in parse.unrecognized {
            guard part.reason.hasPrefix("unknown food") else {
                result.unrecognized.append(part)
                continue
            }
            do {
                let items = try await estimator.estimate(part.text)
                if items.isEmpty { result.unrecognized.append(part) } else { result.items += items }
            } catch {
                result.unrecognized.append(UnrecognizedPart(text: part.text, reason: "unknown food; estimate refused (\(error))"))
            }
        }
        return result
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        var line = "Logged \(output.logged.count == 1 ? output.logged[0].label : "\(output.logged.count) items")"
            + (output.day.map { " for \($0.iso)" } ?? "") + ": "
            + "\(Format.integer(output.mealTotals.kcal)) kcal, \(Format.number(output.mealTotals.protein)) g protein"
        if !output.unrecognized.isEmpty { line += "; not recognised: " + output.unrecognized.map(\.text).joined(separator: ", ") }
        if let avoided = output.avoided { line += "; outside the profile: " + avoided.joined(separator: "; ") }
        return line
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let voice = composer.voice
        let labels = output.logged.map { $0.isEstimate ? $0.label + " (estimated)" : $0.label }
        let meal = output.mealTotals
        let when = output.day.map { " for \(LogReport.dayText($0, today: composer.context.day))" } ?? ""
        var first = "\(voice.foodOpener()) Logged \(Format.list(labels))\(when): \(Format.integer(meal.kcal)) kcal"
        if voice.detail == .brief {
            first += ", \(Format.number(meal.protein)) g protein."
        } else {
            first += ", \(Format.number(meal.protein)) g protein, \(Format.number(meal.carbs)) g carbs, \(Format.number(meal.fat)) g fat."
        }
        var parts = [first]
        if let avoided = output.avoided { parts.append("Heads-up — " + avoided.joined(separator: "; ") + ".") }
        if voice.detail == .detailed, output.logged.count > 1 {
            parts.append(output.logged.map { "- \($0.label): \(Format.integer($0.kcal)) kcal, \(Format.number($0.protein)) g protein" }
                .joined(separator: "\n"))
        }
        if !output.unrecognized.isEmpty {
            parts.append("I didn't recognise \(Format.list(output.unrecognized.map { "\"\($0.text)\"" })), so I left it out rather "
                + "than guess. Tell me what it is and roughly how much (e.g. \"150 g grilled salmon\") and I'll add it.")
        }
        if let day = output.day {
            parts.append("Today's totals are unchanged; :day \(day.iso) shows that day.")
            return parts.joined(separator: "\n\n")
        }
        parts.append(composer.progressSentence())
        if voice.detail != .brief { parts.append(composer.nutritionNudge()) }
        return parts.joined(separator: "\n\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I couldn't log that: \(message)." }
}
