import CoachDomain
/// A change to a plan that could not be made, with the reason in one line.
public struct PlanChangeError: Error, Sendable, Hashable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}

/// Changes to a stored plan, each checked: the exercise must be known, doable with the user's
/// gear, not on their avoid list, and train the same muscles.
public struct PlanEditor: Sendable {
    public let catalog: TrainingCatalog

    public init(catalog: TrainingCatalog) { self.catalog = catalog }

    /// `plan` with `exercise` replaced everywhere by `replacement`, or by the next alternative of
    /// its pattern when nil. Returns the plan and the name swapped in.
    public func swap(_ exercise: String, with replacement: String? = nil,
                     in plan: TrainingPlan) throws(PlanChangeError) -> (plan: TrainingPlan, name: String) {
        let gear = plan.profile.gear
        let avoid = Avoidances(plan.profile.avoid, catalog: catalog)
        guard let name = catalog.knownName(exercise) else { throw PlanChangeError(reason: "I don't know an exercise called \"\(exercise)\"") }
        guard let current = catalog.exercise(named: name),
              plan.sessions.contains(where: { $0.exercises.contains { $0.name == name } }) else {
            throw PlanChangeError(reason: "\(name) is not in the plan")
        }
        let sessionsWith = plan.sessions.filter { $0.exercises.contains { $0.name == name } }
        let taken = Set(sessionsWith.flatMap { $0.exercises.map(\.name) })
        let chosen: TrainingExercise
        if let replacement {
            guard let otherName = catalog.knownName(replacement) else {
                throw PlanChangeError(reason: "I don't know an exercise called \"\(replacement)\"")
            }
            guard let other = catalog.exercise(named: otherName) else {
                throw PlanChangeError(reason: "\(otherName) has no loading data for a plan; try \(suggestions(current, gear, avoid, taken))")
            }
            guard other.name != name else { throw PlanChangeError(reason: "\(name) is already the one in the plan") }
            guard other.isDoable(with: gear) else {
                throw PlanChangeError(reason: "\(other.name) needs \(ExercisePicker.gearList(other.setups.first ?? [])), "
                    + "and you have \(ExercisePicker.gearList(gear))")
            }
            if let reason = avoid.reason(against: other) {
                throw PlanChangeError(reason: "\(other.name) is on your avoid list (\"\(reason)\")")
            }
            guard other.pattern == current.pattern || !Set(other.primary).isDisjoint(with: current.primary) else {
                let trains = other.primary.map(\.rawValue).joined(separator: " and ")
                let needs = current.primary.map(\.rawValue).joined(separator: " and ")
                throw PlanChangeError(reason: "\(other.name) trains \(trains.isEmpty ? "other muscles" : trains), not \(needs) as \(name) does")
            }
            guard !taken.contains(other.name) else {
                throw PlanChangeError(reason: "\(other.name) is already in the same session")
            }
            chosen = other
        } else {
            let open = catalog.exercises(of: current.pattern).filter {
                $0.isDoable(with: gear) && avoid.reason(against: $0) == nil && !taken.contains($0.name)
            }
            guard let next = open.first(where: { $0.rank > current.rank }) ?? open.first else {
                throw PlanChangeError(reason: "no other \(current.pattern.title) you can do with \(ExercisePicker.gearList(gear))")
            }
            chosen = next
        }
        var changed = plan
        let rules = catalog.rules
        for s in changed.sessions.indices {
            for e in changed.sessions[s].exercises.indices where changed.sessions[s].exercises[e].name == name {
                var planned = changed.sessions[s].exercises[e]
                let role: SlotRole = chosen.mechanics == .isolation ? .isolation : planned.role == .main ? .main : .compound
                planned.name = chosen.name
                planned.role = role
                planned.reps = rules.repRange(plan.profile.goal, role)
                planned.reserve = rules.reserve(plan.profile.level, role)
                planned.why = "swapped in for \(name) at your request"
                changed.sessions[s].exercises[e] = planned
            }
        }
        return (changed, chosen.name)
    }

    /// What in `profile` makes `plan` no longer fit it, one line each (empty: it still fits).
    public func problems(of plan: TrainingPlan, for profile: TrainingProfile) -> [String] {
        var lines: [String] = []
        let old = plan.profile
        if old.goal != profile.goal { lines.append("your goal is now \(profile.goal.title)") }
        if old.level != profile.level { lines.append("your experience is now \(profile.level.rawValue)") }
        let days = profile.trainingDays(catalog.rules), planned = plan.sessions.map(\.weekday).sorted { $0.iso < $1.iso }
        if days != planned {
            let yours = days.map(\.title).joined(separator: ", "), plans = planned.map(\.title).joined(separator: ", ")
            lines.append("your days are \(yours); the plan trains \(plans)")
        }
        if old.sessionMinutes != profile.sessionMinutes, plan.sessions.contains(where: { $0.liftingMinutes > Double(profile.sessionMinutes) }) {
            lines.append("sessions now have \(profile.sessionMinutes) minutes; the plan's take longer")
        }
        let avoid = Avoidances(profile.avoid, catalog: catalog)
        for name in plan.exerciseNames {
            guard let exercise = catalog.exercise(named: name) else { continue }
            if !exercise.isDoable(with: profile.gear) {
                lines.append("\(name) needs \(ExercisePicker.gearList(exercise.setups.first ?? []))")
            } else if let reason = avoid.reason(against: exercise) {
                lines.append("\(name) is on your avoid list (\"\(reason)\")")
            }
        }
        return lines
    }

    func suggestions(_ current: TrainingExercise, _ gear: Set<Equipment>, _ avoid: Avoidances, _ taken: Set<String>) -> String {
        let names = catalog.exercises(of: current.pattern)
            .filter { $0.isDoable(with: gear) && avoid.reason(against: $0) == nil && !taken.contains($0.name) }
            .prefix(3).map(\.name)
        return names.isEmpty ? "another exercise" : names.joined(separator: ", ")
    }
}
