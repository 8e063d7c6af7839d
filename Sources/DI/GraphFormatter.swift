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
            draw(children: graph.edges(top), prefix: "", ancestors: [top], drawn: &drawn, lines: &lines, shareSubtrees: true)
        }
        // Keys on a cycle are nobody's root; show the cycles so nothing is hidden.
        if root == nil {
            for cycle in graph.cycles() where !drawn.contains(cycle[0]) {
                lines.append("\(label(cycle[0])) (on a cycle)")
            }
        }
        return lines.joined(separator: "\n")
    }

    private func draw(children: [ServiceKey], prefix: String, ancestors: [ServiceKey],
                      drawn: inout Set<ServiceKey>, lines: inout [String], shareSubtrees: Bool) {
        for (index, child) in children.enumerated() {
            let last = index == children.count - 1
            let branch = prefix + (last ? "└─ " : "├─ ")
            let childPrefix = prefix + (last ? "   " : "│  ")
            if ancestors.contains(child) {
                lines.append(branch + "\(child) (cycle)")
            } else if shareSubtrees && drawn.contains(child) && !graph.edges(child).isEmpty {
                lines.append(branch + "\(label(child)) (see above)")
            } else {
                lines.append(branch + label(child))
                if shareSubtrees { drawn.insert(child) }
                draw(children: graph.edges(child), prefix: childPrefix, ancestors: ancestors + [child],
                     drawn: &drawn, lines: &lines, shareSubtrees: shareSubtrees)
            }
        }
    }

    /// `Key (lifetime, Implementation)`, `Key -> Key[name]` or `Key (missing)`.
    func label(_ key: ServiceKey) -> String {
        switch graph.node(key) {
        case .service(let registration):
            return "\(key) (\(registration.lifetime), \(registration.implementation))"
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
                lines.append("  \(quote(key)) [label=\"\(key)\\n\(registration.lifetime) \(registration.implementation)\"];")
            case .binding:
                lines.append("  \(quote(key)) [shape=ellipse];")
            case .missing:
                lines.append("  \(quote(key)) [label=\"\(key)\\nmissing\", color=red, style=dashed];")
            }
        }
        for key in keys {
            let dashed: Bool
            if case .binding = graph.node(key) { dashed = true } else { dashed = false }
            for edge in graph.edges(key) {
                lines.append("  \(quote(key)) -> \(quote(edge))\(dashed ? " [style=dashed]" : "");")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func quote(_ key: ServiceKey) -> String {
        "\"" + key.description.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
