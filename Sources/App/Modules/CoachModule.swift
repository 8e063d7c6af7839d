import Coach
import DI
import Foundation
import LLM

/// The coach: its data, its ports over the store, the offline coach (the `offline` chat
/// provider), the tool executor, the engine over the orchestrator, and the chat controller
/// the REPL sends messages to.
struct CoachModule: ServiceModule {
    /// The coach's notion of today: the local calendar day (or `AIRFIT_TODAY`, see ``AppClock``).
    static let today: @Sendable () -> CalendarDay = { AppClock.process.today() }

    /// Whether `task` starts at a model: not the offline coach (it never fakes numbers or
    /// prose it cannot write) and not a script (its replies belong to the chat).
    static func startsAtModel(_ routing: RoutingTable, task: LLMTask) -> Bool {
        guard let first = routing.choices(for: task).first?.provider else { return false }
        return ProviderCatalog.isModel(first)
    }

    /// Whether foods the list does not know are estimated by a model (the extraction task's).
    static func modelEstimates(_ routing: RoutingTable) -> Bool { startsAtModel(routing, task: .extraction) }

    func register(into registry: inout Registry) {
        registry.register(CoachResources.self, dependsOn: [ServiceKey(AppResources.self)]) { resolver in
            try CoachResources.load(root: try await resolver.resolve(AppResources.self).root)
        }
        registry.register(CoachPorts.self, dependsOn: [ServiceKey(StoreHandle.self), ServiceKey(CoachResources.self)]) { resolver in
            CoachPorts.storage(handle: try await resolver.resolve(StoreHandle.self),
                               resources: try await resolver.resolve(CoachResources.self))
        }
        registry.register((any ChatProvider).self, name: "offline",
                          dependsOn: [ServiceKey(CoachResources.self), ServiceKey(CoachPorts.self)]) { resolver in
            OfflineCoachProvider(resources: try await resolver.resolve(CoachResources.self),
                                 ports: try await resolver.resolve(CoachPorts.self), today: Self.today)
        }
        registry.register(
            ToolExecutor.self,
            dependsOn: [ServiceKey(CoachPorts.self), ServiceKey(CoachResources.self), ServiceKey(Orchestrator.self),
                        ServiceKey(PromptLibrary.self), ServiceKey(TurnMonitor.self)]
        ) { resolver in
            let orchestrator = try await resolver.resolve(Orchestrator.self)
            let monitor = try await resolver.resolve(TurnMonitor.self)
            let prompts = try await resolver.resolve(PromptLibrary.self)
            var estimator: (any NutritionEstimator)?
            if Self.modelEstimates(orchestrator.routing) {
                estimator = LLMNutritionEstimator(provider: orchestrator.provider(for: .extraction, onUsage: monitor.record), prompts: prompts)
            }
            return ToolExecutor(ports: try await resolver.resolve(CoachPorts.self),
                                resources: try await resolver.resolve(CoachResources.self), estimator: estimator, today: Self.today)
        }
        registry.register(PromptLibrary.self, dependsOn: [ServiceKey(CoachResources.self)]) { resolver in
            PromptLibrary(directory: try await resolver.resolve(CoachResources.self).promptsDirectory)
        }
        registry.register(TurnMonitor.self, dependsOn: [ServiceKey(Console.self)]) { resolver in
            TurnMonitor(console: try await resolver.resolve(Console.self))
        }
        registry.register(
            OnboardingConductor.self,
            dependsOn: [ServiceKey(CoachPorts.self), ServiceKey(CoachResources.self), ServiceKey(Orchestrator.self),
                        ServiceKey(PromptLibrary.self), ServiceKey(TurnMonitor.self)]
        ) { resolver in
            // Answers are read by the extraction task's model when it starts at one, else offline.
            let orchestrator = try await resolver.resolve(Orchestrator.self)
            var interpreter: any ProfileInterpreter = OfflineProfileInterpreter()
            if Self.startsAtModel(orchestrator.routing, task: .extraction) {
                let monitor = try await resolver.resolve(TurnMonitor.self)
                interpreter = ExtractionProfileInterpreter(
                    provider: orchestrator.provider(for: .extraction, onNotice: monitor.notice, onUsage: monitor.record),
                    prompts: try await resolver.resolve(PromptLibrary.self))
            }
            return OnboardingConductor(ports: try await resolver.resolve(CoachPorts.self),
                                       resources: try await resolver.resolve(CoachResources.self), interpreter: interpreter,
                                       today: Self.today)
        }
        registry.register(
            CoachEngine.self,
            dependsOn: [ServiceKey(Orchestrator.self), ServiceKey(ToolExecutor.self), ServiceKey(PromptLibrary.self),
                        ServiceKey(CoachResources.self), ServiceKey(TurnMonitor.self), ServiceKey(OnboardingConductor.self)]
        ) { resolver in
            let monitor = try await resolver.resolve(TurnMonitor.self)
            let provider = try await resolver.resolve(Orchestrator.self)
                .provider(for: .chat, onNotice: monitor.notice, onUsage: monitor.record)
            return CoachEngine(provider: provider, executor: try await resolver.resolve(ToolExecutor.self),
                               prompts: try await resolver.resolve(PromptLibrary.self), today: Self.today,
                               personas: try await resolver.resolve(CoachResources.self).personas,
                               onboarding: try await resolver.resolve(OnboardingConductor.self))
        }
        registry.register(
            ChatController.self,
            dependsOn: [ServiceKey(CoachEngine.self), ServiceKey(StoreHandle.self), ServiceKey(ConversationState.self),
                        ServiceKey(TurnMonitor.self), ServiceKey(Console.self)]
        ) { resolver in
            ChatController(
                engine: try await resolver.resolve(CoachEngine.self), store: try await resolver.resolve(StoreHandle.self),
                conversation: try await resolver.resolve(ConversationState.self),
                monitor: try await resolver.resolve(TurnMonitor.self), console: try await resolver.resolve(Console.self))
        }
    }
}
