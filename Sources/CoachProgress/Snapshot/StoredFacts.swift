import CoachDomain

/// The days a snapshot holds logs and weigh-ins for, counted back from the day it is of. Wide
/// enough for every answer of a turn or a command to read from it: a week and the week before it
/// (a check-in compares the two), each of their days against the targets in force then, which
/// before anything was recorded rest on the four weeks of intake and weigh-ins before that day
/// (``ExpenditureEstimator/maximumDays``), and the trend's six weeks of weigh-ins before each week.
public struct FactWindow: Sendable, Hashable {
    /// The day the snapshot is of (today).
    public var day: CalendarDay
    /// The first day whose meals, imported totals and workouts are held.
    public var logsFrom: CalendarDay
    /// The first day whose weigh-ins are held.
    public var weighInsFrom: CalendarDay

    /// Days of logs before `day`: two weeks, and the expenditure's four weeks before the first of them.
    public static let logDays = 14 + ExpenditureEstimator.maximumDays
    /// Days of weigh-ins before `day`: two weeks, and the trend's window before the first of them.
    public static let weighInDays = 14 + TrendWeight.windowDays

    /// The window of a snapshot of `day`.
    public init(day: CalendarDay) {
        self.day = day
        logsFrom = day.adding(days: -Self.logDays)
        weighInsFrom = day.adding(days: -Self.weighInDays)
    }

    /// Whether logs from `start` through `end` are all held.
    public func holdsLogs(from start: CalendarDay, through end: CalendarDay) -> Bool { start >= logsFrom && end <= day }

    /// Whether weigh-ins from `start` through `end` are all held.
    public func holdsWeighIns(from start: CalendarDay, through end: CalendarDay) -> Bool { start >= weighInsFrom && end <= day }
}

/// What the store holds of the user, read at one moment (one read transaction): each field is
/// what the port of the same name answers (the profile as ``ProfileStore`` stores it, before the
/// latest weigh-in is laid over it; the meals as ``NutritionLog`` reads them back). A snapshot's
/// raw facts; ``CoachSnapshot`` is what the coach works out from them.
public struct StoredFacts: Sendable {
    public var window: FactWindow
    /// The stored profile; nil before anything was saved.
    public var profile: Profile?
    /// Where onboarding stands; nil when it never started.
    public var onboarding: OnboardingState?
    /// The saved persona; nil when none was made.
    public var persona: Persona?
    /// The targets set by hand.
    public var goals: [Goal]
    /// The targets in force, a record per day they changed, oldest first.
    public var targetRecords: [TargetRecord]
    /// The weigh-ins from ``FactWindow/weighInsFrom`` through the day, oldest first.
    public var weighIns: [WeighIn]
    /// The weigh-in of the latest day there is one, whenever that is.
    public var latestWeighIn: WeighIn?
    /// The meals from ``FactWindow/logsFrom`` through the day, oldest day first, each day's in the order added.
    public var meals: [MealEntry]
    /// Imported daily totals over the same days.
    public var dayTotals: [DayTotals]
    /// The workouts over the same days.
    public var sessions: [WorkoutSession]
    /// The weekly check-ins shown, oldest week first.
    public var checkIns: [CheckInEntry]
    /// The training plan in force as stored (``TrainingPlan/init(storedText:)`` reads it); nil before one was made.
    public var planText: String?

    public init(window: FactWindow, profile: Profile? = nil, onboarding: OnboardingState? = nil, persona: Persona? = nil,
                goals: [Goal] = [], targetRecords: [TargetRecord] = [], weighIns: [WeighIn] = [], latestWeighIn: WeighIn? = nil,
                meals: [MealEntry] = [], dayTotals: [DayTotals] = [], sessions: [WorkoutSession] = [], checkIns: [CheckInEntry] = [],
                planText: String? = nil) {
        self.window = window
        self.profile = profile
        self.onboarding = onboarding
        self.persona = persona
        self.goals = goals
        self.targetRecords = targetRecords
        self.weighIns = weighIns
        self.latestWeighIn = latestWeighIn
        self.meals = meals
        self.dayTotals = dayTotals
        self.sessions = sessions
        self.checkIns = checkIns
        self.planText = planText
    }
}

extension StoredFacts {
    /// The parts of the facts, each read again on its own after a change to it.
    public enum Part: String, CaseIterable, Sendable, Hashable {
        /// The profile, onboarding's place and the persona.
        case profile
        case goals, targetRecords, weighIns, meals, dayTotals, sessions, checkIns, plan
    }

    /// These facts with `parts` taken from `newer` (read after a change to them).
    public func replacing(_ parts: Set<Part>, from newer: StoredFacts) -> StoredFacts {
        var facts = self
        for part in parts {
            switch part {
            case .profile:
                facts.profile = newer.profile
                facts.onboarding = newer.onboarding
                facts.persona = newer.persona
            case .goals: facts.goals = newer.goals
            case .targetRecords: facts.targetRecords = newer.targetRecords
            case .weighIns:
                facts.weighIns = newer.weighIns
                facts.latestWeighIn = newer.latestWeighIn
            case .meals: facts.meals = newer.meals
            case .dayTotals: facts.dayTotals = newer.dayTotals
            case .sessions: facts.sessions = newer.sessions
            case .checkIns: facts.checkIns = newer.checkIns
            case .plan: facts.planText = newer.planText
            }
        }
        return facts
    }
}

/// For each part of the facts, a count of the changes this process committed to it.
public struct FactsVersion: Sendable, Hashable {
    public var counts: [StoredFacts.Part: Int]

    public init(counts: [StoredFacts.Part: Int]) { self.counts = counts }

    /// The parts whose count differs in `other` (a part without a count has none).
    public func changed(in other: FactsVersion) -> Set<StoredFacts.Part> {
        Set(StoredFacts.Part.allCases.filter { counts[$0] != other.counts[$0] })
    }
}

/// Where a snapshot's facts come from. App adapts the store to it: the facts of a window in one
/// read transaction, each query a statement the connection keeps prepared.
public protocol FactsSource: Sendable {
    /// The `parts` of what the store holds for `window` (the others left empty), read at one
    /// moment; nil when the store cannot be read at all (then each port answers as it does without
    /// facts, some saying why, some with nothing). Throws as the ports would (a busy store).
    func facts(_ window: FactWindow, parts: Set<StoredFacts.Part>) async throws -> StoredFacts?
    /// Changes whenever this process commits a change to a part of the facts (a meal, a weigh-in,
    /// the profile, a target recorded, ...): a part read after its count was last seen is
    /// current while its count stays the same. Another process's changes are not counted.
    func version() async -> FactsVersion
}
