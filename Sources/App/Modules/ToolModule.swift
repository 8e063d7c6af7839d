import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import DI

/// The coach's tools, each built with what it runs on when a call first names it in a turn: one
/// named alternative of ``BoundTool`` per tool of ``CoachTools`` (a test holds the two lists
/// together), and the executor that looks them up by name.
struct ToolModule: ServiceModule {
    func register(into registry: inout Registry) {
        let turn = (lifetime: Lifetime.scoped, scope: AppScope.turn)
        // Foods the list does not know are estimated by the `extraction` task's model when there is
        // one; its usage is the turn's.
        registry.register(BoundTool.self, name: LogFoodTool.name, lifetime: turn.lifetime, scope: turn.scope) { (
            parser: NutritionParser, meals: any NutritionLog, food: any FoodEstimator, monitor: TurnMonitor, days: CoachContextReader
        ) in
            BoundTool(LogFoodTool(parser: parser, meals: meals, estimator: food.estimator(onUsage: monitor.record), days: days))
        }
        registry.register(BoundTool.self, name: LogWorkoutTool.name) { (
            parser: WorkoutParser, sessions: any WorkoutLog, days: CoachContextReader
        ) in
            BoundTool(LogWorkoutTool(parser: parser, sessions: sessions, days: days))
        }
        // Their arguments take words beside the canonical values ("calories", "food"): the lexicon's.
        registry.register(BoundTool.self, name: SetGoalTool.name) { (goals: any GoalStore, days: CoachContextReader, language: Language) in
            BoundTool(SetGoalTool(goals: goals, days: days), words: language.lexicon)
        }
        registry.register(BoundTool.self, name: TodaySummaryTool.name) { (days: CoachContextReader) in
            BoundTool(TodaySummaryTool(days: days))
        }
        registry.register(BoundTool.self, name: UpdateProfileTool.name) { (
            profiles: any ProfileStore, days: CoachContextReader, language: Language
        ) in
            BoundTool(UpdateProfileTool(profiles: profiles, days: days, language: language))
        }
        registry.register(BoundTool.self, name: RemoveLastEntryTool.name) { (
            eraser: any LogEraser, foods: FoodDatabase, days: CoachContextReader, language: Language
        ) in
            BoundTool(RemoveLastEntryTool(eraser: eraser, foods: foods, days: days), words: language.lexicon)
        }
        registry.register(BoundTool.self, name: LogWeightTool.name) { (profiles: any ProfileStore, weighIns: any WeighInLog) in
            BoundTool(LogWeightTool(profiles: profiles, weighIns: weighIns))
        }
        registry.register(BoundTool.self, name: WeekSummaryTool.name) { (progress: ProgressPorts) in
            BoundTool(WeekSummaryTool(progress: progress))
        }
        registry.register(BoundTool.self, name: SuggestFoodsTool.name) { (advisor: MealAdvisor) in
            BoundTool(SuggestFoodsTool(advisor: advisor))
        }
        registry.register(BoundTool.self, name: PlanMealsTool.name) { (advisor: MealAdvisor) in
            BoundTool(PlanMealsTool(advisor: advisor))
        }
        registry.register(BoundTool.self, name: LogPlannedMealTool.name) { (advisor: MealAdvisor, meals: any NutritionLog) in
            BoundTool(LogPlannedMealTool(advisor: advisor, meals: meals))
        }
        registry.register(BoundTool.self, name: TodaySessionTool.name) { (training: TrainingCoach) in
            BoundTool(TodaySessionTool(training: training))
        }
        registry.register(BoundTool.self, name: TrainingPlanTool.name) { (training: TrainingCoach) in
            BoundTool(TrainingPlanTool(training: training))
        }
        registry.register(BoundTool.self, name: ChangePlanTool.name) { (training: TrainingCoach) in
            BoundTool(ChangePlanTool(training: training))
        }
        registry.register(BoundTool.self, name: LogPlannedSessionTool.name) { (training: TrainingCoach) in
            BoundTool(LogPlannedSessionTool(training: training))
        }

        registry.register(ToolExecutor.self, lifetime: turn.lifetime, scope: turn.scope) { (
            tools: Alternatives<BoundTool>, clock: AppClock
        ) in
            ToolExecutor(tool: { name in try await tools.get(name) }, today: clock.today)
        }
    }
}
