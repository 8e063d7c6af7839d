import CoachDomain
import CoachMeals
import Foundation
import LLM
import CoachLanguage

/// Writes the offline coach's replies from the profile, today's log, the targets, tool results
/// and the coaching library. Pure: the same inputs always give the same text.
package struct ReplyComposer: Sendable {
    let context: CoachContext

    /// The unit the user reads weights and loads in.
    var unit: WeightUnit { WeightUnit.preferred(by: context.profile) }
    let resources: CoachResources
    let voice: CoachVoice
    /// The user's record as the situations read it; read by the provider only for a message
    /// that asks about one (nil otherwise, and where no record is wired).
    var situationFacts: SituationFacts?

    init(context: CoachContext, resources: CoachResources) {
        self.context = context
        self.resources = resources
        self.voice = CoachVoice(profile: context.profile)
    }

    var summary: DailySummary { context.summary }
    var profile: Profile { context.profile }
    var targets: DailyTargets { context.summary.targets }

    /// The reply to one tool result (the tool message's JSON), in the words of that tool.
    func reply(toTool name: String, content: String) -> String {
        guard let tool = CoachTools.tool(named: name) else { return "\(name) is done." }
        return tool.offlineReply(content, self)
    }

    // MARK: shared sentences

    /// The library topic for the profile's goal.
    var goalTopic: String? {
        switch profile[ProfileFields.goal] {
        case .loseFat: "fat-loss"
        case .gainMuscle: "muscle-gain"
        case .getStronger: "progressive-overload"
        case .endurance: "cardio"
        case .maintain, .generalHealth: "consistency"
        case nil: nil
        }
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
        if let reason = summary.unreadable { return "I can't read today's log right now (\(reason))." }
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
                return "Protein is the one to watch: \(Format.number(gap)) g to go. \(portion) adds about \(Format.integer(gives)) g."
            }
            return "Protein is the one to watch: \(Format.number(gap)) g to go."
        }
        if summary.target(.dailyKcal) == nil, summary.target(.dailyProtein) == nil {
            return "Tell me about yourself (:onboard) and I'll work out your daily targets — or set one yourself: "
                + "\"my goal is 2200 kcal a day\"."
        }
        if let kcal = summary.target(.dailyKcal) {
            return "\(Format.integer(max(0, kcal - t.kcal))) kcal left for today — build the next meal around protein and vegetables."
        }
        return "Protein is on track — keep building meals around it."
    }

    /// A protein food that fits the user's diet and restrictions: ("A fillet of salmon (170 g)", grams of protein).
    func proteinSuggestion() -> (String, Double)? {
        let filter = FoodFilter(profile: profile)
        // The protein answer's own examples first (chicken, salmon, tofu...), else the list's protein foods that fit.
        let named = (resources.library.entry(id: "protein")?.examples ?? []).flatMap(\.foods).compactMap(resources.foods.food(named:))
            .filter { filter.allows($0) && PlanFood($0).map { $0.role == .protein && $0.meals.contains(.dinner) } == true }
        let candidates = named.isEmpty ? FoodExamples.proteinFoods(filter: filter, foods: resources.foods) : named
        var best: (String, Double)?
        for food in candidates {
            let portion = food.defaultPortion
            let protein = food.per100g.protein * portion.grams / 100
            let what = portion.unit == "piece" ? food.name : "\(portion.unit) of \(food.name)"
            if protein > (best?.1 ?? 0) { best = ("A \(what) (\(Format.integer(portion.grams)) g)", protein) }
        }
        return best
    }

    /// "That's 3 training days this week out of 4 — 1 to go."
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

    /// What the meal tools say when the chat does not offer them.
    var mealsUnavailable: String { "I can't look up meals in this chat; :suggest and :meals can." }

    /// What the training tools say when the chat does not offer them.
    var planUnavailable: String { "`:plan` shows your training plan and `:plan today` the day's session." }
}
