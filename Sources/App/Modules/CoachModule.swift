import Coach
import CoachDomain
import CoachLanguage
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
        // Each data file is read when a service that uses it is first built, not before: a
        // progress command reads none, a first offline reply reads what its parsers need.
        // The large ones are kept compiled in the data folder (the sources stay the truth).
        registry.register(CompiledCache.self) { (paths: AppPaths) in
            CompiledCache(directory: paths.dataDirectory.appendingPathComponent("compiled"))
        }
        registry.register(FoodDatabase.self) { (resources: AppResources, cache: CompiledCache) in
            try CoachResources.foods(root: resources.root, cache: cache)
        }
        registry.register(ExerciseCatalog.self) { (resources: AppResources, cache: CompiledCache) in
            try CoachResources.exercises(root: resources.root, cache: cache)
        }
        registry.register(CoachingLibrary.self) { (resources: AppResources, cache: CompiledCache) in
            try CoachResources.library(root: resources.root, cache: cache)
        }
        registry.register(Language.self) { (resources: AppResources, cache: CompiledCache) in
            try CoachResources.language(root: resources.root, cache: cache)
        }
        registry.register(CoachResources.self) { (
            foods: FoodDatabase, exercises: ExerciseCatalog, library: CoachingLibrary, language: Language, resources: AppResources
        ) in
            CoachResources(foods: foods, exercises: exercises, library: library, personas: try CoachResources.personas(root: resources.root),
                           promptsDirectory: try CoachResources.promptsDirectory(root: resources.root), language: language)
        }
        registry.register((any ChatProvider).self, name: "offline") { (
            resources: CoachResources, ports: CoachPorts, readers: OfflineReaders, clock: AppClock, facts: Lazy<SituationFactsBuilder>
        ) in
            OfflineCoachProvider(resources: resources, ports: ports, readers: readers, today: clock.today,
                                 situationFacts: { try await facts.get().facts() })
        }
        registry.register(MealAdvisor.self, using: MealAdvisor.init(foods:days:))
        registry.register(PromptLibrary.self) { (resources: AppResources) in
            PromptLibrary(directory: try CoachResources.promptsDirectory(root: resources.root))
        }
        registry.register(NutritionParser.self, using: NutritionParser.init(foods:language:))
        registry.register(WorkoutParser.self, using: WorkoutParser.init(exercises:language:))
        registry.register(OfflineReaders.self, using: OfflineReaders.init(language:nutrition:workouts:library:))

        registry.register((any FoodEstimator).self, name: "model", using: ModelFoodEstimator.init(orchestrator:prompts:))
        registry.register((any FoodEstimator).self, name: "database", using: FoodListOnly.init)
        registry.bind((any FoodEstimator).self, to: "model")

        registry.register(LLMPersonaSynthesizer.self) { (orchestrator: Orchestrator, prompts: PromptLibrary, resources: CoachResources) in
            LLMPersonaSynthesizer(provider: orchestrator.provider(for: .persona), prompts: prompts,
                                  fallback: OfflinePersonaBuilder(archetypes: resources.personas))
        }
    }
}
