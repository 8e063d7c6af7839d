import CoachDomain
import CoachProgress

/// Every threshold the situations judge by, declared once (the check-in's and the trend's are
/// reused, not restated).
public enum SituationThresholds {
    /// A trend rate within this of the plan's is on pace, kg a week: the weekly check-in's
    /// (``WeeklyCheckIn/paceTolerance``, 0.15).
    public static var paceTolerance: Double { WeeklyCheckIn.paceTolerance }
    /// A trend needs this many weigh-ins for a rate at all (``TrendWeight/rateMinimumWeighIns``, 4) ...
    public static var paceWeighIns: Int { TrendWeight.rateMinimumWeighIns }
    /// ... and a judgement of pace needs them to span this many days: over one week a trend still
    /// carries the water of a salty dinner or a hard session.
    public static let paceSpanDays = 14
    /// A trend rate smaller than this is holding steady, kg a week (as `:weight` says).
    public static let steadyRate = 0.05
    /// A mean intake within this share of the mean target is on target (10%).
    public static let onTargetShare = 0.10
    /// A day over its target by more than this share is a heavy day (15%).
    public static let heavyDayShare = 0.15
    /// Intake explains a pace only when at least this many of the seven days are logged.
    public static let loggedDaysForIntake = 4
    /// The most a later day is trimmed to make up for a heavy one, kcal: more than that is a
    /// skipped meal, which the coach never suggests. A larger excess is spread over more days.
    public static let makeUpPerDay = 300.0
    /// A change of the daily target worked out from a pace gap is rounded to this (kcal) ...
    public static let kcalStep = 50.0
    /// ... and never more than this at once (kcal a day).
    public static let kcalChangeCap = 500.0
    /// A change on the scale that differs from the trend's over the same days by more than this
    /// is mostly water, kg.
    public static let waterMarginKg = 0.5
    /// Training days in a row after which the next is a rest day.
    public static let daysInARowBeforeRest = 3
    /// A body weight change that stays fat or lean tissue, kcal per kg (``TargetCalculator/kcalPerKilogram``).
    public static var kcalPerKg: Double { TargetCalculator.kcalPerKilogram }

    /// The daily kcal a gap of `kgPerWeek` between two weekly rates is worth, rounded to
    /// ``kcalStep`` and capped at ``kcalChangeCap``.
    public static func dailyKcal(forRateGap kgPerWeek: Double) -> Double {
        let kcal = abs(kgPerWeek) * kcalPerKg / 7
        return min(kcalChangeCap, (kcal / kcalStep).rounded() * kcalStep)
    }

    /// Days to spread an excess of `kcal` over, at most ``makeUpPerDay`` each.
    public static func makeUpDays(_ kcal: Double) -> Int { max(1, Int((kcal / makeUpPerDay).rounded(.up))) }
}
