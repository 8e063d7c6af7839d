import CoachDomain
import CoachTraining

extension TrainingCoach {
    /// The plan as `:plan` and the offline coach show it: the week, the weekly sets, why, what
    /// was assumed, and an offer of a new plan when the profile no longer fits it.
    public func text(of state: PlanState) -> String {
        var lines: [String] = []
        if let unreadable = state.unreadable { lines.append("Note: \(unreadable); a new one was made (the old one is kept).") }
        lines.append(PlanText(catalog: catalog).plan(state.plan))
        lines += Self.footer(state)
        return lines.joined(separator: "\n")
    }

    /// A day of the plan as text, in the plan's units, with the same footer.
    public func text(of result: PlanDayResult, state: PlanState) -> String {
        ([PlanText(catalog: catalog).day(result, unit: state.plan.profile.unit)] + Self.footer(state)).joined(separator: "\n")
    }

    static func footer(_ state: PlanState) -> [String] {
        var lines: [String] = []
        if state.isNew, !state.assumed.isEmpty {
            lines.append("Assumed: " + state.assumed.joined(separator: "; ") + " (`:profile set` changes it, then `:plan new`).")
        }
        if !state.problems.isEmpty {
            lines.append("Your profile has changed since this plan: " + state.problems.joined(separator: "; ")
                + ". `:plan new` makes one that fits.")
        }
        return lines
    }
}
