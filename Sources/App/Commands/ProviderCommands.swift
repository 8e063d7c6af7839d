import DI
import Foundation
import LLM
import Storage

/// `:providers`, `:provider NAME`, `:model NAME`, `:usage`.
enum ProviderCommands {
    /// The `ChatProvider` alternatives: built-ins first, then `config.json`'s named ones.
    static func providerIDs(_ context: CommandContext) -> [String] {
        let registered = Set(context.container.alternatives(of: ServiceKey((any ChatProvider).self)))
        return ProviderCatalog.ids.filter(registered.contains) + registered.subtracting(ProviderCatalog.ids).sorted()
    }

    static let all: [MetaCommand] = [
        MetaCommand("providers", usage: "[--check] [--reset]",
                    summary: "each provider: configured or not, base URL, default model, health, cooldown (--reset ends every cooldown)",
                    flags: ["--check", "--reset"]) { context, arguments in
            if arguments.flags.contains("--reset") {
                let orchestrator = try await context.container.resolve(Orchestrator.self)
                let cooling = orchestrator.health().filter { $0.backIn != nil }.map(\.provider)
                orchestrator.clearCooldown()
                context.console.line(cooling.isEmpty ? "no provider was cooling down" : "cooldown ended: \(cooling.joined(separator: ", "))")
            }
            let rows = await ProviderTable.rows(context.container, check: arguments.flags.contains("--check"))
            context.console.line(ProviderTable.render(rows))
            return .proceed
        },
        MetaCommand("provider", usage: "NAME", summary: "talk through provider NAME (same as :swap ChatProvider NAME)",
                    arity: 1...1, completer: { context, prefix in providerIDs(context).filter { $0.hasPrefix(prefix) } }) { context, arguments in
            let name = arguments.words[0].lowercased()
            let ids = providerIDs(context)
            guard ids.contains(name) else {
                let known = ids.joined(separator: ", ")
                throw CommandUsageError("unknown provider '\(name)'; choose one of \(known)")
            }
            _ = try await context.container.swap(ServiceKey((any ChatProvider).self), to: name)
            let orchestrator = try await context.container.resolve(Orchestrator.self)
            orchestrator.clearCooldown(name)
            let first = orchestrator.routing.choices(for: .chat).first
            let chosen = try? await context.container.resolve((any ChatProvider).self, name: name)
            let model = first?.model ?? orchestrator.catalog.defaultModel(for: name) ?? chosen?.defaultModel ?? ""
            context.console.line("chat now goes to \(name)\(model.isEmpty ? "" : " (\(model))")")
            if let status = await ProviderTable.row(for: name, in: context.container, check: false), !status.configured {
                context.console.warning("\(name) is not configured: \(status.detail)")
            }
            return .proceed
        },
        MetaCommand("model", usage: "[NAME]", summary: "show or set the model of the current provider",
                    arity: 0...1, completer: completeModel) { context, arguments in
            let orchestrator = try await context.container.resolve(Orchestrator.self)
            let provider = try await context.container.resolve((any ChatProvider).self)
            guard let name = arguments[0] else {
                let current = orchestrator.routing.choices(for: .chat).first?.model ?? provider.defaultModel
                let known = orchestrator.catalog.models(for: provider.id).map(\.id)
                context.console.line("\(provider.id): \(current)" + (known.isEmpty ? "" : "; known: \(known.joined(separator: ", "))"))
                return .proceed
            }
            if !ProviderCatalog.isModel(provider.id) {
                throw CommandUsageError("\(provider.id) has one model, \(provider.defaultModel); pick a provider with :provider first")
            }
            orchestrator.setPrimary(RouteChoice(provider: provider.id, model: name))
            context.console.line("\(provider.id) now uses \(name)")
            if orchestrator.catalog.model(provider: provider.id, id: name) == nil {
                context.console.warning("\(name) is not in models.json for \(provider.id): its cost will show as unknown")
            }
            return .proceed
        },
        MetaCommand("usage", summary: "tokens and cost, this session and all time, per provider and model") { context, _ in
            let ledger = try await context.container.resolve(UsageLedger.self)
            context.console.line("This session:")
            let lines = ledger.snapshot()
            if lines.isEmpty { context.console.line("  no calls yet") }
            for line in lines {
                let about = line.usage.isEstimated ? "~" : ""
                context.console.line("  \("\(line.provider)/\(line.model)".padded(to: 34)) \(line.calls) call\(line.calls == 1 ? "" : "s")  "
                    + "\(about)\(line.usage.inputTokens) in, \(about)\(line.usage.outputTokens) out  \(about)\(line.costText)")
            }
            context.console.line("All time:")
            let store = try await context.container.resolve(StoreHandle.self).store()
            let summary = try await store.usage.summary()
            if summary.lines.isEmpty { context.console.line("  no replies stored yet") }
            for line in summary.lines {
                let about = line.estimatedReplies > 0 ? "~" : ""
                let cost = line.repliesWithoutCost == line.replies ? "cost unknown"
                    : about + String(format: "$%.4f", line.cost) + (line.repliesWithoutCost > 0 ? " + \(line.repliesWithoutCost) unpriced" : "")
                context.console.line("  \("\(line.provider)/\(line.model)".padded(to: 34)) \(line.replies) repl\(line.replies == 1 ? "y" : "ies")  "
                    + "\(about)\(line.tokensIn) in, \(about)\(line.tokensOut) out  \(cost)")
            }
            if lines.contains(where: \.usage.isEstimated) || summary.lines.contains(where: { $0.estimatedReplies > 0 }) {
                context.console.line("(~ = estimated: the server reported no token counts)")
            }
            return .proceed
        },
    ]

    static let completeModel: MetaCommand.Completer = { context, prefix in
        context.modelIDs.filter { $0.hasPrefix(prefix) }
    }
}
