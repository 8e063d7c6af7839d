import Coach
import CoachProgress
import CoachTraining
import DI
import LLM

/// The tags of the app's scopes: the REPL holds one conversation scope at a time (`:new`
/// and `:resume` end it and open the next); each message gets a turn scope inside it.
enum AppScope {
    static let conversation = "conversation"
    static let turn = "turn"
}

/// What lives in a conversation or a turn: the conversation's state and history window, the
/// chat controller, and per turn the monitor, onboarding conductor, engine, session, stored
/// record and the turn itself (the tool executor is in ``ToolModule``).
struct ConversationModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.nest(AppScope.turn, in: AppScope.conversation)
        let conversation = (lifetime: Lifetime.scoped, scope: AppScope.conversation)
        let turn = (lifetime: Lifetime.scoped, scope: AppScope.turn)

        // The seed of a conversation scope; a scope opened without one is a new conversation.
        registry.register(ConversationSelection.self, lifetime: conversation.lifetime, scope: conversation.scope,
                          using: { ConversationSelection.new })
        registry.register(ConversationState.self, lifetime: conversation.lifetime, scope: conversation.scope,
                          using: ConversationState.init(selection:))
        registry.register(ConversationManager.self, lifetime: conversation.lifetime, scope: conversation.scope,
                          using: ConversationHistory.load(_:from:))
        registry.register(ChatController.self, lifetime: conversation.lifetime, scope: conversation.scope,
                          using: ChatController.init(turns:console:checkIn:))

        // The seed of a turn scope.
        registry.register(UserMessage.self, lifetime: turn.lifetime, scope: turn.scope,
                          using: { () throws -> UserMessage in throw NoUserMessage() })
        registry.register(TurnMonitor.self, lifetime: turn.lifetime, scope: turn.scope, using: TurnMonitor.init(console:))
        // Onboarding keeps its place in the store, not here; it is per turn because a model
        // reading the answers reports to the turn's monitor.
        registry.register(OnboardingConductor.self, lifetime: turn.lifetime, scope: turn.scope) { (
            ports: CoachPorts, intents: OfflineReaders, resources: CoachResources, orchestrator: Orchestrator, prompts: PromptLibrary,
            monitor: TurnMonitor, clock: AppClock
        ) in
            // Answers are read by the extraction task's model when it starts at one, else offline.
            let interpreter: any ProfileInterpreter = CoachModule.startsAtModel(orchestrator.routing, task: .extraction)
                ? ExtractionProfileInterpreter(
                    provider: orchestrator.provider(for: .extraction, onNotice: monitor.notice, onUsage: monitor.record),
                    prompts: prompts, language: resources.language)
                : OfflineProfileInterpreter(language: resources.language)
            return OnboardingConductor(ports: ports, intents: intents, language: resources.language, personas: resources.personas,
                                       interpreter: interpreter, today: clock.today)
        }
        registry.register(CoachEngine.self, lifetime: turn.lifetime, scope: turn.scope) { (
            orchestrator: Orchestrator, executor: ToolExecutor, ports: CoachPorts, prompts: PromptLibrary, resources: CoachResources,
            monitor: TurnMonitor, onboarding: OnboardingConductor, clock: AppClock, plans: Lazy<any TrainingPlanStore>,
            facts: Lazy<SituationFactsBuilder>
        ) in
            CoachEngine(provider: orchestrator.provider(for: .chat, onNotice: monitor.notice, onUsage: monitor.record),
                        executor: executor, ports: ports, prompts: prompts, today: clock.today, personas: resources.personas,
                        onboarding: onboarding, planSummary: { await TrainingCoach.promptSummary(from: try? await plans.get()) },
                        userState: { (try? await facts.get().facts()).map(CompactState.text) })
        }
        registry.register(CoachSession.self, lifetime: turn.lifetime, scope: turn.scope,
                          using: CoachSession.init(engine:conversation:))
        registry.register(TurnRecord.self, lifetime: turn.lifetime, scope: turn.scope,
                          using: TurnRecord.begin(message:conversation:handle:session:console:))
        registry.register(ChatTurn.self, lifetime: turn.lifetime, scope: turn.scope,
                          using: ChatTurn.init(message:session:record:monitor:renderer:conversation:console:))
    }
}
