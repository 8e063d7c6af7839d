import Foundation
import LLM

/// What the modules need to know before the container exists: the configuration file and
/// the routing it and the command line ask for, with the provider the chat starts on.
struct AppStartup: Sendable {
    /// The built-in provider ids, from the provider catalog.
    static var builtInProviderIDs: [String] { ProviderCatalog.ids }

    let config: AppConfig
    /// The routing, or why it is wrong (a bad `--fallback`, a misspelt provider).
    let routing: Result<RoutingTable, RoutingError>
    /// The first chat choice's provider: what `ChatProvider` is bound to at start.
    let initialProvider: String

    init(options: AppOptions) {
        var config = AppConfig.load(from: options.paths.configFile)
        let known = Self.builtInProviderIDs + config.namedProviders.map(\.name)
        let (routing, warnings) = StartupRouting.resolve(
            config: config, configPath: options.paths.configFile.path, options: options, known: known)
        config.warnings += warnings
        self.config = config
        self.routing = routing
        let first = (try? routing.get())?.choices(for: .chat).first?.provider ?? "offline"
        initialProvider = known.contains(first) ? first : "offline"
    }
}
