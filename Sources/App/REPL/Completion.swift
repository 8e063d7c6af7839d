/// Tab completion: command names after `:`, then each command's own completer.
enum Completion {
    static func candidates(line: String, word: String, context: CommandContext) -> [String] {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        let completingFirstWord = words.isEmpty || (words.count == 1 && !line.hasSuffix(" "))
        if completingFirstWord {
            guard word.hasPrefix(":") || line.hasPrefix(":") else { return [] }
            let typed = word.hasPrefix(":") ? String(word.dropFirst()) : word
            return context.table.commands.map(\.name).filter { $0.hasPrefix(typed) }.map { ":" + $0 }
        }
        guard let first = words.first, first.hasPrefix(":"),
              let command = context.table.command(named: String(first.dropFirst())) else { return [] }
        let flags = command.flags.filter { word.hasPrefix("-") && $0.hasPrefix(word) }
        if let positional = command.positionalCompleter {
            let typed = words.dropFirst().map(String.init).filter { !$0.hasPrefix("--") }
            let before = line.hasSuffix(" ") || typed.isEmpty ? typed : Array(typed.dropLast())
            return (word.hasPrefix("-") ? [] : positional(context, before, word)) + flags.sorted()
        }
        guard let completer = command.completer else { return flags.sorted() }
        return (word.hasPrefix("-") ? [] : completer(context, word)) + flags.sorted()
    }
}
