import DI
import LLM

/// The commands that inspect and rewire the DI container: `:container`, `:graph`,
/// `:trace`, `:validate`, `:swap`, `:health`. They alone take ``ContainerAccess``: the
/// container, seen from the current conversation scope.
enum ContainerCommands {
    static let all: [MetaCommand] = [
        MetaCommand("container", summary: "list every registration: key, name, lifetime, implementation, state") {
            (_: CommandArguments, access: ContainerAccess, console: Console) in
            console.line(ContainerListing.render(access.container.registrations(seenFrom: access.scope)))
            return .proceed
        },
        MetaCommand("graph", usage: "[KEY | :COMMAND] [--dot]",
                    summary: "draw the dependency graph of KEY or of a command, or of all, as a tree or Graphviz DOT",
                    arity: 0...1, flags: ["--dot"], completer: completeKey) { (arguments: CommandArguments, access: ContainerAccess, console: Console) in
            let key = try arguments[0].map { try parseKey($0, in: access.container) }
            let formatter = GraphFormatter(access.container.graph())
            console.line(arguments.flags.contains("--dot") ? formatter.dot(from: key) : formatter.tree(from: key))
            return .proceed
        },
        MetaCommand("trace", usage: "KEY", summary: "resolve KEY and show each step with its time",
                    arity: 1...1, completer: completeKey) { (arguments: CommandArguments, access: ContainerAccess, console: Console) in
            let key = try parseKey(arguments.words[0], in: access.container)
            console.line(String(describing: await access.container.trace(key, in: access.scope)))
            return .proceed
        },
        MetaCommand("validate", summary: "check the whole graph: missing dependencies, cycles, captive dependencies") {
            (_: CommandArguments, access: ContainerAccess, console: Console) in
            let issues = access.container.validate()
            let count = access.container.registrations().count
            if issues.isEmpty {
                console.line("ok: \(count) registrations, no problems")
            } else {
                console.line("\(issues.count) problem\(issues.count == 1 ? "" : "s") in \(count) registrations:")
                for issue in issues { console.line("  \(issue)") }
            }
            return .proceed
        },
        MetaCommand("swap", usage: "[KEY [NAME]]",
                    summary: "bind KEY to its alternative NAME; dependents are rebuilt (no NAME: the choices)",
                    arity: 0...2, positionalCompleter: completeSwap) {
            (arguments: CommandArguments, access: ContainerAccess, providers: Alternatives<any ChatProvider>, console: Console) in
            guard arguments.words.count == 2 else {
                let swappable = CompletionSources.alternatives(access.container).sorted { $0.key < $1.key }
                let asked = try arguments[0].map { try access.container.key(parsing: $0).typeName }
                guard let asked else {
                    console.line("These keys have alternatives (:swap KEY NAME picks one):")
                    for (key, names) in swappable {
                        let bound = access.container.binding(of: try access.container.key(parsing: key)) ?? "-"
                        console.line("  \(key.padded(to: 16)) \(names.sorted().joined(separator: ", ")) (now \(bound))")
                    }
                    return .proceed
                }
                guard let names = swappable.first(where: { $0.key == asked })?.value else {
                    throw CommandFailure("\(asked) has no alternatives to swap; these do: \(swappable.map(\.key).joined(separator: ", "))")
                }
                console.line("\(asked): \(names.sorted().joined(separator: ", ")) (now \(access.container.binding(of: try access.container.key(parsing: asked)) ?? "-"))")
                return .proceed
            }
            let key = try access.container.key(parsing: arguments.words[0])
            if key.typeName == "ChatProvider" {
                try await ProviderCommands.ensureConfigured(arguments.words[1].lowercased(), providers: providers)
            }
            let result = try await access.container.swap(key, to: arguments.words[1])
            let evicted = result.evicted.isEmpty ? "nothing was built yet" : "rebuilt on next use: " + result.evicted.map(\.description).joined(separator: ", ")
            console.line("\(result.key) => \(result.current) (was \(result.previous ?? "unbound")); \(evicted)")
            return .proceed
        },
        MetaCommand("health", usage: "[--all]", summary: "check the health of live services (--all builds every singleton first)",
                    flags: ["--all"]) { (arguments: CommandArguments, access: ContainerAccess, console: Console) in
            let reports = await access.container.health(resolveAll: arguments.flags.contains("--all"))
            if reports.isEmpty {
                console.line("no live service reports its health yet (try :health --all)")
            }
            for report in reports {
                let label = report.status.label.padded(to: 9)
                let styled: String
                switch report.status {
                case .healthy: styled = console.style(label, .green)
                case .degraded: styled = console.style(label, .yellow)
                case .unhealthy: styled = console.style(label, .red)
                }
                let detail = report.status.detail.isEmpty ? "" : "  \(report.status.detail)"
                console.line("\(report.key.description.padded(to: 28)) \(styled)\(detail)")
            }
            return .proceed
        },
    ]

    /// A key as typed, or `:name` for the command's registration (`CommandAction[name]`). An
    /// unknown key's error suggests the nearest keys, or says where the list is.
    static func parseKey(_ text: String, in container: Container) throws -> ServiceKey {
        do {
            guard text.hasPrefix(":") else { return try container.key(parsing: text) }
            return try container.key(parsing: "CommandAction[\(text.dropFirst())]")
        } catch ResolutionError.notRegistered(let key, _, let suggestions) where suggestions.isEmpty {
            throw CommandFailure("\(key) is not registered; :container lists every key")
        }
    }

    /// Completes registration keys.
    static let completeKey: MetaCommand.Completer = { context, prefix in
        context.serviceKeys.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }

    /// `:swap KEY NAME`: the keys that have alternatives, then the alternatives of the key given.
    static let completeSwap: MetaCommand.PositionalCompleter = { context, before, prefix in
        switch before.count {
        case 0:
            let keys = context.alternatives.isEmpty ? context.serviceKeys : context.alternatives.keys.sorted()
            return keys.filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
        case 1:
            let key = before[0].lowercased()
            let names = context.alternatives.first { $0.key.lowercased() == key }?.value ?? []
            return names.sorted().filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
        default:
            return []
        }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
