@testable import Coach
@testable import CoachDomain
@testable import CoachProgress
import Foundation
import LLM

/// The coach's services built from one resource root and the ports, wired by hand for the
/// tests (the app wires them in its container).
struct CoachComponents: Sendable {
    /// Foods, exercises, coaching library and the prompts folder.
    let resources: CoachResources
    /// The ports given at init.
    let ports: CoachPorts
    /// Templates from `<root>/Prompts`, read at run time.
    let prompts: PromptLibrary
    /// Runs tool calls against the ports.
    let executor: ToolExecutor
    /// What the offline rules read with.
    let intents: OfflineReaders
    /// Offline personas from `data/personas.json`.
    var personas: OfflinePersonaBuilder { OfflinePersonaBuilder(archetypes: resources.personas) }
    /// The `offline` chat provider.
    let offlineProvider: OfflineCoachProvider
    /// Onboarding, reading answers offline.
    let onboarding: OnboardingConductor
    private let today: @Sendable () -> CalendarDay

    /// Loads `<root>/data` and `<root>/Prompts` (throws ``ResourceError``) and wires the services.
    init(root: URL, ports: CoachPorts, estimator: (any NutritionEstimator)? = nil,
         today: @escaping @Sendable () -> CalendarDay) throws {
        let resources = try CoachResources.load(root: root)
        self.resources = resources
        self.ports = ports
        self.prompts = PromptLibrary(directory: resources.promptsDirectory)
        self.executor = ToolExecutor(ports: ports, resources: resources, estimator: estimator, today: today)
        self.intents = OfflineReaders(resources: resources)
        self.offlineProvider = OfflineCoachProvider(resources: resources, ports: ports, today: today)
        self.onboarding = OnboardingConductor(ports: ports, resources: resources, today: today)
        self.today = today
    }

    /// An engine over `provider` (e.g. the orchestrator's chat facade, or ``offlineProvider``).
    func engine(provider: any ChatProvider, options: CoachEngineOptions = CoachEngineOptions()) -> CoachEngine {
        CoachEngine(provider: provider, executor: executor, ports: ports, prompts: prompts, today: today, options: options,
                    personas: resources.personas, onboarding: onboarding)
    }

    /// A session over `provider`, continuing `messages` (loaded from storage) within `tokenBudget`.
    func session(provider: any ChatProvider, messages: [ChatMessage] = [], tokenBudget: Int,
                 replyReserve: Int = 1_024, options: CoachEngineOptions = CoachEngineOptions()) -> CoachSession {
        CoachSession(engine: engine(provider: provider, options: options),
                     conversation: ConversationManager(messages: messages, tokenBudget: tokenBudget, replyReserve: replyReserve))
    }
}
