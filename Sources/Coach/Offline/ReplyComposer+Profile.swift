import LLM

extension ReplyComposer {
    /// The reply to `remove_last_entry`: what was taken back, and where today stands now.
    func entryRemoved(_ json: JSONValue) -> String {
        let removed = json["removed"]
        let description = removed?["description"]?.stringValue ?? "it"
        var text: String
        if removed?["kind"]?.stringValue == "workout" {
            text = "Done — removed the workout \"\(description)\"."
        } else if let kcal = removed?["meal_totals"]?["kcal"]?.numberValue {
            text = "Done — removed \"\(description)\" (\(Format.integer(kcal)) kcal)."
        } else {
            text = "Done — removed \"\(description)\"."
        }
        text += " " + (summary.meals.isEmpty && summary.sessions.isEmpty ? "Nothing else is logged today." : progressSentence())
        return text
    }

    /// The reply to `update_profile`: what was noted, and what it changes in the advice.
    func profileUpdated(_ json: JSONValue) -> String {
        let changed = json["changed"]
        var parts: [String] = []
        if let name = changed?["name"]?.stringValue {
            parts.append("Nice to meet you, \(name). I'll remember that.")
        }
        if let weight = changed?["body_weight_kg"]?.numberValue {
            parts.append("Noted: \(Format.number(weight)) kg. That puts a good protein range at about "
                + "\(Format.integer(weight * 1.6))–\(Format.integer(weight * 2.2)) g a day.")
            if let target = summary.target(.targetWeight) {
                let gap = weight - target
                if abs(gap) >= 0.5 {
                    parts.append("\(Format.number(abs(gap))) kg to go to your target of \(Format.number(target)) kg.")
                } else {
                    parts.append("That's your target weight — now the job is holding it.")
                }
            }
        }
        // The voice already follows the new profile, so say it in that voice.
        if changed?["detail_level"] != nil {
            switch voice.detail {
            case .brief: parts.append("Got it — short answers from now on.")
            case .detailed: parts.append("Sure — I'll go into more detail from now on.")
            case .standard: parts.append("Noted how much detail you want.")
            }
        }
        if changed?["coaching_style"] != nil {
            switch voice.style {
            case .direct: parts.append("Tough love it is. No excuses, just the work.")
            case .supportive: parts.append("Got it — I'll keep it encouraging.")
            case .analytical: parts.append("Numbers first, from now on.")
            case .balanced: parts.append("Noted how you like to be coached.")
            }
        }
        let spoken: Set<String> = ["name", "body_weight_kg", "detail_level", "coaching_style"]
        let others = (changed?.objectValue ?? [:]).keys.filter { !spoken.contains($0) }.sorted()
        if !others.isEmpty {
            parts.append("Noted your \(Format.list(others.map { $0.replacingOccurrences(of: "_", with: " ") })).")
        }
        return parts.isEmpty ? "Noted." : parts.joined(separator: " ")
    }

    /// The profile read back ("what do you know about me?").
    func aboutMe() -> String {
        let fields = context.profile.filledFields
        guard !fields.isEmpty else {
            return "You haven't told me about yourself yet. Tell me your name and weight (\"my name is Sam\", "
                + "\"I weigh 80 kg\") and I'll tailor the numbers to you."
        }
        var lines = ["Here's what I know about you:"] + fields.map { "- \($0.label): \($0.value)" }
        if !summary.goals.isEmpty { lines.append("- Goals: \(summary.goals.map(\.label).joined(separator: "; "))") }
        return lines.joined(separator: "\n")
    }
}
