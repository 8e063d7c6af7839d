import DI
import LLM

/// The rows of `:providers`.
enum ProviderTable {
    struct Row {
        var id: String
        var active: Bool
        var configured: Bool
        var detail: String
        var baseURL: String
        var model: String
        var health: String
    }

    static func rows(_ providers: Alternatives<any ChatProvider>, orchestrator: Orchestrator?, check: Bool) async -> [Row] {
        var rows: [Row] = []
        for id in ProviderCommands.providerIDs(providers.names) {
            if let row = await row(for: id, providers: providers, orchestrator: orchestrator, check: check) { rows.append(row) }
        }
        return rows
    }

    static func row(for id: String, providers: Alternatives<any ChatProvider>, orchestrator: Orchestrator?, check: Bool) async -> Row? {
        guard let provider = try? await providers.get(id) else { return nil }
        return await row(for: provider, id: id, active: providers.bound == id, orchestrator: orchestrator, check: check)
    }

    static func row(for provider: any ChatProvider, id: String, active: Bool, orchestrator: Orchestrator?, check: Bool) async -> Row {
        let routedModel = orchestrator?.routing.choices(for: .chat).first { $0.provider == id }?.model
        var row = Row(id: id, active: active, configured: true, detail: "", baseURL: "-",
                      model: routedModel ?? provider.defaultModel, health: "built in")
        if let reporting = provider as? any ProviderStatusReporting {
            let status = await reporting.status()
            row.configured = status.configured
            row.detail = status.detail ?? ""
            row.baseURL = status.baseURL
            if routedModel == nil { row.model = status.defaultModel }
            if check && status.configured {
                switch await reporting.checkHealth() {
                case .healthy(let detail): row.health = detail.isEmpty ? "ok" : "ok (\(detail))"
                case .unhealthy(let detail): row.health = "unreachable: \(detail)"
                }
            } else {
                row.health = status.configured ? "no failures (not checked)" : "-"
            }
        } else if let unconfigured = provider as? UnconfiguredProvider {
            row.configured = false
            if case .notConfigured(_, let hint) = unconfigured.reason { row.detail = hint } else { row.detail = "\(unconfigured.reason)" }
            row.health = "-"
        } else if id == "scripted" {
            row.health = "replays \(provider.defaultModel)"
        }
        if let record = orchestrator?.health().first(where: { $0.provider == id }) {
            row.health = record.summary
        }
        return row
    }

    static func render(_ rows: [Row]) -> String {
        let table = [["", "PROVIDER", "STATE", "BASE URL", "MODEL", "HEALTH"]] + rows.map { row in
            [row.active ? "*" : " ", row.id, row.configured ? "ready" : "not configured", row.baseURL, row.model, row.health]
        }
        let widths = (0..<5).map { column in table.map { $0[column].count }.max() ?? 0 }
        var lines = table.map { cells in
            cells.enumerated().map { index, cell in index < widths.count ? cell.padded(to: widths[index]) : cell }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        for row in rows where !row.configured && !row.detail.isEmpty {
            lines.append("  \(row.id): \(row.detail)")
        }
        lines.append("(* = chat goes here first; :provider NAME to change, :providers --check to ask each server)")
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
