extension DailyTargets {
    /// `:targets`: each number with its derivation, one line each, then the notes.
    public var lines: [String] {
        var lines: [String] = []
        let width = 10
        func row(_ title: String, _ target: Target?, _ unit: String) {
            guard let target else { return }
            let amount = unit == "kcal" ? Format.integer(target.amount) : Format.number(target.amount)
            let head = (title + " ").padding(toLength: width, withPad: " ", startingAt: 0) + "\(amount) \(unit)"
            switch target.origin {
            case .setByHand: lines.append(head + " (set by hand; :targets reset returns to the formula)")
            case .formula(let how): lines.append(unit == "kcal" ? head : head + " (\(how))")
            case .recorded(let since): lines.append(head + " (in force since \(since.iso))")
            }
        }
        row("Calories", kcal, "kcal")
        if let bmr { lines.append("  BMR \(Format.integer(bmr.kcal)) kcal (\(bmr.derivation))") }
        if let expenditure { lines.append("  \(expenditure.derivation)") }
        if let adjustment { lines.append("  \(adjustment)") }
        if kcal == nil, !missing.isEmpty {
            lines.append("Calories  need your \(Format.list(missing)) (:onboard, or :profile set \(missing[0]) ...)")
        }
        row("Protein", protein, "g")
        row("Fat", fat, "g")
        row("Carbs", carbs, "g")
        row("Fibre", fibre, "g")
        if let workoutsPerWeek {
            let head = "Workouts".padding(toLength: width, withPad: " ", startingAt: 0) + "\(Format.integer(workoutsPerWeek.amount)) a week"
            switch workoutsPerWeek.origin {
            case .setByHand: lines.append(head + " (set by hand; :targets reset returns to the formula)")
            case .formula(let how): lines.append(head + " (\(how))")
            case .recorded(let since): lines.append(head + " (in force since \(since.iso))")
            }
        }
        return lines + notes
    }

    /// How the calories were worked out, in one line for replies: "BMR 1,828 kcal x 1.375 lightly
    /// active = 2,514 kcal, - 550 for 0.5 kg a week = 1,964 kcal", and why the target stands higher
    /// when a bound raised it; nil without the formula.
    public var derivation: String? {
        guard let bmr, let expenditure else { return nil }
        var how = expenditure.isLearned ? expenditure.derivation : "BMR \(Format.integer(bmr.kcal)) kcal \(expenditure.derivation)"
        if let adjustment { how += ", \(adjustment)" }
        if let raise { how += ", \(raise)" }
        return how
    }

    /// One sentence for replies: "Your targets: 1,964 kcal, 194 g protein, 55 g fat, 210 g carbs, 27 g fibre."
    public var sentence: String? {
        var parts: [String] = []
        if let kcal { parts.append("\(Format.integer(kcal.amount)) kcal") }
        for (name, target) in [("protein", protein), ("fat", fat), ("carbs", carbs), ("fibre", fibre)] {
            if let target { parts.append("\(Format.integer(target.amount)) g \(name)") }
        }
        return parts.isEmpty ? nil : "Your daily targets: " + Format.list(parts) + "."
    }
}
