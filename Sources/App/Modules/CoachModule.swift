import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM

/// The coach: its data, its ports over the store, the parsers, the offline coach (the
/// `offline` chat provider), the food estimator (`model` or `database`, swappable) and the
/// persona writer. What one turn uses is in ``ConversationModule``.
struct CoachModule: ServiceModule {
    /// The coach's notion of today: the local calendar day (or `AIRFIT_TODAY`, see ``AppClock``).
    static let today: @Sendable () -> CalendarDay = { AppClock.process.today() }

    /// Whether `task` starts at a model: not the offline coach (it never fakes numbers or
    /// prose it cannot write) and not a script (its replies belong to the chat).
    static func startsAtModel(_ routing: RoutingTable, task: LLMTask) -> Bool {
        guard let first = routing.choices(for: task).first?.provider else { return false }
        return ProviderCatalog.isModel(first)
    }

    func register(into registry: inout Registry) {
        registry.register(CoachResources.self) { (resources: AppResources) in try CoachResources.load(root: resources.root) }
        registry.register(CoachPorts.self, using: { (handle: StoreHandle, resources: CoachResources) in
            // With the weigh-ins and the history: the targets follow the learned expenditure, and the
            // profile's weight is the latest weigh-in.
            let coach = CoachPorts.storage(handle: handle, resources: resources)
            let progress = ProgressPorts.storage(handle: handle, coach: coach, resources: resources)
            return coach.learning(weighIns: progress.weighIns, history: progress.history, today: Self.today)
        })
        registry.register((any ChatProvider).self, name: "offline") { (resources: CoachResources, ports: CoachPorts, intents: IntentParser) in
            OfflineCoachProvider(resources: resources, ports: ports, intents: intents, today: Self.today)
        }
        registry.register(PromptLibrary.self) { (resources: CoachResources) in PromptLibrary(directory: resources.promptsDirectory) }
        registry.register(NutritionParser.self) { (resources: CoachResources) in NutritionParser(foods: resources.foods) }
        registry.register(WorkoutParser.self) { (resources: CoachResources) in WorkoutParser(exercises: resources.exercises) }
        registry.register(IntentParser.self) { (nutrition: NutritionParser, workouts: WorkoutParser, resources: CoachResources) in
            IntentParser(nutrition: nutrition, workouts: workouts, library: resources.library)
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
