import Coach
import CoachDomain
import CoachMeals
import CoachProgress

/// `:meals [DAY]`: a day of meals on that day's targets, as a table. `:suggest [MEAL] [without
/// FOOD...]`: options fitting what is left today.
enum MealCommands {
    static let all: [MetaCommand] = [
        MetaCommand("meals", usage: "[DAY]", summary: "a day of meals on your targets, fitting your diet (DAY: tomorrow, YYYY-MM-DD...)",
                    arity: 0...1, completer: { _, prefix in ["today", "tomorrow"].filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, advisor: MealAdvisor, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let today = clock.today()
            let day = try MealPlanReport.day(arguments[0], today: today)
            switch try await advisor.plan(on: day) {
            case .failure(let gap): console.line(sentence(gap.description))
            case .success(let plan):
                let fits = FoodFilter(profile: try await advisor.days.profiles.loadProfile() ?? Profile()).summary
                ProgressSupport.show(MealPlanReport.lines(plan, fits: fits, today: today, style: ProgressSupport.style(console)), console)
                if day == today { console.line("Say \"log my breakfast from the plan\" to log a meal of it.") }
            }
            return .proceed
        },
        MetaCommand("suggest", usage: "[MEAL] [without FOOD...]",
                    summary: "what to eat next, fitting what is left today and your diet (MEAL: breakfast, lunch, dinner, snack)",
                    arity: 0...8, completer: { _, prefix in MealSlot.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, advisor: MealAdvisor, clock: AppClock, store: StoreHandle, console: Console) in
            try await StoreUnreadable.check(store)
            let request = try request(arguments.words)
            switch try await advisor.suggest(request, on: clock.today()) {
            case .failure(let gap): console.line(sentence(gap.description))
            case .success(let answer): ProgressSupport.show(lines(answer), console)
            }
            return .proceed
        },
    ]

    /// `dinner without gluten dairy`: the meal and the foods to leave out this time.
    static func request(_ words: [String]) throws -> SuggestionRequest {
        var rest = words.map { $0.lowercased() }
        var slot: MealSlot?
        if let first = rest.first, let named = MealSlot(rawValue: first) {
            slot = named
            rest.removeFirst()
        }
        guard !rest.isEmpty else { return SuggestionRequest(slot: slot) }
        guard rest.first == "without", rest.count > 1 else {
            throw CommandUsageError("expected a meal (breakfast, lunch, dinner, snack) and then 'without FOOD...', not '\(rest[0])'")
        }
        return SuggestionRequest(slot: slot, without: rest.dropFirst().filter { !["and", "or"].contains($0) })
    }

    /// The options, one line each, under what they aim at.
    static func lines(_ answer: SuggestionAnswer) -> [String] {
        let protein = answer.protein.map { " and \(Format.integer($0)) g protein" } ?? ""
        let fits = answer.filter.isEmpty ? "" : ", fitting how you eat (\(answer.filter.summary))"
        var lines = ["\(answer.slot.rawValue.capitalized): about \(Format.integer(answer.kcal)) kcal\(protein)\(fits)"]
        if let left = answer.left {
            lines[0] += " (left today: \(Format.integer(max(0, left.kcal))) kcal, \(Format.integer(left.protein)) g protein)"
        } else if !answer.asked {
            lines[0] += " (a usual portion: no targets yet, see :targets)"
        }
        guard !answer.options.isEmpty else { return lines + ["Nothing in the food list fits that; try another meal."] }
        for (index, option) in answer.options.enumerated() {
            lines.append("  \(index + 1). " + option.line)
        }
        return lines
    }

    /// A gap's words as a sentence.
    static func sentence(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() + "." }
}
