import CoachDomain
import CoachProgress
import LLM

/// Runs the model's tool calls locally against the ports. Never throws and never crashes on bad
/// arguments: every problem becomes an error ``ToolResult`` the model (and the user) can read.
public struct ToolExecutor: Sendable {
    /// Where logs, goals and the profile are stored.
    public let ports: CoachPorts
    /// Reads `log_food` descriptions.
    public let nutrition: NutritionParser
    /// Reads `log_workout` descriptions.
    public let workouts: WorkoutParser
    /// Estimates foods the list doesn't know (nil: they are reported as unknown).
    public let estimator: (any NutritionEstimator)?
    private let today: @Sendable () -> CalendarDay

    /// - Parameters:
    ///   - estimator: optional; asked about unknown foods, its validated items are logged as estimates.
    ///   - today: the current day (injected; the executor never reads the clock).
    public init(ports: CoachPorts, nutrition: NutritionParser, workouts: WorkoutParser,
                estimator: (any NutritionEstimator)? = nil, today: @escaping @Sendable () -> CalendarDay) {
        self.ports = ports
        self.nutrition = nutrition
        self.workouts = workouts
        self.estimator = estimator
        self.today = today
    }

    /// The parsers built from `resources`.
    public init(ports: CoachPorts, resources: CoachResources, estimator: (any NutritionEstimator)? = nil,
                today: @escaping @Sendable () -> CalendarDay) {
        self.init(ports: ports, nutrition: NutritionParser(foods: resources.foods),
                  workouts: WorkoutParser(exercises: resources.exercises), estimator: estimator, today: today)
    }

    /// Runs `call` and returns its result.
    public func execute(_ call: ToolCall) async -> ToolResult {
        guard let tool = CoachTools.tool(named: call.name) else {
            return .failure(call, "unknown tool \"\(call.name)\" (known: \(CoachTools.list.map(\.name).joined(separator: ", ")))")
        }
        let context = ToolContext(ports: ports, nutrition: nutrition, workouts: workouts, estimator: estimator, day: today())
        return await tool.execute(call, context)
    }
}
