import CoachDomain
/// A day of the plan: the session to do with loads from what was lifted, or a rest day and the
/// next session.
public enum PlanDayResult: Sendable, Hashable {
    case session(TodaySession)
    case rest(day: CalendarDay, next: TodaySession?, why: String)
}

/// A session on a given day, with every load and its reason.
public struct TodaySession: Sendable, Hashable {
    public var day: CalendarDay
    public var name: String
    /// Why this session is on this day ("moved from Tuesday, which was missed"), if it was moved.
    public var moved: String?
    public var exercises: [ExercisePrescription]
    /// The cardio part: exercise and minutes, with why.
    public var cardio: CardioPrescription?
}

/// One exercise of today: a target per set and why.
public struct ExercisePrescription: Sendable, Hashable {
    public var name: String
    public var sets: [SetPrescription]
    public var reps: ClosedRange<Int>
    public var reserve: Int
    public var advice: LoadAdvice
}

/// One set to do.
public struct SetPrescription: Sendable, Hashable, Codable {
    public var reps: Int
    public var repsMax: Int
    public var loadKg: Double?
    public var reserve: Int
}

/// Cardio to do: minutes, and why that many.
public struct CardioPrescription: Sendable, Hashable {
    public var exercise: String
    public var minutes: Int
    public var kind: CardioPart.Kind
    public var why: String
}

/// Works out the session of a day: which one (a missed session moves to the next training day;
/// the week's order holds and a new week starts afresh), and its loads by ``Progression``.
public struct SessionPlanner: Sendable {
    public let catalog: TrainingCatalog
    public let plan: TrainingPlan

    public init(catalog: TrainingCatalog, plan: TrainingPlan) {
        self.catalog = catalog
        self.plan = plan
    }

    /// The plan on `day`, given what was logged.
    public func day(_ day: CalendarDay, log: TrainingLog) -> PlanDayResult {
        guard !plan.sessions.isEmpty else { return .rest(day: day, next: nil, why: "the plan has no sessions") }
        let trainingDays = Set(plan.sessions.map(\.weekday))
        if trainingDays.contains(day.dayOfWeek), let index = sessionIndex(on: day, log: log) {
            return .session(prescribe(plan.sessions[index], on: day, scheduled: plan.sessions.first { $0.weekday == day.dayOfWeek }, log: log))
        }
        for ahead in 1...7 {
            let next = day.adding(days: ahead)
            guard trainingDays.contains(next.dayOfWeek), let index = sessionIndex(on: next, log: log) else { continue }
            let session = prescribe(plan.sessions[index], on: next, scheduled: nil, log: log)
            let done = trainingDays.contains(day.dayOfWeek) ? "this week's sessions are done" : "\(day.dayOfWeek.fullName) is a rest day"
            let when = ahead == 1 ? "tomorrow" : next.dayOfWeek.fullName
            return .rest(day: day, next: session, why: "\(done): next is \(session.name) \(when)")
        }
        return .rest(day: day, next: nil, why: "no session ahead")
    }

    /// Which session falls on training day `day`: the first of the week's order not yet done
    /// (each day this week before `day` with anything of the plan logged counts as one done);
    /// nil when the week's sessions are all done. In the week the plan was made, the sessions of
    /// the days before it do not count as missed.
    func sessionIndex(on day: CalendarDay, log: TrainingLog) -> Int? {
        let weekStart = day.startOfWeek
        let skipped = plan.startDay.startOfWeek == weekStart
            ? plan.sessions.filter { $0.weekday.iso < plan.startDay.dayOfWeek.iso }.count : 0
        let done = weekStart < day
            ? log.trainedDays(among: Set(plan.exerciseNames), in: weekStart...day.adding(days: -1)).count : 0
        let index = skipped + done
        return index < plan.sessions.count ? index : nil
    }

    /// Loads and reps for `session` on `day`.
    func prescribe(_ session: PlannedSession, on day: CalendarDay, scheduled: PlannedSession?, log: TrainingLog) -> TodaySession {
        let progression = Progression(rules: catalog.rules)
        let unit = plan.profile.unit
        var moved: String?
        if let scheduled, scheduled.name != session.name {
            let from = session.weekday.fullName
            moved = session.weekday.iso < day.dayOfWeek.iso ? "moved from \(from): a missed session moves the week on"
                : "one ahead: you trained on an extra day this week"
        }
        let exercises = session.exercises.map { planned -> ExercisePrescription in
            let known = catalog.exercise(named: planned.name)
            let kind = known.map { $0.loadKind(with: $0.setup(with: plan.profile.gear) ?? []) } ?? .bodyweight
            let target = LiftTarget(sets: planned.sets, reps: planned.reps, reserve: planned.reserve, kind: kind, unit: unit)
            let starters = known.map { exercise in
                kind == exercise.load ? exercise.starters.map { ($0.from, $0.ratio, log.history(of: $0.from, before: day)) } : []
            } ?? []
            let advice = progression.advise(target, history: log.history(of: planned.name, before: day), today: day,
                                            starters: starters)
            let sets = advice.reps.map {
                SetPrescription(reps: $0, repsMax: planned.reps.upperBound, loadKg: advice.loadKg, reserve: planned.reserve)
            }
            return ExercisePrescription(name: planned.name, sets: sets, reps: planned.reps, reserve: planned.reserve, advice: advice)
        }
        return TodaySession(day: day, name: session.name, moved: moved, exercises: exercises,
                            cardio: session.cardio.flatMap { cardio(for: $0, on: day) })
    }

    /// Minutes of cardio on `day`: a recovery day's fixed minutes, or the build's week.
    func cardio(for part: CardioPart, on day: CalendarDay) -> CardioPrescription? {
        guard let block = plan.endurance else { return nil }
        if part.kind == .recovery {
            return CardioPrescription(exercise: part.exercise, minutes: block.recoveryMinutes, kind: .recovery,
                                      why: "easy: you can talk throughout; it helps recovery without taking from lifting")
        }
        let week = max(1, plan.startDay.startOfWeek.days(to: day.startOfWeek) / 7 + 1)
        let count = plan.sessions.filter { $0.cardio != nil }.count
        let split = block.week(week, sessions: count)
        let total = block.weekMinutes(week, sessions: count)
        let minutes = part.kind == .long ? split.long : split.easy
        let growth = week == 1 ? "week 1: \(total) minutes in all"
            : "week \(week): \(total) minutes in all, at most \(Int(block.growth * 100))% more than last week"
        let what = part.kind == .long ? "the week's long session" : "easy, at a pace you can talk at"
        return CardioPrescription(exercise: part.exercise, minutes: minutes, kind: part.kind, why: "\(what); \(growth)")
    }
}
