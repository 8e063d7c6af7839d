import CoachDomain
/// Endurance plans: cardio on every training day, one long session, strength twice a week.
extension PlanGenerator {
    func endurancePlan(_ profile: TrainingProfile, _ day: CalendarDay) -> TrainingPlan {
        let avoid = Avoidances(profile.avoid, catalog: catalog)
        let picker = ExercisePicker(catalog: catalog, gear: profile.gear, avoid: avoid)
        let days = profile.trainingDays(rules)
        let range = rules.weeklyRange(.endurance, profile.level)
        let count = days.count
        let long = days.last ?? .sat
        let strengthDays = Self.strengthDays(days, long: long)
        let strengthMinutes = min(rules.endurance.strengthMinutes, profile.sessionMinutes / 2)
        var notes = [daysNote(profile, days) + " → cardio each day, the longest on \(long.title), strength on "
            + strengthDays.map(\.title).joined(separator: " and ")]
        guard let cardio = picker.candidates(.endurance).first else {
            notes.append(picker.missing(.endurance))
            return TrainingPlan(profile: profile, startDay: day, split: "endurance", sessions: [], weeklyRange: range, notes: notes)
        }
        // The week's cardio may grow until the long session, or an easy one with strength, fills a session.
        var block = EnduranceBlock(exercise: cardio.name, firstWeekMinutes: rules.endurance.firstWeek(profile.level),
                                   capMinutes: 0, growth: rules.endurance.weeklyGrowth, longShare: rules.endurance.longShare)
        let share = block.share(sessions: count)
        let longRoom = Double(profile.sessionMinutes - (strengthDays.contains(long) ? strengthMinutes : 0))
        var cap = count == 1 ? longRoom : longRoom / share
        if count > 1 {
            // Less 5: the long one is rounded down to 5 minutes, which the easy ones take up.
            let easyRoom = Double(profile.sessionMinutes - strengthMinutes - 5)
            cap = min(cap, easyRoom * Double(count - 1) / (1 - share))
        }
        block.capMinutes = max(20, Int(cap))
        var missing: [String] = []
        let strength = session(rules.sessions["strength"] ?? [], profile: profile, picker: picker, missing: &missing)
        let balancer = VolumeBalancer(rules: rules, catalog: catalog, range: range,
                                      budget: Double(strengthMinutes) + rules.warmUpMinutes)
        let balanced = balancer.balance(Array(repeating: strength, count: strengthDays.count))
        var lifting = balanced.sessions.makeIterator()
        let sessions = days.map { weekday -> PlannedSession in
            let kind: CardioPart.Kind = weekday == long && count > 1 ? .long : count == 1 ? .long : .easy
            let exercises = strengthDays.contains(weekday) ? lifting.next() ?? [] : []
            let name = "\(kind == .long ? "long" : "easy") \(cardio.name)" + (exercises.isEmpty ? "" : " + strength")
            return PlannedSession(name: name, weekday: weekday, exercises: exercises,
                                  cardio: CardioPart(exercise: cardio.name, kind: kind),
                                  liftingMinutes: exercises.isEmpty ? 0 : balancer.minutes(exercises) - rules.warmUpMinutes)
        }
        let first = block.weekMinutes(1, sessions: count)
        notes.append("\(cardio.name): \(first) minutes in week 1, then at most \(Int(block.growth * 100))% more a week, "
            + "up to \(block.weekMinutes(200, sessions: count)) (what \(profile.sessionMinutes)-minute sessions allow)")
        notes.append("strength twice a week, \(strengthMinutes) minutes after the cardio: \(range.lowerBound)–\(range.upperBound) "
            + "hard sets a muscle, \(rules.repRange(.endurance, .compound).lowerBound)–\(rules.repRange(.endurance, .compound).upperBound) reps")
        notes += avoidNotes(avoid, picker: picker) + missing
        notes += balanced.short.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) below \(range.lowerBound) sets: \($0.value)" }
        return TrainingPlan(profile: profile, startDay: day, split: "endurance", sessions: sessions, weeklyRange: range,
                            notes: notes, shortfalls: balanced.short, endurance: block)
    }

    /// Two days for strength, as far from each other and from the long day as the week allows
    /// (the long day itself only when there are two days or fewer).
    static func strengthDays(_ days: [Weekday], long: Weekday) -> [Weekday] {
        let others = days.filter { $0 != long }
        guard others.count > 2 else { return days.count <= 2 ? days : others }
        var best: [Weekday] = []
        var bestGap = -1
        for (i, a) in others.enumerated() {
            for b in others[(i + 1)...] {
                let chosen = [a, b, long].sorted { $0.iso < $1.iso }
                let gaps = chosen.indices.map { index in
                    (chosen[(index + 1) % chosen.count].iso - chosen[index].iso + 7) % 7
                }
                let gap = gaps.min() ?? 0
                if gap > bestGap { bestGap = gap; best = [a, b] }
            }
        }
        return best
    }
}
