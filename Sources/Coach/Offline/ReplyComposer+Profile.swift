import CoachDomain
import CoachMeals

extension ReplyComposer {
    /// The reply to `update_profile`: what was noted, in the voice it may have just changed, and
    /// the targets when the change moved them.
    func profileUpdated(_ changes: ProfileChanges, refused: [String]) -> String {
        var parts: [String] = []
        let shown = profile.context(year: context.day.year)
        if let name = changes.values[ProfileFields.name.key]?.stringValue { parts.append("Nice to meet you, \(name). I'll remember that.") }
        if changes.sets(ProfileFields.detailLevel.key) {
            switch voice.detail {
            case .brief: parts.append("Got it — short answers from now on.")
            case .detailed: parts.append("Sure — I'll go into more detail from now on.")
            case .standard: parts.append("Balanced answers it is.")
            }
        }
        if changes.sets(ProfileFields.coachingStyle.key) {
            switch voice.style {
            case .direct: parts.append("Tough love it is. No excuses, just the work.")
            case .supportive: parts.append("Got it — I'll keep it encouraging.")
            case .analytical: parts.append("Numbers first, from now on.")
            case .balanced: parts.append("Buddy mode: we're in this together.")
            }
        }
        let spoken: Set<String> = [ProfileFields.name.key, ProfileFields.detailLevel.key, ProfileFields.coachingStyle.key]
        let others = changes.fields.filter { !spoken.contains($0.key) }
        if !others.isEmpty {
            let said = others.map { field in
                changes.values[field.key].flatMap { field.text($0, in: shown) }.map { "\(field.label.lowercased()) \($0)" }
                    ?? "\(field.label.lowercased()) cleared"
            }
            parts.append("Noted: \(Format.list(said)).")
        }
        if !refused.isEmpty { parts.append("I didn't keep that: \(refused.joined(separator: "; ")).") }
        if changes.sets(ProfileFields.goal.key), let topic = goalTopic, let entry = resources.library.entry(id: topic) {
            parts.append(voice.detail == .detailed ? FoodExamples.advice(entry, filter: FoodFilter(profile: profile), foods: resources.foods)
                : entry.brief)
        }
        let moved: Set<String> = [ProfileFields.weight.key, ProfileFields.height.key, ProfileFields.age.key, ProfileFields.sex.key,
                                  ProfileFields.activity.key, ProfileFields.goal.key, ProfileFields.weeklyRate.key]
        if changes.fields.contains(where: { moved.contains($0.key) }) {
            if let sentence = targets.sentence {
                parts.append(sentence + " (:targets shows how.)")
            } else if !targets.missing.isEmpty, targets.protein == nil || targets.kcal == nil {
                parts.append("Tell me your \(Format.list(targets.missing)) and I'll work out your calories.")
            }
        }
        return parts.isEmpty ? "Noted." : parts.joined(separator: " ")
    }

    /// The profile read back ("what do you know about me?").
    func aboutMe() -> String {
        let lines = profile.lines(in: profile.context(year: context.day.year))
        guard !lines.isEmpty else {
            return "You haven't told me about yourself yet. Say :onboard (or \"set up my profile\") and I'll ask a few quick "
                + "questions, or just tell me: \"I'm Sam, 34, \(unit.heightExample), \(unit.bodyWeightExample)\"."
        }
        var text = (["Here's what I know about you:"] + lines.map { "- \($0.label): \($0.value)" }).joined(separator: "\n")
        if let sentence = targets.sentence { text += "\n\n" + sentence }
        return text
    }

    /// "How many calories should I eat?": the user's own numbers, and what is left today.
    func targetsAnswer() -> String {
        guard let kcal = summary.target(.dailyKcal) else {
            let missing = targets.missing.isEmpty ? "weight, height and age" : Format.list(targets.missing)
            var text = "To work out your calories I need your \(missing). Say :onboard, or just tell me "
                + "(\"I'm \(unit.heightExample), 34 and weigh \(unit.bodyWeightExample)\")."
            if let protein = targets.protein {
                text += " Protein I can already give you: \(Format.integer(protein.amount)) g a day."
            }
            return text
        }
        var parts: [String] = []
        parts.append(targets.sentence ?? "Your daily target: \(Format.integer(kcal)) kcal.")
        let eaten = summary.totals
        var left = ["\(Format.integer(max(0, kcal - eaten.kcal))) kcal"]
        if let protein = summary.target(.dailyProtein) { left.append("\(Format.integer(max(0, protein - eaten.protein))) g protein") }
        if let reason = summary.unreadable {
            parts.append("I can't read today's log right now (\(reason)), so I can't say what is left.")
        } else {
            parts.append(eaten.kcal > 0
                ? "Today you've had \(Format.integer(eaten.kcal)) kcal, so \(Format.list(left)) left."
                : "Nothing logged yet today: all \(Format.list(left)) to go.")
        }
        if summary.goal(.dailyKcal) != nil {
            parts.append("The calories are your own number, set by hand (:targets reset returns to the formula).")
        } else if let how = targets.derivation {
            parts.append("How: \(how). :targets shows every step.")
        }
        parts.append(contentsOf: targets.notes)
        return parts.joined(separator: "\n\n")
    }
}
