import DI

/// Renders `:container`: one line per registration.
enum ContainerListing {
    static func render(_ infos: [RegistrationInfo]) -> String {
        let rows: [[String]] = infos.map { info in
            [info.key.typeName, info.key.name ?? "-", info.lifetime?.rawValue ?? "binding", info.implementation, state(of: info)]
        }
        let header = ["KEY", "NAME", "LIFETIME", "IMPLEMENTATION", "STATE"]
        let widths = (0..<header.count - 1).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column < widths.count ? cell.padded(to: widths[column]) : cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func state(of info: RegistrationInfo) -> String {
        if let bound = info.boundTo {
            let others = info.alternatives.filter { $0 != bound }
            return "bound to \(bound)" + (others.isEmpty ? "" : "; alternatives: \(others.joined(separator: ", "))")
        }
        switch info.lifetime {
        case .scoped: return "one per scope"
        case .transient: return "new on each resolve"
        default:
            guard let instance = info.instance else { return "not built" }
            let times = instance.resolveCount == 1 ? "1 resolve" : "\(instance.resolveCount) resolves"
            return "live, built in \(ResolutionTrace.format(instance.factoryDuration)), \(times), since \(DateText.clock(instance.createdAt))"
        }
    }
}
