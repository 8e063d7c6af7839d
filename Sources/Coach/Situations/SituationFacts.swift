import CoachDomain
import CoachProgress

/// Everything the situation answers, the topic fallback and the system prompt's compact state
/// read, as plain values: read once per turn (``SituationFactsBuilder``) and then only computed
/// on. Each number here is one a command shows: the days as `:week` and `:day` show them, the
/// trend as `:weight` and `:week`, the sessions as `:plan`.
public struct SituationFacts: Sendable, Hashable {
    /// The day it is of.
    public var today: CalendarDay
    /// The units the user reads weights in.
    public var unit: WeightUnit
    /// The profile's name, coaching style and detail level: how answers are worded.
    public var name: String?
    public var style: CoachingStyle?
    public var detail: DetailLevel?
    public var goal: FitnessGoal?
    /// The weekly change the goal asks for, kg (negative: lose; 0: keep); nil without a goal (or,
    /// to change weight, without a weight). What the targets are worked out from.
    public var plannedRate: Double?
    public var weight: WeightFacts
    /// The seven days ending today, oldest first (the days of `:week`).
    public var days: [DayFacts]
    /// The training plan and this week's sessions; nil before a plan was made.
    public var training: TrainingFacts?
    /// Sleep, soreness or illness the user mentioned recently (nothing records them yet: empty).
    public var reported: [Condition]

    public init(today: CalendarDay, unit: WeightUnit = .kg, name: String? = nil, style: CoachingStyle? = nil,
                detail: DetailLevel? = nil, goal: FitnessGoal? = nil, plannedRate: Double? = nil,
                weight: WeightFacts = WeightFacts(), days: [DayFacts] = [], training: TrainingFacts? = nil,
                reported: [Condition] = []) {
        self.today = today
        self.unit = unit
        self.name = name
        self.style = style
        self.detail = detail
        self.goal = goal
        self.plannedRate = plannedRate
        self.weight = weight
        self.days = days
        self.training = training
        self.reported = reported
    }

    /// Today's row (empty when the days do not reach today).
    public var todayFacts: DayFacts { days.first { $0.day == today } ?? DayFacts(day: today) }
    /// Yesterday's row, when the days hold it.
    public var yesterday: DayFacts? { days.first { $0.day == today.adding(days: -1) } }
    /// kcal left of today's target (negative: over); nil without a target.
    public var kcalLeft: Double? { todayFacts.targetKcal.map { $0 - (todayFacts.intakeKcal ?? 0) } }
    /// Protein left of today's target, g (negative: over); nil without a target.
    public var proteinLeft: Double? { todayFacts.targetProtein.map { $0 - (todayFacts.intakeProtein ?? 0) } }

    /// The days with food logged.
    public var loggedDays: [DayFacts] { days.filter { $0.intakeKcal != nil } }
    /// The mean kcal of the logged days, as `:week`'s average row; nil when none.
    public var averageIntake: Double? { Self.mean(loggedDays.compactMap(\.intakeKcal)) }
    /// The mean kcal target of the logged days that have one, as `:week`'s average row.
    public var averageTarget: Double? { Self.mean(loggedDays.compactMap(\.targetKcal)) }

    /// The logged days within ``SituationThresholds/onTargetShare`` of their own target.
    public var daysOnTarget: [DayFacts] {
        loggedDays.filter { day in
            guard let over = day.kcalOver, let target = day.targetKcal else { return false }
            return abs(over) <= target * SituationThresholds.onTargetShare
        }
    }

    /// Days in a row with a workout, ending today when today has one, else yesterday.
    public var daysTrainedInARow: Int {
        var count = 0
        var day = todayFacts.workouts > 0 ? today : today.adding(days: -1)
        while let row = days.first(where: { $0.day == day }), row.workouts > 0 {
            count += 1
            day = day.adding(days: -1)
        }
        return count
    }

    static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}

/// The body weight facts: the trend as `:weight` shows it, where it stood a week ago (as `:week`
/// measures the week's change) and the recent weigh-ins.
public struct WeightFacts: Sendable, Hashable {
    /// The trend as of today, with its weekly rate (kg a week) once it rests on enough weigh-ins.
    public var trend: TrendPoint?
    /// The trend as of the day before the seven days (`:week`'s "this week" is from there).
    public var trendWeekBefore: TrendPoint?
    /// Days from the earliest to the latest weigh-in the trend rests on (its six-week window).
    public var spanDays: Int
    /// The weigh-ins of the last two weeks, oldest first (as `:weight` lists them).
    public var recent: [WeighIn]

    public init(trend: TrendPoint? = nil, trendWeekBefore: TrendPoint? = nil, spanDays: Int = 0, recent: [WeighIn] = []) {
        self.trend = trend
        self.trendWeekBefore = trendWeekBefore
        self.spanDays = spanDays
        self.recent = recent
    }

    /// The trend's change over the seven days, kg (`:week`'s "down 0.4 kg this week"); nil
    /// without a trend at both ends.
    public var weekChange: Double? {
        guard let before = trendWeekBefore, let after = trend, after.day > before.day else { return nil }
        return after.kg - before.kg
    }
}

/// One day: what was eaten against the targets in force that day, and whether there was a workout.
public struct DayFacts: Sendable, Hashable {
    public var day: CalendarDay
    /// Nil: no food logged.
    public var intakeKcal: Double?
    public var intakeProtein: Double?
    /// The day's targets as they were in force then; nil: none.
    public var targetKcal: Double?
    public var targetProtein: Double?
    /// Workouts logged that day.
    public var workouts: Int

    public init(day: CalendarDay, intakeKcal: Double? = nil, intakeProtein: Double? = nil, targetKcal: Double? = nil,
                targetProtein: Double? = nil, workouts: Int = 0) {
        self.day = day
        self.intakeKcal = intakeKcal
        self.intakeProtein = intakeProtein
        self.targetKcal = targetKcal
        self.targetProtein = targetProtein
        self.workouts = workouts
    }

    /// kcal over the day's target (negative: under); nil without intake or target.
    public var kcalOver: Double? {
        guard let intakeKcal, let targetKcal else { return nil }
        return intakeKcal - targetKcal
    }
}

/// The training plan's week: its sessions, what was done, and what comes next (as `:plan` and
/// `:plan today` show them; a missed session moves on to the next training day).
public struct TrainingFacts: Sendable, Hashable {
    /// The plan's sessions, Monday first.
    public var sessions: [PlanSlot]
    /// The days of this week (Monday to today) with the plan's exercises logged.
    public var doneDays: [CalendarDay]
    /// The session that falls today; nil: a rest day, or the week's sessions are done.
    public var today: ScheduledSession?
    /// The next session after today, with its day.
    public var next: ScheduledSession?

    public init(sessions: [PlanSlot], doneDays: [CalendarDay] = [], today: ScheduledSession? = nil,
                next: ScheduledSession? = nil) {
        self.sessions = sessions
        self.doneDays = doneDays
        self.today = today
        self.next = next
    }

    /// Whether today's session is logged already.
    public func doneToday(_ day: CalendarDay) -> Bool { doneDays.contains(day) }
}

/// A session of the plan's week: its weekday and name.
public struct PlanSlot: Sendable, Hashable {
    public var weekday: Weekday
    public var name: String

    public init(weekday: Weekday, name: String) {
        self.weekday = weekday
        self.name = name
    }
}

/// A session on a day: its name, and why it is there when it moved.
public struct ScheduledSession: Sendable, Hashable {
    public var day: CalendarDay
    public var name: String
    /// Why it falls on this day, when it moved from its own ("moved from Tuesday: ...").
    public var moved: String?

    public init(day: CalendarDay, name: String, moved: String? = nil) {
        self.day = day
        self.name = name
        self.moved = moved
    }
}

/// What the user says about how they are before training.
public enum Condition: String, Sendable, Hashable, CaseIterable {
    /// Slept badly or little.
    case poorSleep = "poor_sleep"
    /// Sore muscles.
    case sore
    /// Very sore, or sore in what today's session trains hard.
    case verySore = "very_sore"
    /// A cold: symptoms above the neck.
    case mildIllness = "mild_illness"
    /// Fever, flu, chest or stomach: below the neck.
    case illness

    /// The lexicon slot that says it (`sleep`, `soreness`, `illness`).
    public var slot: String {
        switch self {
        case .poorSleep: "sleep"
        case .sore, .verySore: "soreness"
        case .mildIllness, .illness: "illness"
        }
    }
}
