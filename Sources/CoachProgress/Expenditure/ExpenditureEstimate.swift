import CoachDomain

/// The user's daily energy expenditure as learned from what they ate and what their weight did,
/// with the data it rests on.
public struct ExpenditureEstimate: Sendable, Hashable {
    /// kcal a day.
    public var kcalPerDay: Double
    /// The 95% confidence range, kcal a day.
    public var range: ClosedRange<Double>
    /// The days whose intake counts (the last one is yesterday: today is not over).
    public var window: ClosedRange<CalendarDay>
    /// Days in the window with food logged.
    public var intakeDays: Int
    /// The mean of the logged days, kcal (days without a log are counted at this mean).
    public var averageIntake: Double
    /// Weigh-ins from the window's first day through the day after it.
    public var weighIns: Int
    /// The weight change the fit implies over the window, kg (negative: lost).
    public var weightChange: Double

    public init(kcalPerDay: Double, range: ClosedRange<Double>, window: ClosedRange<CalendarDay>, intakeDays: Int,
                averageIntake: Double, weighIns: Int, weightChange: Double) {
        self.kcalPerDay = kcalPerDay
        self.range = range
        self.window = window
        self.intakeDays = intakeDays
        self.averageIntake = averageIntake
        self.weighIns = weighIns
        self.weightChange = weightChange
    }

    /// Days in the window.
    public var windowDays: Int { window.upperBound.daysSinceEpoch - window.lowerBound.daysSinceEpoch + 1 }
    /// Days in the window without a food log (counted at the average).
    public var missingIntakeDays: Int { windowDays - intakeDays }
    /// The change in stored energy, kcal a day (negative: drawn from the body's stores).
    public var storedEnergyPerDay: Double { weightChange * ExpenditureEstimator.kcalPerKg / Double(windowDays) }
    /// kg per week.
    public var weeklyRate: Double { weightChange / Double(windowDays) * 7 }
}

/// Why there is no estimate yet.
public enum ExpenditureGap: Error, Sendable, Hashable, CustomStringConvertible {
    /// Fewer than ``ExpenditureEstimator/minimumIntakeDays`` days with food logged in the window.
    case tooFewIntakeDays(Int)
    /// Fewer than ``ExpenditureEstimator/minimumWeighIns`` weigh-ins, or not a week apart.
    case tooFewWeighIns(Int)

    public var description: String {
        switch self {
        case .tooFewIntakeDays(let count):
            "needs food logged on at least \(ExpenditureEstimator.minimumIntakeDays) days of the last four weeks "
                + "(there \(count == 1 ? "is 1" : "are \(count)"))"
        case .tooFewWeighIns(let count):
            "needs at least \(ExpenditureEstimator.minimumWeighIns) weigh-ins spanning a week in the last four weeks "
                + "(there \(count == 1 ? "is 1" : "are \(count)"))"
        }
    }
}
