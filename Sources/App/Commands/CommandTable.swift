import DI

/// The meta-commands, looked up by name or alias.
public struct CommandTable: Sendable {
    public let commands: [MetaCommand]
    private let index: [String: Int]

    public init(_ commands: [MetaCommand]) {
        self.commands = commands
        var index: [String: Int] = [:]
        for (position, command) in commands.enumerated() {
            for name in [command.name] + command.aliases { index[name] = position }
        }
        self.index = index
    }

    /// The command called `name` (without the colon).
    public func command(named name: String) -> MetaCommand? {
        index[name].map { commands[$0] }
    }

    /// Every name and alias, for completion.
    public var allNames: [String] { index.keys.sorted() }

    /// The closest command names to a mistyped one.
    public func suggestions(for name: String) -> [String] {
        let scored = commands.map { command in
            (([command.name] + command.aliases).map { NearMiss.distance($0, name) }.min() ?? 99, command.name)
        }
        let prefixMatches = commands.filter { $0.name.hasPrefix(name) && !name.isEmpty }.map(\.name)
        let close = scored.filter { $0.0 <= max(1, name.count / 3) }.sorted { $0 < $1 }.map(\.1)
        var result: [String] = []
        for candidate in prefixMatches + close where !result.contains(candidate) { result.append(candidate) }
        return Array(result.prefix(3))
    }

    /// The `:help` text: one line per command.
    public func help() -> String {
        let width = commands.map(\.synopsis.count).max() ?? 0
        return commands.map { command in
            let pad = String(repeating: " ", count: width - command.synopsis.count)
            let aliases = command.aliases.isEmpty ? "" : " (also :\(command.aliases.joined(separator: ", :")))"
            return "  \(command.synopsis)\(pad)  \(command.summary)\(aliases)"
        }.joined(separator: "\n")
    }
}
