import Foundation
import LLM

/// Writes the offline coach's replies from the profile, today's log, tool results and the
/// coaching library. Pure: the same inputs always give the same text.
struct ReplyComposer: Sendable {
    let context: CoachContext
    let resources: CoachResources
    let voice: CoachVoice

    init(context: CoachContext, resources: CoachResources) {
        self.context = context
        self.resources = resources
        self.voice = CoachVoice(profile: context.profile)
    }

    var summary: DailySummary { context.summary }

    // MARK: tool results

    /// The reply to the result of one tool call (the JSON the ``ToolExecutor`` produced).
    func reply(toTool name: String, content: String) -> String {
        guard let json = try? JSONValue(parsing: content), json["ok"] != nil else {
            return "\(voice.goalOpener()) \(content)"
        }
        if json["ok"]?.boolValue == false {
            let error = json["error"]?.stringValue ?? "something went wrong"
            return toolFailure(name, error)
        }
        switch name {
        case CoachTools.logFood: return foodLogged(json)
        case CoachTools.logWorkout: return workoutLogged(json)
        case CoachTools.setGoal: return goalSet(json)
        case CoachTools.todaySummary: return todaySummary()
        case CoachTools.updateProfile: return profileUpdated(json)
        case CoachTools.removeLastEntry: return entryRemoved(json)
        default: return "\(voice.goalOpener()) \(name) is done."
        }
    }

    func toolFailure(_ name: String, _ error: String) -> String {
        switch name {
        case CoachTools.logFood: "I couldn't log that: \(error)."
        case CoachTools.logWorkout: "I couldn't log that workout: \(error)."
        case CoachTools.setGoal: "I couldn't set that goal: \(error)."
        case CoachTools.updateProfile: "I couldn't note that: \(error)."
        case CoachTools.removeLastEntry: "Nothing removed: \(error)."
        default: "That didn't work: \(error)."
        }
    }

    func foodLogged(_ json: JSONValue) -> String {
        let items = json["logged"]?.arrayValue ?? []
        let labels = items.compactMap { item in
            item["label"]?.stringValue.map { item["estimated"]?.boolValue == true ? $0 + " (estimated)" : $0 }
        }
        let meal = json["meal_totals"]
        let kcal = meal?["kcal"]?.numberValue ?? 0
        let protein = meal?["protein"]?.numberValue ?? 0
        var parts: [String] = []
        var first = "\(voice.foodOpener()) Logged \(Format.list(labels)): \(Format.integer(kcal)) kcal"
        if voice.detail == .brief {
            first += ", \(Format.number(protein)) g protein."
        } else {
            first += ", \(Format.number(protein)) g protein, \(Format.number(meal?["carbs"]?.numberValue ?? 0)) g carbs, "
                + "\(Format.number(meal?["fat"]?.numberValue ?? 0)) g fat."
        }
        parts.append(first)
        if voice.detail == .detailed, items.count > 1 {
            parts.append(items.map { item in
                "- \(item["label"]?.stringValue ?? "?"): \(Format.integer(item["kcal"]?.numberValue ?? 0)) kcal, "
                    + "\(Format.number(item["protein"]?.numberValue ?? 0)) g protein"
            }.joined(separator: "\n"))
        }
        let unknown = (json["unrecognized"]?.arrayValue ?? []).compactMap { $0["text"]?.stringValue }
        if !unknown.isEmpty {
            parts.append("I didn't recognise \(Format.list(unknown.map { "\"\($0)\"" })), so I left it out rather than guess. "
                + "Tell me what it is and roughly how much (e.g. \"150 g grilled salmon\") and I'll add it.")
        }
        parts.append(progressSentence())
        if voice.detail != .brief { parts.append(nutritionNudge()) }
        return parts.joined(separator: "\n\n")
    }

    func workoutLogged(_ json: JSONValue) -> String {
        let sets = json["logged"]?.arrayValue ?? []
        var lines: [String] = []
        var strength = false
        for set in sets {
            var line = set["label"]?.stringValue ?? "?"
            var extras: [String] = []
            if let volume = set["volume_kg"]?.numberValue, volume > 0 {
                extras.append("\(Format.integer(volume)) kg volume")
                strength = true
            }
            if let e1rm = set["estimated_1rm_kg"]?.numberValue, (set["reps"]?.numberValue ?? 0) > 1 {
                extras.append("estimated 1RM \(Format.number(e1rm)) kg")
            }
            if !extras.isEmpty { line += " (" + extras.joined(separator: ", ") + ")" }
            lines.append(line)
        }
        var parts: [String] = []
        if lines.count == 1 {
            parts.append("\(voice.workoutOpener()) Logged \(lines[0]).")
        } else {
            parts.append("\(voice.workoutOpener()) Logged:\n" + lines.map { "- \($0)" }.joined(separator: "\n"))
            if let volume = json["volume_kg"]?.numberValue, volume > 0 {
                parts.append("Total volume: \(Format.integer(volume)) kg.")
            }
        }
        let unknown = (json["unrecognized"]?.arrayValue ?? []).compactMap { item -> String? in
            guard let text = item["text"]?.stringValue else { return nil }
            return "\"\(text)\" (\(item["reason"]?.stringValue ?? "not understood"))"
        }
        if !unknown.isEmpty {
            parts.append("I couldn't log \(Format.list(unknown)) — write it like \"squat 3x5 100kg\" or \"ran 5 km in 28 min\".")
        }
        parts.append(weekSentence())
        if voice.detail != .brief {
            let tipID = strength ? (focus == .buildMuscle || focus == .getStronger ? "progressive-overload" : "post-workout")
                : "hydration"
            if let entry = resources.library.entry(id: tipID) { parts.append("Next: \(lowerFirst(entry.action))") }
        }
        if voice.detail == .detailed, strength {
            parts.append("Estimated 1RMs use Epley's formula: weight × (1 + reps / 30). Treat them as a guide, not a target to test.")
        }
        return parts.joined(separator: "\n\n")
    }

    func goalSet(_ json: JSONValue) -> String {
        guard let goalJSON = json["goal"], let kindRaw = goalJSON["kind"]?.stringValue, let kind = GoalKind(rawValue: kindRaw)
        else { return "\(voice.goalOpener()) Goal saved." }
        if kind == .focus {
            let focus = goalJSON["focus"]?.stringValue.flatMap(GoalFocus.init(rawValue:)) ?? .getFitter
            var parts = ["\(voice.goalOpener()) Your focus is now to \(focus.title)."]
            if let entry = resources.library.entry(id: Self.topic(for: focus)) {
                parts.append(voice.detail == .detailed ? entry.advice : entry.brief)
            }
            if summary.target(.dailyKcal) == nil, focus != .getFitter, focus != .getStronger {
                parts.append("Next step: give me a number to steer by — for example \"my goal is 2000 kcal a day\" or \"protein goal 150 g\".")
            }
            return parts.joined(separator: "\n\n")
        }
        let target = goalJSON["target"]?.numberValue ?? 0
        let label = goalJSON["label"]?.stringValue ?? kind.title
        var parts = ["\(voice.goalOpener()) Your goal is now \(label)."]
        let totals = summary.totals
        switch kind {
        case .dailyKcal: parts.append(remainingSentence("kcal", totals.kcal, target, integer: true))
        case .dailyProtein: parts.append(remainingSentence("g of protein", totals.protein, target, leftUnit: "g"))
        case .dailyCarbs: parts.append(remainingSentence("g of carbs", totals.carbs, target, leftUnit: "g"))
        case .dailyFat: parts.append(remainingSentence("g of fat", totals.fat, target, leftUnit: "g"))
        case .weeklyWorkouts:
            parts.append("You have \(summary.workoutDaysThisWeek) training day\(summary.workoutDaysThisWeek == 1 ? "" : "s") "
                + "so far this week. Put the sessions in your calendar now so the week decides for you.")
        case .targetWeight:
            parts.append("Weigh in a few mornings a week and judge the weekly average — single days swing 1–2 kg with water.")
        case .focus: break
        }
        return parts.joined(separator: "\n\n")
    }

    static func topic(for focus: GoalFocus) -> String {
        switch focus {
        case .loseFat: "fat-loss"
        case .buildMuscle: "muscle-gain"
        case .getStronger: "progressive-overload"
        case .getFitter: "cardio"
        case .maintain: "consistency"
        }
    }

    // MARK: shared sentences

    /// The user's focus: a `.focus` goal, else read from the profile's goal words.
    var focus: GoalFocus? {
        if let focus = summary.goal(.focus)?.focus { return focus }
        let words = TextTools.normalize(context.profile.goal ?? "")
        if words.isEmpty { return nil }
        for (phrase, focus) in GoalPhrases.focusPhrases where words.contains(phrase) { return focus }
        if words.contains("lose") || words.contains("fat") { return .loseFat }
        if words.contains("muscle") || words.contains("bigger") { return .buildMuscle }
        if words.contains("strong") { return .getStronger }
        return nil
    }

    func remainingSentence(_ unit: String, _ value: Double, _ target: Double, integer: Bool = false,
                           leftUnit: String = "kcal") -> String {
        let show: (Double) -> String = { integer ? Format.integer($0) : Format.number($0) }
        let left = target - value
        if left >= 0 { return "You're at \(show(value)) \(unit) today, \(show(left)) \(leftUnit) to go." }
        return "You're at \(show(value)) \(unit) today, \(show(-left)) \(leftUnit) over — no drama, tomorrow is a fresh day."
    }

    /// "Today so far: 1,240 / 2,200 kcal (960 to go), protein 85 / 150 g (65 g to go)."
    func progressSentence() -> String {
        let t = summary.totals
        var pieces: [String] = []
        if let kcal = summary.target(.dailyKcal) {
            pieces.append("\(Format.integer(t.kcal)) / \(Format.integer(kcal)) kcal (\(leftText(kcal - t.kcal, integer: true, unit: "")))")
        } else {
            pieces.append("\(Format.integer(t.kcal)) kcal")
        }
        if let protein = summary.target(.dailyProtein) {
            pieces.append("protein \(Format.number(t.protein)) / \(Format.number(protein)) g (\(leftText(protein - t.protein, unit: " g")))")
        } else {
            pieces.append("\(Format.number(t.protein)) g protein")
        }
        return "Today so far: " + pieces.joined(separator: ", ") + "."
    }

    private func leftText(_ left: Double, integer: Bool = false, unit: String) -> String {
        let show: (Double) -> String = { integer ? Format.integer($0) : Format.number($0) }
        return left >= 0 ? "\(show(left))\(unit) to go" : "\(show(-left))\(unit) over"
    }

    /// One concrete nutrition suggestion from today's numbers.
    func nutritionNudge() -> String {
        let t = summary.totals
        if let kcal = summary.target(.dailyKcal), t.kcal > kcal * 1.05 {
            return "You're \(Format.integer(t.kcal - kcal)) kcal over your target — no drama. Keep the rest of the day "
                + "light and protein-forward, and pick it up again tomorrow."
        }
        if let protein = summary.target(.dailyProtein), protein - t.protein > 15 {
            let gap = protein - t.protein
            if let (portion, gives) = proteinSuggestion() {
                return "Protein is the one to watch: \(Format.number(gap)) g to go. \(portion) adds about "
                    + "\(Format.integer(gives)) g."
            }
            return "Protein is the one to watch: \(Format.number(gap)) g to go."
        }
        if summary.target(.dailyKcal) == nil, summary.target(.dailyProtein) == nil {
            return "Set a daily target (\"my goal is 2200 kcal a day\", \"protein goal 150 g\") and I'll track you against it."
        }
        if let kcal = summary.target(.dailyKcal) {
            return "\(Format.integer(max(0, kcal - t.kcal))) kcal left for today — build the next meal around protein and vegetables."
        }
        return "Protein is on track — keep building meals around it."
    }

    /// A protein food that fits the user's diet: ("A chicken breast (172 g)", protein grams).
    func proteinSuggestion() -> (String, Double)? {
        let diet = TextTools.normalize(context.profile.diet ?? "")
        let names: [String] = diet.contains("vegan") || diet.contains("plant")
            ? ["tofu", "tempeh", "lentils"]
            : diet.contains("vegetarian") ? ["greek yogurt", "tofu", "cottage cheese"]
            : diet.contains("pescatarian") ? ["tuna", "salmon", "greek yogurt"]
            : ["chicken breast", "greek yogurt", "tuna"]
        var best: (String, Double)?
        for name in names {
            guard let food = resources.foods.food(named: name) else { continue }
            let portion = food.defaultPortion
            let protein = food.per100g.protein * portion.grams / 100
            let what = portion.unit == "piece" ? food.name : "\(portion.unit) of \(food.name)"
            if protein > (best?.1 ?? 0) { best = ("A \(what) (\(Format.integer(portion.grams)) g)", protein) }
        }
        return best
    }

    /// "That's 3 training days this week (goal: 4)."
    func weekSentence() -> String {
        let days = summary.workoutDaysThisWeek
        let plural = days == 1 ? "day" : "days"
        if let goal = summary.target(.weeklyWorkouts) {
            let left = goal.isFinite && abs(goal) < 1e6 ? Int(goal) - days : 0
            return "That's \(days) training \(plural) this week out of \(Format.number(goal))"
                + (left > 0 ? " — \(left) to go." : " — weekly goal reached.")
        }
        return "That's \(days) training \(plural) this week."
    }

    func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
}
