import Foundation
import LLM

/// What the modules need to know before the container exists: the configuration file and
/// the routing it and the command line ask for, with the provider the chat starts on.
struct AppStartup: Sendable {
    /// The built-in provider ids.
    static let builtInProviderIDs = ["offline", "openai", "anthropic", "gemini", "ollama", "scripted"]

    /// The provider ids the container offers as `ChatProvider` alternatives: the built-ins,
    /// then the named providers of `config.json`.
    var providerIDs: [String] { Self.builtInProviderIDs + config.namedProviders.map(\.name) }

    let config: AppConfig
    /// The routing, or why it is wrong (a bad `--fallback`, a misspelt provider).
    let routing: Result<RoutingTable, RoutingError>
    /// The first chat choice's provider: what `ChatProvider` is bound to at start.
    let initialProvider: String

    init(options: AppOptions) {
        let config = AppConfig.load(from: options.paths.configFile)
        self.config = config
        let known = Set(Self.builtInProviderIDs + config.namedProviders.map(\.name))
        let routing = Result { () throws(RoutingError) -> RoutingTable in
            let table = try Self.baseRouting(config.routing).applyingCommandLine(
                provider: options.provider, model: options.model, fallback: options.fallback)
            try table.validate(knownProviders: known)
            return table
        }
        self.routing = routing
        let first = (try? routing.get())?.choices(for: .chat).first?.provider ?? "offline"
        initialProvider = known.contains(first) ? first : "offline"
    }

    private static func baseRouting(_ json: JSONValue) throws(RoutingError) -> RoutingTable {
        if case .null = json { return .offlineOnly }
        return try RoutingTable(json: json, origin: "config.json")
    }
}
