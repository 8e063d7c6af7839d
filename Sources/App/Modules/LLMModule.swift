import DI
import Foundation
import LLM

/// Models and providers: the price catalog, the usage ledger, every chat provider as a
/// named alternative of `ChatProvider` (bound to the first chat choice), the routing the user
/// steers, and the orchestrator that routes, retries and falls back over the providers,
/// building each one only when it routes to it.
struct LLMModule: ServiceModule {
    let startup: AppStartup

    func register(into registry: inout Registry) {
        let startup = self.startup
        registry.register(RoutingTable.self, using: { try startup.routing.get() })
        registry.register(RouteSettings.self, using: RouteSettings.init(routing:))
        registry.register(ModelCatalog.self) { (resources: AppResources) in
            try ModelCatalog.load(from: resources.modelsFile.path)
        }
        registry.register(UsageLedger.self, using: { UsageLedger() })

        registry.register((any ChatProvider).self, name: "scripted") { (options: AppOptions) -> any ChatProvider in
            guard let path = options.script else {
                return UnconfiguredProvider(id: "scripted", defaultModel: "script", reason: .notConfigured(
                    provider: "scripted", hint: "start airfit with --script FILE to replay a scripted conversation"))
            }
            do {
                return try ScriptedProvider(contentsOf: path)
            } catch {
                // Listed with its reason, so `:providers` and each message say what is wrong.
                return UnconfiguredProvider(id: "scripted", defaultModel: "script",
                                            reason: .notConfigured(provider: "scripted", hint: "\(error)"))
            }
        }
        NetworkProviders.register(into: &registry, startup: startup)
        registry.bind((any ChatProvider).self, to: startup.initialProvider)

        registry.register(Orchestrator.self) { (
            settings: RouteSettings, providers: Alternatives<any ChatProvider>, catalog: ModelCatalog, ledger: UsageLedger,
            config: AppConfig, log: AppLog
        ) in
            // The bound ChatProvider is the first chat choice (`:swap ChatProvider x` = `:provider x`);
            // a swap rebuilds the orchestrator, which starts again from the routing settings.
            let routing = settings.routing(primary: providers.bound ?? "offline")
            return Orchestrator(routing: routing, providers: ProviderLookup { id in try await providers.get(id) },
                                catalog: catalog, ledger: ledger, policy: OrchestratorPolicy(maxTokens: config.limits.maxTokens),
                                describe: { $0.userMessage }, describeInterruption: { $0.interruptionMessage },
                                logger: log.logger("airfit.orchestrator"))
        }
    }
}
