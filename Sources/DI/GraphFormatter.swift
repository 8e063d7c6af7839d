import Foundation

/// Draws a ``DependencyGraph`` as an indented tree or as Graphviz DOT.
public struct GraphFormatter: Sendable {
    let graph: DependencyGraph

    /// A formatter of `graph`.
    public init(_ graph: DependencyGraph) { self.graph = graph }

    /// The tree under `root`, or the whole forest when `root` is nil. A subtree drawn once
    /// is referred to afterwards (`(see above)`), not drawn again.
    public func tree(from root: ServiceKey? = nil) -> String {
        var lines: [String] = []
        var drawn = Set<ServiceKey>()
        let roots = root.map { [$0] } ?? graph.roots
        for top in roots {
            lines.append(label(top))
            drawn.insert(top)
            draw(children: graph.dependencies(of: top), prefix: "", ancestors: [top], drawn: &drawn, lines: &lines, shareSubtrees: true)
        }
        // Keys on a cycle are nobody's root; show the cycles so nothing is hidden.
        if root == nil {
            for cycle in graph.cycles() where !drawn.contains(cycle[0]) {
                lines.append("\(label(cycle[0])) (on a cycle)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func draw(children: [Dependency], prefix: String, ancestors: [ServiceKey],
                      drawn: inout Set<ServiceKey>, lines: inout [String], shareSubtrees: Bool) {
        for (index, edge) in children.enumerated() {
            let child = edge.key
            let last = index == children.count - 1
            let branch = prefix + (last ? "└─ " : "├─ ")
            let childPrefix = prefix + (last ? "   " : "│  ")
            let how = Self.mark(edge.kind)
            if ancestors.contains(child) {
                lines.append(branch + "\(child)\(how) (cycle)")
            } else if shareSubtrees && drawn.contains(child) && !graph.edges(child).isEmpty {
                lines.append(branch + "\(label(child))\(how) (see above)")
            } else {
                lines.append(branch + label(child) + how)
                if shareSubtrees { drawn.insert(child) }
                draw(children: graph.dependencies(of: child), prefix: childPrefix, ancestors: ancestors + [child],
                     drawn: &drawn, lines: &lines, shareSubtrees: shareSubtrees)
            }
        }
    }

    /// How an edge is received, after the key it points at.
    static func mark(_ kind: Dependency.Kind) -> String {
        switch kind {
        case .direct, .container: ""
        case .lazy, .alternatives: " (lazy)"
        case .owned: " (own scope)"
        }
    }

    /// `Key (lifetime, Implementation)`, `Key (scoped: tag, Implementation)`, `Key -> Key[name]`
    /// or `Key (missing)`; a registration that takes the container says so.
    func label(_ key: ServiceKey) -> String {
        switch graph.node(key) {
        case .service(let registration):
            let lifetime = registration.scope.map { "scoped: \($0)" } ?? registration.lifetime.rawValue
            let container = registration.seesContainer ? " [sees the container]" : ""
            return "\(key) (\(lifetime), \(registration.implementation))\(container)"
        case .binding(let target):
            return "\(key) => \(target.name ?? "")"
        case .missing:
            return "\(key) (missing)"
        }
    }

    /// Graphviz DOT of the graph under `root`, or of the whole graph.
    public func dot(from root: ServiceKey? = nil) -> String {
        var keys: [ServiceKey] = []
        if let root {
            var seen = Set<ServiceKey>()
            var queue = [root]
            while let next = queue.first {
                queue.removeFirst()
                guard seen.insert(next).inserted else { continue }
                keys.append(next)
                queue += graph.edges(next)
            }
        } else {
            keys = graph.keys
            let present = Set(keys)
            for key in graph.keys { for edge in graph.edges(key) where !present.contains(edge) && !keys.contains(edge) { keys.append(edge) } }
        }
        var lines = ["digraph airfit {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for key in keys {
            switch graph.node(key) {
            case .service(let registration):
                let lifetime = registration.scope.map { "scoped: \($0)" } ?? registration.lifetime.rawValue
                lines.append("  \(quote(key)) [label=\"\(key)\\n\(lifetime) \(registration.implementation)\"];")
            case .binding:
                lines.append("  \(quote(key)) [shape=ellipse];")
            case .missing:
                lines.append("  \(quote(key)) [label=\"\(key)\\nmissing\", color=red, style=dashed];")
            }
        }
        for key in keys {
            let binding: Bool
            if case .binding = graph.node(key) { binding = true } else { binding = false }
            for edge in graph.dependencies(of: key) {
                let style: String
                switch edge.kind {
                case _ where binding: style = " [style=dashed]"
                case .lazy, .alternatives: style = " [style=dotted]"
                case .owned: style = " [style=bold]"
                case .direct, .container: style = ""
                }
                lines.append("  \(quote(key)) -> \(quote(edge.key))\(style);")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func quote(_ key: ServiceKey) -> String {
        "\"" + key.description.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
