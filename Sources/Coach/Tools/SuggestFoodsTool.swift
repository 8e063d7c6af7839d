import CoachDomain
import CoachLanguage
import CoachMeals
import LLM

/// `suggest_foods(meal?, kcal?, protein?, without?)`: candidate foods from the foods list with
/// portions fitting what is left today (or the numbers given), none excluded by the profile's diet
/// and restrictions, each with its real kcal and macros. What a model suggests is checked against it.
package struct SuggestFoodsTool: CoachTool {
    /// The profile, the day's targets and the log, with the foods list.
    let advisor: MealAdvisor

    /// The tool over what it runs on.
    package init(advisor: MealAdvisor) {
        self.advisor = advisor
    }

    package struct Arguments: Codable, Sendable {
        var meal: String?
        var kcal: Double?
        var protein: Double?
        var without: [String]?

        init(_ request: SuggestionRequest) {
            meal = request.slot?.rawValue
            kcal = request.kcal
            protein = request.protein
            without = request.without.isEmpty ? nil : request.without
        }
    }

    package struct Output: Codable, Sendable {
        var meal: MealSlot
        /// The energy and protein the options aim at.
        var kcal: Double
        var protein: Double?
        /// Whether the aim is the numbers given rather than a share of what is left today.
        var asked: Bool
        /// What is left today, when there are targets.
        var leftKcal: Double?
        var leftProtein: Double?
        /// The diet and restrictions every option fits ("vegan, without peanuts").
        var fits: String
        var options: [MealGroupReport]
    }

    package static let name = "suggest_foods"

    package static let spec = ToolSpec(
        name: name,
        description: "Candidate foods for a meal or snack, from the food list, with portions fitting what is left today "
            + "(or the kcal and protein you pass), none excluded by the user's diet and restrictions; each with its kcal "
            + "and macros. Call it before suggesting what to eat, and suggest from its options.",
        parameters: [
            "type": "object",
            "properties": [
                "meal": ["type": "string", "enum": MealSlot.schemaChoices,
                         "description": "Which meal; default: the next one after those logged today."],
                "kcal": ["type": "number", "description": "Energy to fill, when the user says it; default: the meal's share of what is left."],
                "protein": ["type": "number", "description": "Grams of protein to aim at, when the user says it."],
                "without": ["type": "array", "items": ["type": "string"],
                            "description": "Foods to leave out for this question only (\"dairy\"), besides the profile's."],
            ],
        ])

    package func run(_ arguments: Arguments, on today: CalendarDay) async throws(ToolFailure) -> Output {
        let slot = try MealSlot.argument(arguments.meal)
        if let kcal = arguments.kcal, !(50...4_000).contains(kcal) { throw ToolFailure("\"kcal\" must be between 50 and 4000") }
        if let protein = arguments.protein, !(0...400).contains(protein) { throw ToolFailure("\"protein\" must be between 0 and 400") }
        let request = SuggestionRequest(slot: slot, kcal: arguments.kcal, protein: arguments.protein,
                                        without: (arguments.without ?? []).map { TextTools.collapse($0.lowercased()) })
        let answer: SuggestionAnswer
        do {
            switch try await advisor.suggest(request, on: today) {
            case .success(let value): answer = value
            case .failure(let gap): throw ToolFailure(gap.description)
            }
        } catch let failure as ToolFailure { throw failure } catch { throw ToolFailure("could not read today's log (\(error))") }
        return Output(meal: answer.slot, kcal: answer.kcal, protein: answer.protein, asked: answer.asked,
                      leftKcal: answer.left?.kcal.rounded(),
                      leftProtein: answer.left.map { $0.protein.rounded() }, fits: answer.filter.summary,
                      options: answer.options.map { MealGroupReport($0.items) })
    }

    package static func summary(of output: Output, on today: CalendarDay) -> String {
        "\(output.options.count) option\(output.options.count == 1 ? "" : "s") for \(output.meal.rawValue) "
            + "(\(Format.integer(output.kcal)) kcal)"
    }

    package static func offlineReply(to output: Output, composer: ReplyComposer) -> String {
        let aim = "about \(Format.integer(output.kcal)) kcal" + (output.protein.map { " and \(Format.integer($0)) g protein" } ?? "")
        let fits = output.fits == FoodFilter().summary ? "" : ", fitting how you eat (\(output.fits))"
        guard !output.options.isEmpty else {
            return "Nothing in my food list fits \(aim) for \(output.meal.rawValue)\(fits). Try a larger or smaller amount, "
                + "or tell me what you have in."
        }
        let source = output.asked ? "" : output.leftKcal == nil ? " (a usual portion: :onboard and I'll fit it to your targets)"
            : " (from what's left today)"
        var lines = ["For \(output.meal.rawValue), \(aim)\(source)\(fits):"]
        lines += output.options.map { "- \($0.line)" }
        lines.append("Tell me what you eat and I'll log it.")
        return lines.joined(separator: "\n")
    }

    package static func offlineFailure(_ message: String) -> String { "I can't suggest anything yet: \(message)." }
}

// MARK: the offline rule

extension SuggestFoodsTool {
    package static let writes = false

    /// "What should I eat for dinner?", "I have 40 g protein and 600 kcal left", "a snack without
    /// dairy", "suggest a dinner without gluten please": options for a meal. A request for options
    /// (`meals=suggest`), or, without one, a meal with foods to leave out or an amount left
    /// (`meals=left`); every word of the line is the request's (its words, the meal, amounts, foods
    /// left out), so "what should I eat before a workout?" is a coaching question. The foods left out
    /// ("without dairy", "no nuts" or "gluten-free") are for this question only: never the profile's.
    package static func read(_ line: OfflineLine) -> OfflineReading<Arguments>? {
        let leads = line.spans("meals", "suggest")
        let meal = line.spans("meal").first
        let without = leftOut(line)
        let amounts = asked(line)
        let left = line.spans("meals", "left")
        guard !leads.isEmpty || meal != nil && !without.spans.isEmpty || !left.isEmpty && (amounts.kcal ?? amounts.protein) != nil
        else { return nil }
        var covered = line.utterance.spans.filter { span in
            !span.negated && (span.value(of: "meals").map { $0 != "plan" && $0 != "from_plan" } ?? false
                              || span.value(of: "meal") != nil || span.value(of: "nutrient") != nil || span.value(of: "negation") != nil)
        }.map(\.range)
        covered += without.spans.map(\.range) + amounts.ranges
        covered += line.utterance.entities.filter { $0.number != nil || $0.amount() != nil }.map(\.range)
        guard line.explained(covered) == line.size else { return nil }
        let request = SuggestionRequest(slot: meal?.value(of: "meal").flatMap(MealSlot.init(rawValue:)), kcal: amounts.kcal,
                                        protein: amounts.protein, without: without.foods)
        let evidence = leads + (meal.map { [$0] } ?? []) + without.spans + left
        return OfflineReading(Arguments(request), score: line.score(evidence, explaining: covered, acts: [.question, .request]))
    }

    /// The foods a request leaves out: the `restrictions` words negated ("without dairy", "no
    /// nuts or soy") or followed by "free" ("gluten-free"), each once, in order.
    static func leftOut(_ line: OfflineLine) -> (foods: [String], spans: [Span]) {
        var foods: [String] = []
        var spans: [Span] = []
        for span in line.utterance.spans("restrictions") {
            guard let food = span.value(of: "restrictions"),
                  span.negated || line.span(at: span.range.upperBound, "meals", "free") != nil else { continue }
            spans.append(span)
            if let free = line.span(at: span.range.upperBound, "meals", "free") { spans.append(free) }
            let name = food.replacingOccurrences(of: "_", with: " ")
            if !foods.contains(name) { foods.append(name) }
        }
        return (foods, spans)
    }

    /// The energy and the protein a request gives ("600 kcal", "40 g protein" or "40g of protein"),
    /// with the tokens that say them.
    static func asked(_ line: OfflineLine) -> (kcal: Double?, protein: Double?, ranges: [Range<Int>]) {
        var kcal: Double?
        var protein: Double?
        var ranges: [Range<Int>] = []
        for entity in line.utterance.entities {
            if let energy = entity.amount(of: "energy"), energy.unit == "kcal" {
                kcal = energy.value
                ranges.append(entity.range)
            } else if let mass = entity.amount(of: "mass"), mass.unit == "g" {
                let after = line.nextContent(from: entity.range.upperBound)
                let named = line.span(at: after, "nutrient", "protein")
                    ?? line.span(at: line.nextContent(from: after + 1), "nutrient", "protein")
                if let named {
                    protein = mass.value
                    ranges.append(entity.range.lowerBound..<named.range.upperBound)
                }
            }
        }
        return (kcal, protein, ranges)
    }

    package static func unoffered(_ arguments: Arguments, line: OfflineLine, composer: ReplyComposer) -> String {
        composer.mealsUnavailable
    }
}
