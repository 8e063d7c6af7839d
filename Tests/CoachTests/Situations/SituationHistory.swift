import CoachDomain
import CoachProgress
import CoachTraining
@testable import Coach

/// A user's record built day by day in memory, read into ``SituationFacts`` by the builder the
/// app uses. Today is Tuesday 2026-11-24 (`testDay(0)`); the seven days are Wed 18 to Tue 24.
struct SituationHistory {
    let store: TestProgressPorts
    let plans = InMemoryPlanStore()
    let today: CalendarDay

    /// A user losing fat at `rate` kg a week from `weight` kg, with `kcal` a day set by hand.
    static func make(goal: FitnessGoal? = .loseFat, rate: Double = 0.4, weight: Double = 90, kcal: Double = 2000,
                     unit: UnitSystem = .metric, style: CoachingStyle? = nil, detail: DetailLevel? = nil,
                     today: CalendarDay = testDay(0)) async throws -> SituationHistory {
        let history = SituationHistory(goal: goal, rate: rate, weight: weight, unit: unit, style: style, detail: detail, today: today)
        try await history.target(kcal)
        // In force for weeks: every day of the week is measured against it.
        await history.recorded.kcal(kcal, from: today.adding(days: -60))
        return history
    }

    private init(goal: FitnessGoal?, rate: Double, weight: Double, unit: UnitSystem, style: CoachingStyle?, detail: DetailLevel?,
                 today: CalendarDay) {
        store = TestProgressPorts(profile: Profile.with {
            $0[ProfileFields.name] = "Ana"
            $0[ProfileFields.goal] = goal
            $0[ProfileFields.weight] = Mass(kilograms: weight)
            $0[ProfileFields.weeklyRate] = WeeklyRate(kilogramsPerWeek: rate)
            $0[ProfileFields.units] = unit
            $0[ProfileFields.coachingStyle] = style
            $0[ProfileFields.detailLevel] = detail
        })
        self.today = today
    }

    /// Sets the hand-set kcal target (the one every day is measured against: no history of targets here).
    func target(_ kcal: Double) async throws { try await store.coach.goals.setGoal(Goal(kind: .dailyKcal, target: kcal)) }

    /// One weigh-in a day for `count` days ending today, on a straight line ending at `last` kg
    /// and moving `weeklyRate` kg a week (so the trend is the line itself).
    func weighIns(_ count: Int, endingAt last: Double, weeklyRate: Double, every step: Int = 1) async throws {
        for index in stride(from: 0, to: count * step, by: step) {
            try await store.weighIns.record(WeighIn(day: today.adding(days: -index), kg: last - weeklyRate * Double(index) / 7))
        }
    }

    /// `kcal` eaten `daysAgo` days before today.
    func ate(_ kcal: Double, daysAgo: Int) async throws {
        try await store.coach.nutrition.add(testMeal(kcal, on: today.adding(days: -daysAgo)))
    }

    /// `kcal` eaten on each of the seven days, today first.
    func ate(week: [Double]) async throws {
        for (daysAgo, kcal) in week.enumerated() { try await ate(kcal, daysAgo: daysAgo) }
    }

    /// A workout logged `daysAgo` days before today.
    func trained(_ exercise: String, daysAgo: Int) async throws {
        try await store.coach.workouts.add(WorkoutSession(day: today.adding(days: -daysAgo), description: exercise,
                                                          sets: [WorkoutSet(exercise: exercise, kind: .strength, sets: 3, reps: 5,
                                                                            weightKg: 60)]))
    }

    /// The targets in force day by day, as recorded (the ports read past days' targets from it).
    let recorded = InMemoryTargetHistory()

    /// The ports, with the recorded targets and today (so a past day keeps the target it had).
    var ports: ProgressPorts {
        var coach = store.coach.ports
        coach.targetHistory = recorded
        coach.today = { [today] in today }
        return ProgressPorts(coach: coach, weighIns: store.weighIns, history: store.history)
    }

    var builder: SituationFactsBuilder {
        let catalog = try? TrainingCoachTests.catalog.get()
        return SituationFactsBuilder(ports: ports, plans: plans, catalog: { catalog }, today: { [today] in today })
    }

    func facts() async throws -> SituationFacts { try await builder.facts() }
}

/// Target records in memory.
actor InMemoryTargetHistory: TargetHistory {
    private var stored: [TargetRecord] = []
    func records() async throws -> [TargetRecord] { stored }
    func record(_ record: TargetRecord) async throws {
        stored.removeAll { $0.day == record.day }
        stored.append(record)
        stored.sort { $0.day < $1.day }
    }
    /// Records `kcal` as the target in force from `day` (set by hand then).
    func kcal(_ kcal: Double, from day: CalendarDay) async {
        try? await record(TargetRecord(day: day, kcal: kcal, protein: nil, carbs: nil, fat: nil, fibre: nil, workoutsPerWeek: nil,
                                       basis: TargetBasis(setByHand: ["daily_kcal"])))
    }
}
