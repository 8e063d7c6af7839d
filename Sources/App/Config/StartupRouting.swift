import Foundation
import LLM

/// The routing the program starts with: `config.json`'s, then the command line over it.
///
/// A mistake in the file (`"chat": "openai"`, an unknown provider in a list) never keeps the
/// coach from starting: it is one warning naming the file and the entry, and the routing of
/// the file is left aside for the offline coach. A mistake on the command line (`--provider
/// foo`) stops the start with one line that lists the known providers.
enum StartupRouting {
    /// The routing, or the command-line error; and the warnings about the file.
    static func resolve(config: AppConfig, configPath: String, options: AppOptions, known: [String])
        -> (routing: Result<RoutingTable, RoutingError>, warnings: [String])
    {
        var warnings: [String] = []
        var base = RoutingTable.offlineOnly
        if config.routing != .null {
            do {
                let table = try RoutingTable(json: config.routing, origin: configPath + ": routing")
                try check(table, known: known, place: { task, index in "\(configPath): routing.tasks.\(task)[\(index)]" })
                base = table
            } catch {
                warnings.append("\(error.message); the routing there is ignored and the offline coach answers")
            }
        }
        let routing = Result { () throws(RoutingError) -> RoutingTable in
            let table = try base.applyingCommandLine(provider: options.provider, model: options.model, fallback: options.fallback)
            try check(commandLine: table, options: options, known: known)
            return table
        }
        return (routing, warnings)
    }

    /// Every choice of the file names a known provider.
    private static func check(_ table: RoutingTable, known: [String], place: (String, Int) -> String) throws(RoutingError) {
        for task in LLMTask.allCases {
            for (index, choice) in (table.tasks[task] ?? []).enumerated() where !known.contains(choice.provider) {
                throw RoutingError("\(place(task.rawValue, index)): unknown provider \"\(choice.provider)\" (known: \(list(known)))")
            }
        }
    }

    /// The providers `--provider` and `--fallback` name are known.
    private static func check(commandLine table: RoutingTable, options: AppOptions, known: [String]) throws(RoutingError) {
        let chat = table.choices(for: .chat)
        if options.provider != nil, let first = chat.first, !known.contains(first.provider) {
            throw RoutingError("--provider \(first.provider): unknown provider; use one of \(list(known)), "
                               + "or a provider you name in config.json")
        }
        if options.fallback != nil, let unknown = chat.dropFirst().first(where: { !known.contains($0.provider) }) {
            throw RoutingError("--fallback: unknown provider \"\(unknown.provider)\"; use one of \(list(known))")
        }
    }

    private static func list(_ known: [String]) -> String { known.joined(separator: ", ") }
}
