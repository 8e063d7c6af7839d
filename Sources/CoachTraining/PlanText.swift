import CoachDomain
/// The plan and a day of it as text: for `:plan`, the system prompt and the offline coach.
public struct PlanText: Sendable {
    public let catalog: TrainingCatalog

    public init(catalog: TrainingCatalog) { self.catalog = catalog }

    /// The whole plan: the week, weekly sets per muscle against the range, and why.
    public func plan(_ plan: TrainingPlan) -> String {
        var lines = ["Your plan: \(plan.split), \(plan.sessions.count) day\(plan.sessions.count == 1 ? "" : "s") a week, "
            + "up to \(plan.profile.sessionMinutes) minutes a session"]
        for session in plan.sessions {
            var head = "\(session.weekday.title) — \(session.name)"
            if session.liftingMinutes > 0 && session.cardio == nil { head += " (about \(Int(session.liftingMinutes.rounded())) min)" }
            lines.append(head)
            if let cardio = session.cardio {
                lines.append("  \(cardio.exercise): \(cardioLabel(cardio.kind, plan))")
            }
            for exercise in session.exercises {
                lines.append("  \(exercise.name) \(exercise.sets) × \(exercise.reps.lowerBound)–\(exercise.reps.upperBound) "
                    + "@ \(exercise.reserve) in reserve — \(exercise.why)")
            }
        }
        if plan.sessions.contains(where: { !$0.exercises.isEmpty }) {
            let sets = plan.weeklySets(catalog)
            let majors = catalog.rules.majorGroups
            let line = majors.map { group in
                let value = sets[group, default: 0]
                let mark = value < Double(plan.weeklyRange.lowerBound) ? " (low)" : value > Double(plan.weeklyRange.upperBound) ? " (high)" : ""
                return "\(group.rawValue) \(LoadMath.number(value))\(mark)"
            }.joined(separator: ", ")
            let others = MuscleGroup.allCases.filter { !majors.contains($0) && sets[$0, default: 0] > 0 }
                .map { "\($0.rawValue) \(LoadMath.number(sets[$0, default: 0]))" }.joined(separator: ", ")
            lines.append("Hard sets a week (aim \(plan.weeklyRange.lowerBound)–\(plan.weeklyRange.upperBound) per muscle): \(line)"
                + (others.isEmpty ? "" : "; also \(others)"))
        }
        lines.append("Why:")
        lines += plan.notes.map { "  - \($0)" }
        lines.append("Loads: `:plan today` gives each day's, from what you logged.")
        return lines.joined(separator: "\n")
    }

    /// Two or three lines for a model's system prompt (needs no catalog, so the prompt does not load one).
    public static func summary(_ plan: TrainingPlan) -> String {
        let week = plan.sessions.map { session in
            let lifts = session.exercises.map { "\($0.name) \($0.sets)x\($0.reps.lowerBound)-\($0.reps.upperBound) RIR \($0.reserve)" }
            let cardio = session.cardio.map { [$0.exercise + " (" + $0.kind.rawValue + ")"] } ?? []
            return "\(session.weekday.title) \(session.name): " + (cardio + lifts).joined(separator: ", ")
        }.joined(separator: "; ")
        return "Training plan (\(plan.split), made from the profile; loads follow double progression from logged sets, "
            + "about 10% off after 3 stalled sessions): \(week)."
    }

    /// A day: the session with loads and reasons, or the rest day and the next session.
    public func day(_ result: PlanDayResult, unit: LoadUnit) -> String {
        switch result {
        case .session(let session):
            return self.session(session, unit: unit)
        case .rest(_, let next, let why):
            guard let next else { return "Rest day: \(why)." }
            return "Rest day: \(why).\n" + self.session(next, unit: unit)
        }
    }

    func session(_ session: TodaySession, unit: LoadUnit) -> String {
        var lines = ["\(session.day.dayOfWeek.fullName): \(session.name)" + (session.moved.map { " (\($0))" } ?? "")]
        if let cardio = session.cardio {
            lines.append("- \(cardio.exercise) \(cardio.minutes) min — \(cardio.why)")
        }
        for exercise in session.exercises {
            let reps = exercise.sets.map(\.reps)
            let range = "\(exercise.reps.lowerBound)–\(exercise.reps.upperBound)"
            let scheme = Set(reps).count == 1 ? "\(reps.count) × \(reps.first ?? 0)" : "\(reps.count) sets of \(reps.map(String.init).joined(separator: ", "))"
            let load = exercise.advice.loadKg.map { " @ \(LoadMath.text($0, unit))" } ?? ""
            lines.append("- \(exercise.name) \(scheme) (\(range))\(load), \(exercise.reserve) in reserve — \(exercise.advice.why)")
        }
        return lines.joined(separator: "\n")
    }

    func cardioLabel(_ kind: CardioPart.Kind, _ plan: TrainingPlan) -> String {
        guard let block = plan.endurance else { return kind.rawValue }
        let count = plan.sessions.filter { $0.cardio != nil }.count
        switch kind {
        case .recovery: return "\(block.recoveryMinutes) min easy"
        case .long: return "\(block.week(1, sessions: count).long) min in week 1, the week's long one"
        case .easy: return "\(block.week(1, sessions: count).easy) min easy in week 1"
        }
    }
}
