import CoachDomain
import CoachLanguage
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
        try await ToolFailure.saving("meal") { try await meals.addBoundedMeal(MealEntry(day: day, description: arguments.text, items: parse.items)) }
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

// MARK: the offline rule

extension LogFoodTool {
    package static let writes = true

    /// Food the line reports, read without the day it names at its start or end (then on that
    /// day), else whole. After a meal's lead ("I had", "breakfast:" or "log"): the words after it,
    /// when the food list reads any of them, or when it reads none but they name no coaching topic
    /// and no workout ("had a zorblax pie" is logged and the tool says what it did not know; "I had
    /// a bad night's sleep" is a question). Without a lead: a line the food list reads whole ("2
    /// eggs and toast"), unless it names a coaching topic by a phrase and opens with no amount.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        for part in line.entryParts {
            if let reading = read(line, part) { return reading }
        }
        return nil
    }

    static func read(_ line: OfflineLine, _ part: EntryPart) -> OfflineReading<Arguments>? {
        let rest = line.rest(of: part)
        let text = line.text(rest)
        guard line.size(of: rest) > 0, !text.isEmpty else { return nil }
        let entry = EntryDescription(text, day: line.dayArgument(part))
        let parse = line.readers.nutrition.parse(text)
        guard let lead = part.lead else {
            guard !parse.items.isEmpty, parse.unrecognized.isEmpty else { return nil }
            if let topic = line.topic, topic.score >= 4, !line.opensWithAmount(rest) { return nil }
            return OfflineReading(entry, score: line.score([], found: parse.items.count, explaining: [rest] + line.dayRange(part),
                                                           acts: [.report]))
        }
        guard part.kind == "food" || part.kind == "any" else { return nil }
        if !parse.items.isEmpty {
            return OfflineReading(entry, score: line.score([lead], found: parse.items.count, explaining: line.dayRange(part),
                                                           estimated: line.read(rest, unread: parse.unrecognized.map(\.text)),
                                                           acts: [.report]))
        }
        guard line.readers.workouts.parse(text).sets.isEmpty, line.readers.library.match(line.words(rest)) == nil else { return nil }
        return OfflineReading(entry, score: line.score([lead], explaining: line.dayRange(part), acts: [.report]))
    }

    /// Without the tool: what the food comes to, clearly not logged.
    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.foodEstimate(line.readers.nutrition.parse(arguments.text))
    }
}
