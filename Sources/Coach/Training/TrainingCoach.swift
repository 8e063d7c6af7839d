import CoachDomain
import CoachProgress
import CoachTraining
import Foundation

/// The training side of the coach: the plan in force (made from the profile the first time it
/// is asked for, stored, remade on request), a day of it with loads from the workout log,
/// swaps, and logging a session as prescribed. What `:plan`, `airfit plan`, the offline coach
/// and the tools share.
public struct TrainingCoach: Sendable {
    public let catalog: TrainingCatalog
    let plans: any TrainingPlanStore
    let profiles: any ProfileStore
    let workouts: any WorkoutLog
    let today: @Sendable () -> CalendarDay
    /// Days of the log read for loads (progression looks at the last sessions of each lift;
    /// a lift not done for longer starts again from its related lifts or a found weight).
    static let historyDays = 70

    public init(catalog: TrainingCatalog, plans: any TrainingPlanStore, profiles: any ProfileStore, workouts: any WorkoutLog,
                today: @escaping @Sendable () -> CalendarDay) {
        self.catalog = catalog
        self.plans = plans
        self.profiles = profiles
        self.workouts = workouts
        self.today = today
    }

    /// The plan in force and how it stands against the profile now.
    public struct PlanState: Sendable {
        public var plan: TrainingPlan
        /// Made just now (there was none, or the stored one could not be read).
        public var isNew: Bool
        /// What in the profile no longer fits the plan (offer a new one when not empty).
        public var problems: [String]
        /// What the planner assumed where the profile is silent.
        public var assumed: [String]
        /// Why a stored plan was not used (it could not be read), if so.
        public var unreadable: String?
    }

    /// The unit the user reads loads in now.
    public func unit() async -> WeightUnit { WeightUnit.preferred(by: try? await profiles.loadProfile()) }

    /// The plan in force; one is made from the profile and stored when there is none.
    public func current() async throws -> PlanState {
        let (profile, assumed) = TrainingProfile.from(try await profiles.loadProfile())
        var unreadable: String?
        do {
            if var plan = try await plans.currentPlan() {
                let problems = PlanEditor(catalog: catalog).problems(of: plan, for: profile)
                // Loads are shown in the units the user reads now, whatever they were when the plan was made.
                plan.profile.unit = profile.unit
                return PlanState(plan: plan, isNew: false, problems: problems, assumed: assumed)
            }
        } catch let error as StoredPlanError {
            unreadable = error.description
        }
        let plan = PlanGenerator(catalog: catalog).plan(for: profile, on: today())
        try await plans.savePlan(plan)
        return PlanState(plan: plan, isNew: true, problems: [], assumed: assumed, unreadable: unreadable)
    }

    /// A new plan from the profile as it is now, stored as the plan in force.
    public func remake() async throws -> PlanState {
        let (profile, assumed) = TrainingProfile.from(try await profiles.loadProfile())
        let plan = PlanGenerator(catalog: catalog).plan(for: profile, on: today())
        try await plans.savePlan(plan)
        return PlanState(plan: plan, isNew: true, problems: [], assumed: assumed)
    }

    /// The stored plan, without making one (nil when there is none or it cannot be read).
    public func stored() async -> TrainingPlan? { try? await plans.currentPlan() }

    /// `exercise` swapped for `replacement` (or the next alternative) in the plan in force, stored.
    /// Throws ``PlanChangeError`` with the reason when the change is refused.
    public func swap(_ exercise: String, with replacement: String?) async throws -> (plan: TrainingPlan, name: String, from: String) {
        let state = try await current()
        let from = catalog.knownName(exercise) ?? exercise
        let changed = try PlanEditor(catalog: catalog).swap(exercise, with: replacement, in: state.plan)
        try await plans.savePlan(changed.plan)
        return (changed.plan, changed.name, from)
    }

    /// The plan on `day` (today when nil): its session with loads from the log, or the rest day
    /// and the next session.
    public func day(_ day: CalendarDay? = nil) async throws -> (result: PlanDayResult, state: PlanState) {
        let state = try await current()
        let date = day ?? today()
        let sessions = try await workouts.sessions(from: date.adding(days: -Self.historyDays), through: date)
        let result = SessionPlanner(catalog: catalog, plan: state.plan).day(date, log: TrainingLog(sessions: sessions))
        return (result, state)
    }

    /// What logging a day's session as prescribed did.
    public enum PlannedLog: Sendable {
        case logged(WorkoutSession)
        /// No session falls on the day.
        case rest
        /// The day already has the plan's exercises logged (nothing is logged twice).
        case alreadyLogged(WorkoutSession)
    }

    /// Logs `day`'s session (today when nil) as prescribed: every set at its target reps and
    /// load, at the target effort; not on a rest day, nor twice.
    public func logAsPrescribed(on day: CalendarDay? = nil, description: String) async throws -> PlannedLog {
        let date = day ?? today()
        let (result, state) = try await self.day(date)
        guard case .session(let session) = result, session.day == date else { return .rest }
        let planned = Set(state.plan.exerciseNames)
        if let earlier = try await workouts.sessions(from: date, through: date).first(where: { logged in
            logged.sets.contains { planned.contains($0.exercise) }
        }) {
            return .alreadyLogged(earlier)
        }
        var lines: [WorkoutSet] = []
        if let cardio = session.cardio {
            lines.append(WorkoutSet(exercise: cardio.exercise, kind: .cardio, sets: 1, reps: 0,
                                    durationMinutes: Double(cardio.minutes)))
        }
        for exercise in session.exercises {
            let kind = catalog.exercise(named: exercise.name).map { $0.load.isWeighed ? ExerciseKind.strength : .bodyweight } ?? .strength
            for set in exercise.sets {
                let line = WorkoutSet(exercise: exercise.name, kind: kind, sets: 1, reps: set.reps, weightKg: set.loadKg,
                                      reserve: Double(set.reserve))
                if var last = lines.last, last.exercise == line.exercise, last.reps == line.reps, last.weightKg == line.weightKg,
                   last.reserve == line.reserve {
                    last.sets += 1
                    lines[lines.count - 1] = last
                } else {
                    lines.append(line)
                }
            }
        }
        let logged = WorkoutSession(day: date, description: "\(session.name), \(description)", sets: lines)
        try await workouts.addBoundedSession(logged)
        return .logged(logged)
    }

    /// The plan's summary for a model's system prompt; nil when no plan has been made (or it
    /// cannot be read). Reads only the store: the prompt never waits for the catalog.
    public static func promptSummary(from plans: (any TrainingPlanStore)?) async -> String? {
        guard let plan = try? await plans?.currentPlan() else { return nil }
        return PlanText.summary(plan)
    }
}
