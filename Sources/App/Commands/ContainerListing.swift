import DI

/// Renders `:container`: one line per registration (the commands' registrations in one line),
/// with each scoped row's scope and, when the current scope holds one, its instance.
enum ContainerListing {
    /// The commands are listed as one row: they are many, and `:graph :NAME` draws one.
    static let collapsed = "CommandAction"

    static func render(_ infos: [RegistrationInfo]) -> String {
        var rows: [[String]] = []
        var commands = 0
        for info in infos {
            if info.key.typeName == collapsed {
                commands += 1
                continue
            }
            rows.append([info.key.typeName, info.key.name ?? "-", lifetime(of: info), info.implementation, state(of: info)])
        }
        if commands > 0 {
            rows.append([collapsed, "(\(commands))", "transient", "CommandAction", "one per command run; :graph :NAME shows what one needs"])
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

    /// `singleton`, `transient`, `scoped` or, for a scoped registration tied to a kind of
    /// scope, `scoped:conversation`.
    static func lifetime(of info: RegistrationInfo) -> String {
        guard let lifetime = info.lifetime else { return "binding" }
        if lifetime == .scoped, let scope = info.scope { return "scoped:\(scope)" }
        return lifetime.rawValue
    }

    static func state(of info: RegistrationInfo) -> String {
        if let bound = info.boundTo {
            let others = info.alternatives.filter { $0 != bound }
            return "bound to \(bound)" + (others.isEmpty ? "" : "; alternatives: \(others.joined(separator: ", "))")
        }
        switch info.lifetime {
        case .transient: return "new on each resolve"
        case .scoped:
            guard let instance = info.instance, let scope = instance.scope else { return "one per \(info.scope ?? "scope"), none live here" }
            if instance.seeded { return "live in \(scope), given when it opened" }
            return "live in \(scope), " + built(instance)
        default:
            guard let instance = info.instance else { return "not built" }
            return "live, " + built(instance)
        }
    }

    private static func built(_ instance: InstanceInfo) -> String {
        let times = instance.resolveCount == 1 ? "1 resolve" : "\(instance.resolveCount) resolves"
        return "built in \(ResolutionTrace.format(instance.factoryDuration)), \(times), since \(DateText.clock(instance.createdAt))"
    }
}
