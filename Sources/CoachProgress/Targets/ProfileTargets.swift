import CoachDomain

/// The targets a day is measured against in progress reports: the targets in force that day
/// (``CoachPorts/targets(on:calculator:)``), the same ``DailyTargets`` the coach and `:targets` use.
public struct ProfileTargets: DayTargetSource {
    public let ports: CoachPorts
    public let calculator: TargetCalculator

    public init(ports: CoachPorts, calculator: TargetCalculator = TargetCalculator()) {
        self.ports = ports
        self.calculator = calculator
    }

    public func targets(on day: CalendarDay) async throws -> DayTargets {
        let targets = try await ports.targets(on: day, calculator: calculator)
        return DayTargets(kcal: targets.kcal?.amount, protein: targets.protein?.amount, carbs: targets.carbs?.amount,
                          fat: targets.fat?.amount, weeklyWorkouts: targets.workoutsPerWeek?.amount)
    }
}
