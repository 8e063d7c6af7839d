import CoachDomain
import CoachLanguage
import CoachMeals
import CoachProgress
import LLM

/// `plan_meals(day?)`: a whole day of meals from the foods list on the day's targets (energy
/// within 5%, protein 10%, fat and carbs 15%, fibre at least 80%), fitting the user's diet and
/// restrictions; the same day always gives the same plan. Says what it missed when the foods cannot.
package struct PlanMealsTool: CoachTool {
    /// The profile, the day's targets and the log, with the foods list.
    let advisor: MealAdvisor

    /// The tool over what it runs on.
    package init(advisor: MealAdvisor) {
        self.advisor = advisor
    }

    package struct Arguments: Codable, Sendable {
        var day: String?
    }

    package struct Output: Codable, Sendable {
        struct Meal: Codable, Sendable {
            var meal: MealSlot
            var items: [MealItemReport]
            var kcal: Double
            var protein: Double
        }

        var date: CalendarDay
        var meals: [Meal]
        /// "2,000 kcal, 130 g protein, ..." for the targets and the plan.
        var targets: String
        var totals: String
        /// The targets missed, one line each; empty when the plan is on target.
        var misses: [String]
        var notes: [String]
        var fits: String
    }

    package static let name = "plan_meals"

    package static let spec = ToolSpec(
        name: name,
        description: "A whole day of meals (breakfast, lunch, dinner, snacks) from the food list on the user's targets for the "
            + "day, fitting their diet and restrictions, with every portion's kcal and macros. Use it when asked for a meal "
            + "plan or a day of eating.",
        parameters: [
            "type": "object",
            "properties": ["day": ["type": "string", "description": "today (default), tomorrow, yesterday, a weekday or YYYY-MM-DD."]],
        ])

    /// The day a plan is asked for: today, tomorrow, or as ``DayArgument`` reads it.
    static func day(_ text: String?, today: CalendarDay) throws(ToolFailure) -> CalendarDay {
        guard let text = text.map({ TextTools.collapse($0.lowercased()) }), !text.isEmpty else { return today }
        if text == "tomorrow" { return today.adding(days: 1) }
        guard let day = DayArgument.day(text, today: today) else {
            throw ToolFailure("'\(text)' is not a day; write it as YYYY-MM-DD, today, tomorrow, yesterday or a weekday")
        }
        return day
    }

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let day = try Self.day(arguments.day, today: today)
        let plan: DayPlan
        let fits: String
        do {
            switch try await advisor.plan(on: day) {
            case .success(let value): plan = value
            case .failure(let gap): throw ToolFailure(gap.description)
            }
            fits = FoodFilter(profile: try await advisor.days.profiles.loadProfile() ?? Profile()).summary
        } catch let failure as ToolFailure { throw failure } catch { throw ToolFailure("could not read the profile or the log (\(error))") }
        return Output(date: day, meals: plan.meals.map { meal in
            let group = MealGroupReport(meal.items)
            return Output.Meal(meal: meal.slot, items: group.items, kcal: group.kcal, protein: group.protein)
        }, targets: plan.targets.summary, totals: plan.totals.summary, misses: plan.misses.map(\.text), notes: plan.notes, fits: fits)
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        "Plan for \(output.date.iso): \(output.totals)" + (output.misses.isEmpty ? "" : "; misses \(output.misses.count) target(s)")
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let when = output.date == composer.context.day ? "today" : output.date.longDescription
        var lines = ["A day of meals for \(when)" + (output.fits == FoodFilter().summary ? "" : " (\(output.fits))") + ":"]
        for meal in output.meals {
            lines.append("- \(meal.meal.rawValue.capitalized): " + Format.list(meal.items.map(\.label))
                + " — \(Format.integer(meal.kcal)) kcal, \(Format.integer(meal.protein)) g protein")
        }
        lines.append("Totals: \(output.totals) (targets: \(output.targets)).")
        lines += output.notes
        lines.append(":meals shows it as a table; say \"log my breakfast from the plan\" to log a meal of it.")
        return lines.joined(separator: "\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I can't plan the day yet: \(message)." }
}

// MARK: the offline rule

extension PlanMealsTool {
    package static let writes = false

    /// "Plan my meals (for tomorrow)", "meal plan" or "what should I eat today?": a `meals=plan`
    /// phrase in a line of at most ten words; the day is tomorrow when the line says it, else the
    /// day it names at its start or end (none: today).
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let plan = line.spans("meals", "plan")
        guard !plan.isEmpty, line.size <= 10 else { return nil }
        let tomorrow = line.utterance.days.first { $0.day == .relative(1) }
        let day = tomorrow.map { LineDay(reference: $0.day, range: $0.range, atStart: false) } ?? line.day
        let words = line.spans("meals", "word").map(\.range)
        return OfflineReading(Arguments(day: day.flatMap { line.argument($0.reference) }),
                              score: line.score(plan, explaining: words + (day.map { [$0.range] } ?? []), acts: [.question, .request]))
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.mealsUnavailable
    }
}
