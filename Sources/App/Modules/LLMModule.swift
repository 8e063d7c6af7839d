import DI
import Foundation
import LLM

/// Models and providers: the price catalog, the usage ledger, every chat provider as a
/// named alternative of `ChatProvider` (bound to the first chat choice), and the
/// orchestrator that routes, retries and falls back over them.
struct LLMModule: ServiceModule {
    let startup: AppStartup

    func register(into registry: inout Registry) {
        let startup = self.startup
        registry.register(RoutingTable.self) { _ in try startup.routing.get() }
        registry.register(ModelCatalog.self, dependsOn: [ServiceKey(AppResources.self)]) { resolver in
            try ModelCatalog.load(from: try await resolver.resolve(AppResources.self).modelsFile.path)
        }
        registry.register(UsageLedger.self) { _ in UsageLedger() }

        registry.register((any ChatProvider).self, name: "scripted", dependsOn: [ServiceKey(AppOptions.self)]) { resolver -> any ChatProvider in
            guard let path = try await resolver.resolve(AppOptions.self).script else {
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

        let ids = startup.providerIDs
        let alternatives = ids.map { ServiceKey((any ChatProvider).self, name: $0) }
        registry.register(ProviderDirectory.self, dependsOn: alternatives) { resolver in
            var providers: [any ChatProvider] = []
            for id in ids { providers.append(try await resolver.resolve((any ChatProvider).self, name: id)) }
            return ProviderDirectory(providers: providers)
        }
        registry.register(
            Orchestrator.self,
            dependsOn: [ServiceKey(RoutingTable.self), ServiceKey((any ChatProvider).self), ServiceKey(ProviderDirectory.self),
                        ServiceKey(ModelCatalog.self), ServiceKey(UsageLedger.self), ServiceKey(AppLog.self)]
        ) { resolver in
            var routing = try await resolver.resolve(RoutingTable.self)
            // The bound ChatProvider is the first chat choice (`:swap ChatProvider x` = `:provider x`).
            let primary = try await resolver.resolve((any ChatProvider).self)
            let current = routing.choices(for: .chat).first
            if current?.provider != primary.id {
                let configured = routing.choices(for: .chat).first { $0.provider == primary.id }
                routing.setPrimary(RouteChoice(provider: primary.id, model: configured?.model))
            }
            let directory = try await resolver.resolve(ProviderDirectory.self)
            return Orchestrator(
                routing: routing, providers: ProviderLookup(providers: directory.providers),
                catalog: try await resolver.resolve(ModelCatalog.self), ledger: try await resolver.resolve(UsageLedger.self),
                policy: OrchestratorPolicy(maxTokens: startup.config.limits.maxTokens),
                describe: { $0.userMessage }, logger: try await resolver.resolve(AppLog.self).logger("airfit.orchestrator"))
        }
    }
}

/// Every chat provider, by id, built-ins first.
struct ProviderDirectory: Sendable {
    let providers: [any ChatProvider]

    var ids: [String] { providers.map(\.id) }

    func provider(_ id: String) -> (any ChatProvider)? {
        providers.first { $0.id == id }
    }
}
