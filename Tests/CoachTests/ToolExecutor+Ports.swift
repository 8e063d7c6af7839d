@testable import Coach
import CoachDomain
import CoachProgress

extension ToolExecutor {
    /// Every tool of ``CoachTools`` over `ports`, with parsers of `resources`: what the app's
    /// `ToolModule` registers, put together by hand for tests without a container.
    init(ports: CoachPorts, resources: CoachResources, estimator: (any NutritionEstimator)? = nil,
         today: @escaping @Sendable () -> CalendarDay) {
        self.init(tools: ToolExecutor.tools(ports: ports, resources: resources, estimator: estimator), today: today)
    }

    static func tools(ports: CoachPorts, resources: CoachResources, estimator: (any NutritionEstimator)?) -> [BoundTool] {
        let days = ports.reader
        let progress = ports.weighIns.flatMap { weighIns in
            ports.history.map { ProgressPorts(coach: ports, weighIns: weighIns, history: $0) }
        }
        return [
            BoundTool(LogFoodTool(parser: NutritionParser(foods: resources.foods, language: resources.language), meals: ports.nutrition, estimator: estimator, days: days)),
            BoundTool(LogWorkoutTool(parser: WorkoutParser(exercises: resources.exercises, language: resources.language), sessions: ports.workouts, days: days)),
            BoundTool(SetGoalTool(goals: ports.goals, days: days), words: resources.language.lexicon),
            BoundTool(TodaySummaryTool(days: days)),
            BoundTool(UpdateProfileTool(profiles: ports.profiles, days: days, language: resources.language)),
            BoundTool(RemoveLastEntryTool(eraser: ports.eraser, foods: resources.foods, days: days), words: resources.language.lexicon),
            BoundTool(LogWeightTool(profiles: ports.profiles, weighIns: ports.weighIns)),
            BoundTool(WeekSummaryTool(progress: progress)),
            BoundTool(SuggestFoodsTool(advisor: MealAdvisor(foods: resources.foods, days: days))),
            BoundTool(PlanMealsTool(advisor: MealAdvisor(foods: resources.foods, days: days))),
            BoundTool(LogPlannedMealTool(advisor: MealAdvisor(foods: resources.foods, days: days), meals: ports.nutrition)),
        ]
    }
}
