/// `:help` and `:quit`.
enum SessionCommands {
    static let all: [MetaCommand] = [
        MetaCommand("help", aliases: ["h", "?"], usage: "[COMMAND]", summary: "list the commands, or explain one",
                    arity: 0...1, completer: { context, prefix in
                        context.table.commands.map(\.name).filter { $0.hasPrefix(prefix) }
                    }) { (arguments: CommandArguments, table: CommandTable, console: Console) in
            if let name = arguments[0] {
                let bare = name.hasPrefix(":") ? String(name.dropFirst()) : name
                guard let command = table.command(named: bare) else {
                    throw CommandUsageError("no command :\(bare)\(hint(table.suggestions(for: bare)))")
                }
                console.line("\(command.synopsis)\n  \(command.summary)")
                return .proceed
            }
            console.line("Type a message to talk to your coach, or a command:")
            console.line(table.help())
            return .proceed
        },
        MetaCommand("quit", aliases: ["q", "exit"], summary: "leave (Ctrl-D does the same)") { (_: CommandArguments) in .quit },
    ]

    /// `; did you mean :a, :b?` or nothing.
    static func hint(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { ":" + $0 }.joined(separator: ", "))?"
    }
}
