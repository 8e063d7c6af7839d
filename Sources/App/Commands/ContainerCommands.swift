import DI

/// The commands that inspect and rewire the DI container: `:container`, `:graph`,
/// `:trace`, `:validate`, `:swap`, `:health`.
enum ContainerCommands {
    static let all: [MetaCommand] = [
        MetaCommand("container", summary: "list every registration: key, name, lifetime, implementation, state") { context, _ in
            context.console.line(ContainerListing.render(context.container.registrations()))
            return .proceed
        },
        MetaCommand("graph", usage: "[KEY] [--dot]", summary: "draw the dependency graph of KEY, or of all, as a tree or Graphviz DOT",
                    arity: 0...1, flags: ["--dot"], completer: completeKey) { context, arguments in
            let key = try arguments[0].map { try context.container.key(parsing: $0) }
            let formatter = GraphFormatter(context.container.graph())
            context.console.line(arguments.flags.contains("--dot") ? formatter.dot(from: key) : formatter.tree(from: key))
            return .proceed
        },
        MetaCommand("trace", usage: "KEY", summary: "resolve KEY and show each step with its time",
                    arity: 1...1, completer: completeKey) { context, arguments in
            let key = try context.container.key(parsing: arguments.words[0])
            context.console.line(String(describing: await context.container.trace(key)))
            return .proceed
        },
        MetaCommand("validate", summary: "check the whole graph: missing dependencies, cycles, captive dependencies") { context, _ in
            let issues = context.container.validate()
            let count = context.container.registrations().count
            if issues.isEmpty {
                context.console.line("ok: \(count) registrations, no problems")
            } else {
                context.console.line("\(issues.count) problem\(issues.count == 1 ? "" : "s") in \(count) registrations:")
                for issue in issues { context.console.line("  \(issue)") }
            }
            return .proceed
        },
        MetaCommand("swap", usage: "KEY NAME", summary: "bind KEY to its alternative NAME; dependents are rebuilt",
                    arity: 2...2, completer: completeKey) { context, arguments in
            let key = try context.container.key(parsing: arguments.words[0])
            let result = try await context.container.swap(key, to: arguments.words[1])
            let evicted = result.evicted.isEmpty ? "nothing was built yet" : "rebuilt on next use: " + result.evicted.map(\.description).joined(separator: ", ")
            context.console.line("\(result.key) => \(result.current) (was \(result.previous ?? "unbound")); \(evicted)")
            return .proceed
        },
        MetaCommand("health", usage: "[--all]", summary: "check the health of live services (--all builds every singleton first)",
                    flags: ["--all"]) { context, arguments in
            let reports = await context.container.health(resolveAll: arguments.flags.contains("--all"))
            if reports.isEmpty {
                context.console.line("no live service reports its health yet (try :health --all)")
            }
            for report in reports {
                let label = report.status.label.padded(to: 9)
                let styled: String
                switch report.status {
                case .healthy: styled = context.console.style(label, .green)
                case .degraded: styled = context.console.style(label, .yellow)
                case .unhealthy: styled = context.console.style(label, .red)
                }
                let detail = report.status.detail.isEmpty ? "" : "  \(report.status.detail)"
                context.console.line("\(report.key.description.padded(to: 28)) \(styled)\(detail)")
            }
            return .proceed
        },
    ]

    /// Completes registration keys.
    static let completeKey: MetaCommand.Completer = { context, prefix in
        context.container.registrations().map(\.key.description).filter { $0.lowercased().hasPrefix(prefix.lowercased()) }
    }
}

extension String {
    /// The string padded with spaces to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
