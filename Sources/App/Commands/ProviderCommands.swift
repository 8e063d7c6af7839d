import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM
import Storage

/// `:providers`, `:provider NAME`, `:model NAME`, `:usage`.
enum ProviderCommands {
    /// The `ChatProvider` alternatives: built-ins first, then `config.json`'s named ones.
    static func providerIDs(_ registered: [String]) -> [String] {
        ProviderCatalog.ids.filter(registered.contains) + registered.filter { !ProviderCatalog.ids.contains($0) }
    }

    static let all: [MetaCommand] = [
        MetaCommand("providers", usage: "[--check] [--reset]",
                    summary: "each provider: configured or not, base URL, default model, health, cooldown (--reset ends every cooldown)",
                    flags: ["--check", "--reset"]) {
            (arguments: CommandArguments, providers: Alternatives<any ChatProvider>, orchestrator: Orchestrator, console: Console) in
            if arguments.flags.contains("--reset") {
                let cooling = orchestrator.health().filter { $0.backIn != nil }.map(\.provider)
                orchestrator.clearCooldown()
                console.line(cooling.isEmpty ? "no provider was cooling down" : "cooldown ended: \(cooling.joined(separator: ", "))")
            }
            let rows = await ProviderTable.rows(providers, orchestrator: orchestrator, check: arguments.flags.contains("--check"))
            console.line(ProviderTable.render(rows))
            return .proceed
        },
        MetaCommand("provider", usage: "NAME", summary: "talk through provider NAME (same as :swap ChatProvider NAME)",
                    arity: 1...1, completer: { context, prefix in context.providerIDs.filter { $0.hasPrefix(prefix) } }) {
            (arguments: CommandArguments, choice: Choice<any ChatProvider>, orchestrator: Lazy<Orchestrator>, console: Console) in
            let name = arguments.words[0].lowercased()
            let ids = providerIDs(choice.alternatives.names)
            guard ids.contains(name) else {
                let known = ids.joined(separator: ", ")
                throw CommandUsageError("unknown provider '\(name)'; choose one of \(known)")
            }
            try await ensureConfigured(name, providers: choice.alternatives)
            try await choice.choose(name)
            // The swap rebuilt the orchestrator: this is the new one.
            let orchestrator = try await orchestrator.get()
            orchestrator.clearCooldown(name)
            let first = orchestrator.routing.choices(for: .chat).first
            let chosen = try? await choice.alternatives.get(name)
            let model = first?.model ?? chosen?.defaultModel ?? ProviderCatalog.descriptor(name)?.defaultModel ?? ""
            console.line("chat now goes to \(name)\(model.isEmpty ? "" : " (\(model))")")
            return .proceed
        },
        MetaCommand("model", usage: "[NAME]", summary: "show or set the model of the current provider",
                    arity: 0...1, completer: completeModel) {
            (arguments: CommandArguments, orchestrator: Orchestrator, settings: RouteSettings,
             providers: Alternatives<any ChatProvider>, console: Console) in
            let provider = try await providers.get()
            guard let name = arguments[0] else {
                let current = orchestrator.routing.choices(for: .chat).first?.model ?? provider.defaultModel
                let known = orchestrator.catalog.models(for: provider.id).map(\.id)
                console.line("\(provider.id): \(current)" + (known.isEmpty ? "" : "; known: \(known.joined(separator: ", "))"))
                return .proceed
            }
            if !ProviderCatalog.isModel(provider.id) {
                throw CommandUsageError("\(provider.id) has one model, \(provider.defaultModel); pick a provider with :provider first")
            }
            // The routing settings own the choice, so it survives the orchestrator being rebuilt.
            orchestrator.setRouting(settings.choose(model: name, for: provider.id))
            console.line("\(provider.id) now uses \(name)")
            if orchestrator.catalog.model(provider: provider.id, id: name) == nil {
                console.warning("\(name) is not in models.json for \(provider.id): its cost will show as unknown")
            }
            return .proceed
        },
        MetaCommand("usage", summary: "tokens and cost, this session and all time, per provider and model") {
            (_: CommandArguments, ledger: UsageLedger, handle: StoreHandle, console: Console) in
            console.line("This session:")
            let lines = ledger.snapshot()
            if lines.isEmpty { console.line("  no calls yet") }
            for line in lines {
                let about = line.usage.isEstimated ? "~" : ""
                console.line("  \("\(line.provider)/\(line.model)".padded(to: 34)) \(line.calls) call\(line.calls == 1 ? "" : "s")  "
                    + "\(about)\(grouped(line.usage.inputTokens)) in, \(about)\(grouped(line.usage.outputTokens)) out  \(about)\(line.costText)")
            }
            console.line("All time:")
            let store = try await handle.store()
            let summary = try await store.usage.summary()
            if summary.lines.isEmpty { console.line("  no replies stored yet") }
            for line in summary.lines {
                let about = line.estimatedReplies > 0 ? "~" : ""
                let cost = line.repliesWithoutCost == line.replies ? "cost unknown"
                    : about + String(format: "$%.4f", line.cost) + (line.repliesWithoutCost > 0 ? " + \(line.repliesWithoutCost) unpriced" : "")
                let failed = line.failed > 0 ? ", \(line.failed) failed" : ""
                console.line("  \("\(line.provider)/\(line.model)".padded(to: 34)) \(line.replies) repl\(line.replies == 1 ? "y" : "ies")\(failed)  "
                    + "\(about)\(grouped(line.tokensIn)) in, \(about)\(grouped(line.tokensOut)) out  \(cost)")
            }
            if lines.contains(where: \.usage.isEstimated) || summary.lines.contains(where: { $0.estimatedReplies > 0 }) {
                console.line("(~ = estimated: no token counts were reported, as by the offline coach and some servers)")
            }
            return .proceed
        },
    ]

    /// Refuses a provider that cannot answer (no key, no server): switching to it would only make
    /// the next message fail. Nothing changes.
    static func ensureConfigured(_ name: String, providers: Alternatives<any ChatProvider>) async throws {
        guard let row = await ProviderTable.row(for: name, providers: providers, orchestrator: nil, check: false), !row.configured else {
            return
        }
        throw CommandFailure("\(name) is not configured: \(row.detail); chat stays with \(providers.bound ?? "the current provider")")
    }

    /// 833,332.
    static func grouped(_ count: Int) -> String { Format.integer(Double(count)) }

    /// The current provider's models (all models when the current provider is not known).
    static let completeModel: MetaCommand.Completer = { context, prefix in
        let models = context.currentProvider().map { context.modelsByProvider[$0] ?? [] } ?? context.modelIDs
        return models.filter { $0.hasPrefix(prefix) }
    }
}
