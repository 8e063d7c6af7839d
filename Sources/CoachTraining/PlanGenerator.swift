import CoachDomain
/// Makes a program from a profile, deterministically: the split from the days, exercises from
/// the gear and the avoid list, reps and effort from the goal and experience, sets balanced to
/// the week's range within each session's minutes; for endurance, runs or rides growing at most
/// 10% a week with one long session, and strength twice a week.
public struct PlanGenerator: Sendable {
    public let catalog: TrainingCatalog

    public init(catalog: TrainingCatalog) { self.catalog = catalog }

    var rules: TrainingRules { catalog.rules }

    /// The plan for `profile`, made on `day`.
    public func plan(for profile: TrainingProfile, on day: CalendarDay) -> TrainingPlan {
        profile.goal == .endurance ? endurancePlan(profile, day) : liftingPlan(profile, day)
    }

    func liftingPlan(_ profile: TrainingProfile, _ day: CalendarDay) -> TrainingPlan {
        let avoid = Avoidances(profile.avoid, catalog: catalog)
        let picker = ExercisePicker(catalog: catalog, gear: profile.gear, avoid: avoid)
        let days = profile.trainingDays(rules)
        let cap = rules.liftingDays[profile.level] ?? 3
        let liftingDays = DaySpread.pick(min(days.count, cap), of: days)
        let range = rules.weeklyRange(profile.goal, profile.level)
        var notes = [daysNote(profile, days)]
        guard let split = rules.split(liftingDays: liftingDays.count) else {
            return TrainingPlan(profile: profile, startDay: day, split: "none", sessions: [], weeklyRange: range, notes: notes)
        }
        notes[0] += " → \(split.why)"
        if liftingDays.count < days.count {
            let easy = days.filter { !liftingDays.contains($0) }.map(\.title).joined(separator: ", ")
            notes.append("\(profile.level.rawValue): \(liftingDays.count) lifting days recover best → \(easy) easy cardio")
        }
        var missing: [String] = []
        let lifting = split.sessions.map { name in
            session(rules.sessions[name] ?? [], profile: profile, picker: picker, missing: &missing)
        }
        let balancer = VolumeBalancer(rules: rules, catalog: catalog, range: range, budget: Double(profile.sessionMinutes))
        var balanced = balancer.balance(lifting)
        // A group still short while a session has time: one more exercise for it there.
        for _ in 0..<6 where !balanced.short.isEmpty {
            guard let extra = extraExercise(for: balanced, balancer: balancer, profile: profile, picker: picker) else { break }
            var sessions = balanced.sessions
            sessions[extra.session].append(extra.exercise)
            balanced = balancer.balance(sessions)
        }
        var sessions = zip(liftingDays, zip(split.sessions, balanced.sessions)).map { weekday, pair in
            PlannedSession(name: pair.0, weekday: weekday, exercises: pair.1, liftingMinutes: balancer.minutes(pair.1))
        }
        var endurance: EnduranceBlock?
        if let easy = picker.candidates(.endurance).first(where: { !$0.stresses.contains(.impact) }), liftingDays.count < days.count {
            let minutes = min(30, profile.sessionMinutes)
            endurance = EnduranceBlock(exercise: easy.name, firstWeekMinutes: 0, capMinutes: 0, growth: 0, longShare: 0,
                                       recoveryMinutes: minutes)
            for weekday in days where !liftingDays.contains(weekday) {
                sessions.append(PlannedSession(name: "easy cardio", weekday: weekday, exercises: [],
                                               cardio: CardioPart(exercise: easy.name, kind: .recovery)))
            }
            sessions.sort { $0.weekday.iso < $1.weekday.iso }
        }
        notes.append(goalNote(profile, range))
        notes.append(timeNote(profile))
        notes += avoidNotes(avoid, picker: picker) + missing
        notes += balanced.short.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) below \(range.lowerBound) sets: \($0.value)" }
        return TrainingPlan(profile: profile, startDay: day, split: split.name, sessions: sessions, weeklyRange: range,
                            notes: notes, shortfalls: balanced.short, endurance: endurance)
    }

    /// The exercises of one session from its slots ("squat", "horizontal_push:2").
    func session(_ slots: [String], profile: TrainingProfile, picker: ExercisePicker,
                 missing: inout [String]) -> [PlannedExercise] {
        var taken: Set<String> = []
        var exercises: [PlannedExercise] = []
        for slot in slots {
            let parts = slot.split(separator: ":")
            guard let pattern = MovementPattern(rawValue: String(parts[0])) else { continue }
            let variant = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
            guard let exercise = picker.pick(pattern, variant: variant, taken: taken) else {
                let line = picker.missing(pattern)
                if !missing.contains(line) { missing.append(line) }
                continue
            }
            taken.insert(exercise.name)
            let role: SlotRole = exercise.mechanics == .isolation ? .isolation
                : exercises.contains(where: { $0.role == .main }) ? .compound : .main
            exercises.append(PlannedExercise(
                name: exercise.name, pattern: pattern, role: role, sets: rules.startingSets[role] ?? 3,
                reps: rules.repRange(profile.goal, role), reserve: rules.reserve(profile.level, role),
                why: picker.why(exercise, slot: variant)))
        }
        return exercises
    }

    /// An exercise for the first short group that fits in the session with most time left:
    /// of a pattern that trains it directly (isolation first), not yet in that session.
    func extraExercise(for balanced: (sessions: [[PlannedExercise]], short: [MuscleGroup: String]), balancer: VolumeBalancer,
                       profile: TrainingProfile, picker: ExercisePicker) -> (session: Int, exercise: PlannedExercise)? {
        let order = balanced.sessions.indices.sorted { balancer.minutes(balanced.sessions[$0]) < balancer.minutes(balanced.sessions[$1]) }
        let weekly = balancer.weekly(balanced.sessions)
        for group in balanced.short.keys.sorted() {
            let patterns = catalog.exercises.filter { $0.primary.contains(group) }
                .sorted { ($0.mechanics == .isolation ? 0 : 1, $0.rank) < ($1.mechanics == .isolation ? 0 : 1, $1.rank) }
                .map(\.pattern)
            for index in order {
                let session = balanced.sessions[index]
                let present = Set(session.map(\.pattern))
                for pattern in patterns where !present.contains(pattern) {
                    guard let exercise = picker.pick(pattern, variant: 1, taken: Set(session.map(\.name))) else { continue }
                    let role: SlotRole = exercise.mechanics == .isolation ? .isolation : .compound
                    let sets = 2
                    let overflows = rules.majorGroups.contains {
                        weekly[$0, default: 0] + exercise.share(of: $0) * Double(sets) > Double(balancer.range.upperBound)
                    }
                    guard !overflows else { continue }
                    guard balancer.minutes(session) + Double(sets) * (rules.minutesPerSet[role] ?? 3) <= balancer.budget else { break }
                    return (index, PlannedExercise(name: exercise.name, pattern: pattern, role: role, sets: sets,
                                                   reps: rules.repRange(profile.goal, role), reserve: rules.reserve(profile.level, role),
                                                   why: "\(picker.why(exercise, slot: 1)), added: \(group.rawValue) needed more sets"))
                }
            }
        }
        return nil
    }

    func daysNote(_ profile: TrainingProfile, _ days: [Weekday]) -> String {
        let list = days.map(\.title).joined(separator: ", ")
        return profile.days.isEmpty ? "\(days.count) days a week, none named → \(list)" : "\(days.count) days (\(list))"
    }

    func goalNote(_ profile: TrainingProfile, _ range: ClosedRange<Int>) -> String {
        let main = rules.repRange(profile.goal, .main), other = rules.repRange(profile.goal, .compound)
        let isolation = rules.repRange(profile.goal, .isolation)
        let reserve = rules.reserve(profile.level, .main)
        return "\(profile.goal.title), \(profile.level.rawValue) → main lifts \(main.lowerBound)–\(main.upperBound) reps, "
            + "others \(other.lowerBound)–\(other.upperBound), isolation \(isolation.lowerBound)–\(isolation.upperBound), "
            + "stopping about \(reserve) short of failure; \(range.lowerBound)–\(range.upperBound) hard sets a muscle a week"
    }

    func timeNote(_ profile: TrainingProfile) -> String {
        let minutes = rules.minutesPerSet
        return "\(profile.sessionMinutes) minutes a session → \(Int(rules.warmUpMinutes)) to warm up, about "
            + "\(Int(minutes[.main] ?? 4)) a set of a main lift, \(Int(minutes[.compound] ?? 3)) of others, "
            + "\(Int(minutes[.isolation] ?? 2)) of isolation, rests included"
    }

    func avoidNotes(_ avoid: Avoidances, picker: ExercisePicker) -> [String] {
        var items: [String] = []
        for item in Array(avoid.names.values) + Array(avoid.words.values) + Array(avoid.stresses.values) where !items.contains(item) {
            items.append(item)
        }
        var notes: [String] = []
        for item in items.sorted() {
            let ruled = catalog.exercises.filter { $0.isDoable(with: picker.gear) && avoid.reason(against: $0) == item }
            let names = ruled.prefix(5).map(\.name).joined(separator: ", ") + (ruled.count > 5 ? "..." : "")
            notes.append("\"\(item)\" → none of: \(names.isEmpty ? "(nothing you could do anyway)" : names)")
        }
        notes += avoid.unknown.map { "\"\($0)\": no exercise or joint I know in it, so nothing left out for it" }
        return notes
    }
}
