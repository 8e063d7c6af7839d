import CoachDomain

/// `:targets history`: the days the targets changed, with the numbers and why, in the user's units.
public enum TargetChanges {
    /// One line a change, oldest first; records whose numbers are those before them are left out.
    public static func lines(_ records: [TargetRecord], unit: WeightUnit) -> [String] {
        guard !records.isEmpty else { return ["No targets recorded yet: they are recorded the first day they are shown."] }
        var lines = ["Your daily targets, from the day each came into force:"]
        var previous: TargetRecord?
        for record in records where record.numbers != previous?.numbers {
            lines.append("\(record.day.iso)  \(numbers(record)): \(reason(from: previous, to: record, unit: unit))")
            previous = record
        }
        return lines
    }

    /// "1,773 kcal, 150 g protein, 180 g carbs, 55 g fat".
    static func numbers(_ record: TargetRecord) -> String {
        var parts: [String] = []
        if let kcal = record.kcal { parts.append("\(Format.integer(kcal)) kcal") }
        for (name, grams) in [("protein", record.protein), ("carbs", record.carbs), ("fat", record.fat)] {
            if let grams { parts.append("\(Format.integer(grams)) g \(name)") }
        }
        return parts.isEmpty ? "no targets" : parts.joined(separator: ", ")
    }

    /// Why the targets went from `previous` to `current`, from what each rested on: "weight 80 → 79.4 kg;
    /// set by hand: daily calories". The first record is "the first targets".
    public static func reason(from previous: TargetRecord?, to current: TargetRecord, unit: WeightUnit) -> String {
        guard let previous else { return "the first targets" }
        let old = previous.basis, new = current.basis
        var causes: [String] = []
        if let before = old.weightKg, let after = new.weightKg, abs(before - after) >= 0.05 {
            causes.append("weight \(Format.number(unit.value(ofKilograms: before))) → \(unit.text(after))")
        }
        if old.goal != new.goal {
            let title = { (raw: String?) in raw.flatMap(FitnessGoal.init(rawValue:))?.title ?? "none" }
            causes.append("goal \(title(old.goal)) → \(title(new.goal))")
        }
        if old.weeklyRateKg != new.weeklyRateKg {
            let units: UnitSystem = unit == .lb ? .imperial : .metric
            let text = { (kg: Double?) in kg.map { WeeklyRate(kilogramsPerWeek: $0).text(in: units) } ?? "the default" }
            causes.append("weekly rate \(text(old.weeklyRateKg)) → \(text(new.weeklyRateKg))")
        }
        if old.learned != new.learned {
            causes.append(new.learned ? "the expenditure learned from your data replaced the formula's" : "back to the formula's expenditure")
        } else if let before = old.expenditureKcal, let after = new.expenditureKcal, abs(before - after) >= 1 {
            causes.append("expenditure \(Format.integer(before)) → \(Format.integer(after)) kcal"
                + (new.learned ? " (learned from your data)" : ""))
        }
        let titles = { (raws: [String]) in raws.compactMap(GoalKind.init(rawValue:)).map(\.title) }
        let setNow = titles(new.setByHand.filter { !old.setByHand.contains($0) })
        let unset = titles(old.setByHand.filter { !new.setByHand.contains($0) })
        if !setNow.isEmpty { causes.append("set by hand: \(Format.list(setNow))") }
        if !unset.isEmpty { causes.append("back to the formula: \(Format.list(unset))") }
        if causes.isEmpty, old.setByHand == new.setByHand, !new.setByHand.isEmpty, old.expenditureKcal == new.expenditureKcal {
            causes.append("set by hand")
        }
        return causes.isEmpty ? "the profile changed (height, age, activity or training days)" : causes.joined(separator: "; ")
    }
}
