import CoachDomain
/// Chooses an exercise for a slot of a session: the preferred one of its pattern that the
/// user's gear allows and their avoid list does not rule out.
struct ExercisePicker: Sendable {
    let catalog: TrainingCatalog
    let gear: Set<Equipment>
    let avoid: Avoidances

    /// The candidates for `pattern`, preferred first.
    func candidates(_ pattern: MovementPattern) -> [TrainingExercise] {
        catalog.exercises(of: pattern).filter { $0.isDoable(with: gear) && avoid.reason(against: $0) == nil }
    }

    /// The `variant`-th candidate of `pattern` (the first when there are fewer), not one of `taken`.
    func pick(_ pattern: MovementPattern, variant: Int, taken: Set<String>) -> TrainingExercise? {
        let open = candidates(pattern).filter { !taken.contains($0.name) }
        guard !open.isEmpty else { return nil }
        return open.count >= variant ? open[variant - 1] : open[0]
    }

    /// Why nothing of `pattern` fits: what rules out the best one, or what gear it needs.
    func missing(_ pattern: MovementPattern) -> String {
        let all = catalog.exercises(of: pattern)
        if let ruled = all.first(where: { $0.isDoable(with: gear) }), let reason = avoid.reason(against: ruled) {
            return "no \(pattern.title) (\"\(reason)\")"
        }
        let needs = all.first.map { " — \($0.name) needs " + Self.gearList($0.setups.first ?? []) } ?? ""
        return "no \(pattern.title) with \(Self.gearList(gear))\(needs)"
    }

    /// Why `exercise` was chosen: its pattern and the gear it uses.
    func why(_ exercise: TrainingExercise, slot variant: Int) -> String {
        let setup = exercise.setup(with: gear) ?? []
        let with = setup == [.none] ? "body weight" : Self.gearList(setup)
        let best = catalog.exercises(of: exercise.pattern).first
        var line = "\(exercise.pattern.title) with \(with)"
        if variant > 1 { line += ", a second \(exercise.pattern.title) for variety" }
        if let best, best.name != exercise.name, variant == 1 {
            if let reason = avoid.reason(against: best) { line += " (\(best.name) avoided: \"\(reason)\")" }
            else if !best.isDoable(with: gear) { line += " (\(best.name) needs \(Self.gearList(best.setups.first ?? [])))" }
        }
        return line
    }

    /// "barbell, rack and bench".
    static func gearList(_ gear: Set<Equipment>) -> String {
        let titles = gear.sorted { $0.order < $1.order }.map(\.title)
        guard titles.count > 1 else { return titles.first ?? "nothing" }
        return titles.dropLast().joined(separator: ", ") + " and " + (titles.last ?? "")
    }
}
