import CoachDomain
import Foundation

/// Learns energy expenditure from intake and weight: what was eaten, minus what went into (or
/// came out of) the body's stores, at 7,700 kcal per kg.
///
/// Over a window of up to ``maximumDays`` days ending yesterday, with `C(t)` the intake eaten
/// before the morning of day `t`, energy balance says `weight(t) = w0 + (C(t) - E·t) / 7700`.
/// So `weight(t) - C(t) / 7700` falls on a line of slope `-E / 7700` plus water noise, and a
/// least-squares line through the weigh-ins gives `E`. This is "intake minus the change in
/// stored energy", with the change read from the trend of all the window's weigh-ins at once
/// (not two noisy end points), and it allows for days that were eaten differently.
///
/// Honest about gaps: a day without a food log counts at the mean of the logged days (and widens
/// the range); a day without a weigh-in simply has no point on the line. The 95% range combines
/// the fit's standard error with the uncertainty of the filled-in days.
public enum ExpenditureEstimator {
    /// kcal stored or released per kg of body weight.
    public static let kcalPerKg = 7_700.0
    /// The longest window, days.
    public static let maximumDays = 28
    /// Below these there is no estimate at all.
    public static let minimumIntakeDays = 7
    public static let minimumWeighIns = 4
    public static let minimumWeighInSpan = 7

    /// The estimate as of `today` from kcal eaten per day and the weigh-ins (any order; data
    /// outside the window is ignored).
    public static func estimate(intake: [CalendarDay: Double], weighIns: [WeighIn],
                                today: CalendarDay) -> Result<ExpenditureEstimate, ExpenditureGap> {
        let last = today.adding(days: -1)
        let earliestAllowed = today.adding(days: -maximumDays)
        let firstIntake = intake.keys.filter { $0 >= earliestAllowed && $0 <= last }.min()
        let firstWeighIn = weighIns.map(\.day).filter { $0 >= earliestAllowed && $0 <= today }.min()
        guard let firstData = [firstIntake, firstWeighIn].compactMap({ $0 }).min() else { return .failure(.tooFewIntakeDays(0)) }
        let start = max(earliestAllowed, firstData)
        guard start <= last else { return .failure(.tooFewIntakeDays(0)) }
        let days = last.daysSinceEpoch - start.daysSinceEpoch + 1

        // Intake per day of the window, the logged mean standing in for the missing ones.
        var eaten = [Double?](repeating: nil, count: days)
        for (day, kcal) in intake where day >= start && day <= last { eaten[day.daysSinceEpoch - start.daysSinceEpoch] = kcal }
        let logged = eaten.compactMap { $0 }
        guard logged.count >= minimumIntakeDays else { return .failure(.tooFewIntakeDays(logged.count)) }
        let mean = logged.reduce(0, +) / Double(logged.count)
        var eatenBefore = [0.0]   // eatenBefore[t]: kcal eaten before the morning of start + t
        for kcal in eaten { eatenBefore.append((eatenBefore.last ?? 0) + (kcal ?? mean)) }

        let points = weighIns.filter { $0.day >= start && $0.day <= today }
            .map { (x: Double($0.day.daysSinceEpoch - start.daysSinceEpoch),
                    y: $0.kg - eatenBefore[$0.day.daysSinceEpoch - start.daysSinceEpoch] / kcalPerKg) }
        let span = (points.map(\.x).max() ?? 0) - (points.map(\.x).min() ?? 0)
        guard points.count >= minimumWeighIns, span >= Double(minimumWeighInSpan) else {
            return .failure(.tooFewWeighIns(points.count))
        }
        let fit = LineFit(points)
        let expenditure = -fit.slope * kcalPerKg

        // Uncertainty: the slope's standard error, and the filled-in days (each off by about the
        // day-to-day spread of the logged ones).
        let spread = logged.count > 1
            ? (logged.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(logged.count - 1)).squareRoot() : 0
        let missing = Double(days - logged.count)
        let fillError = spread * missing.squareRoot() / Double(days)
        let standardError = ((fit.slopeStandardError * kcalPerKg) * (fit.slopeStandardError * kcalPerKg)
            + fillError * fillError).squareRoot()
        let margin = 1.96 * standardError
        let change = (mean - expenditure) * Double(days) / kcalPerKg
        return .success(ExpenditureEstimate(
            kcalPerDay: expenditure, range: (expenditure - margin)...(expenditure + margin), window: start...last,
            intakeDays: logged.count, averageIntake: mean, weighIns: points.count, weightChange: change))
    }
}

extension ExpenditureEstimator {
    /// The estimate as of `today` from the four weeks of logs before it (meals, else imported
    /// totals) and the weigh-ins through it.
    public static func estimate(on today: CalendarDay, weighIns: any WeighInLog,
                                history: any ProgressHistory) async throws -> Result<ExpenditureEstimate, ExpenditureGap> {
        let first = today.adding(days: -maximumDays)
        let last = today.adding(days: -1)
        let intake = DailyIntake.byDay(meals: try await history.meals(from: first, through: last),
                                       totals: try await history.dayTotals(from: first, through: last))
        return estimate(intake: intake.mapValues(\.kcal), weighIns: try await weighIns.weighIns(from: first, through: today),
                        today: today)
    }
}

/// An ordinary least-squares line through points.
struct LineFit {
    let slope: Double
    let intercept: Double
    /// The slope's standard error (0 with two points or fewer).
    let slopeStandardError: Double

    init(_ points: [(x: Double, y: Double)]) {
        let n = Double(points.count)
        let meanX = points.map(\.x).reduce(0, +) / n
        let meanY = points.map(\.y).reduce(0, +) / n
        let sxx = points.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        let sxy = points.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +)
        let slope = sxx > 0 ? sxy / sxx : 0
        let intercept = meanY - slope * meanX
        self.slope = slope
        self.intercept = intercept
        let residuals = points.map { $0.y - (intercept + slope * $0.x) }
        let variance = points.count > 2 ? residuals.map { $0 * $0 }.reduce(0, +) / (n - 2) : 0
        slopeStandardError = sxx > 0 ? (variance / sxx).squareRoot() : 0
    }
}
