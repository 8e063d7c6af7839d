import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM

/// The coach: its data, the parsers, the offline coach (the `offline` chat provider), the food
/// estimator (`model` or `database`, swappable) and the persona writer. Its ports are in
/// ``PortsModule``, its tools in ``ToolModule``; what one turn uses is in ``ConversationModule``.
struct CoachModule: ServiceModule {
    /// Whether `task` starts at a model: not the offline coach (it never fakes numbers or
    /// prose it cannot write) and not a script (its replies belong to the chat).
    static func startsAtModel(_ routing: RoutingTable, task: LLMTask) -> Bool {
        guard let first = routing.choices(for: task).first?.provider else { return false }
        return ProviderCatalog.isModel(first)
    }

    func register(into registry: inout Registry) {
        registry.register(CoachResources.self) { (resources: AppResources) in try CoachResources.load(root: resources.root) }
        registry.register(FoodDatabase.self) { (resources: CoachResources) in resources.foods }
        registry.register(ExerciseCatalog.self) { (resources: CoachResources) in resources.exercises }
        registry.register((any ChatProvider).self, name: "offline") { (
            resources: CoachResources, ports: CoachPorts, intents: IntentParser, clock: AppClock
        ) in
            OfflineCoachProvider(resources: resources, ports: ports, intents: intents, today: clock.today)
        }
        registry.register(MealAdvisor.self) { (resources: CoachResources, days: CoachContextReader) in
            MealAdvisor(foods: resources.foods, days: days)
        }
        registry.register(PromptLibrary.self) { (resources: CoachResources) in PromptLibrary(directory: resources.promptsDirectory) }
        registry.register(NutritionParser.self) { (resources: CoachResources) in NutritionParser(foods: resources.foods) }
        registry.register(WorkoutParser.self) { (resources: CoachResources) in WorkoutParser(exercises: resources.exercises) }
        registry.register(IntentParser.self) { (nutrition: NutritionParser, workouts: WorkoutParser, resources: CoachResources) in
            IntentParser(nutrition: nutrition, workouts: workouts, library: resources.library, training: resources.trainingPhrases)
        }

        registry.register((any FoodEstimator).self, name: "model", using: ModelFoodEstimator.init(orchestrator:prompts:))
        registry.register((any FoodEstimator).self, name: "database", using: FoodListOnly.init)
        registry.bind((any FoodEstimator).self, to: "model")

        registry.register(LLMPersonaSynthesizer.self) { (orchestrator: Orchestrator, prompts: PromptLibrary, resources: CoachResources) in
            LLMPersonaSynthesizer(provider: orchestrator.provider(for: .persona), prompts: prompts,
                                  fallback: OfflinePersonaBuilder(archetypes: resources.personas))
        }
    }
}
