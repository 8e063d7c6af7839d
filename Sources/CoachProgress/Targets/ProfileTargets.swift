import CoachDomain

/// The targets a day is measured against in progress reports: the profile's daily targets (the
/// hand-set goals winning), the same ``DailyTargets`` the coach and `:targets` use.
public struct ProfileTargets: DayTargetSource {
    public let ports: CoachPorts
    public let calculator: TargetCalculator

    public init(ports: CoachPorts, calculator: TargetCalculator = TargetCalculator()) {
        self.ports = ports
        self.calculator = calculator
    }

    public func targets(on day: CalendarDay) async throws -> DayTargets {
        let targets = try await ports.context(on: day, calculator: calculator).summary.targets
        return DayTargets(kcal: targets.kcal?.amount, protein: targets.protein?.amount, carbs: targets.carbs?.amount,
                          fat: targets.fat?.amount, weeklyWorkouts: targets.workoutsPerWeek?.amount)
    }
}
