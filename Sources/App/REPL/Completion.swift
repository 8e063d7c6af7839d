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
              let command = context.table.command(named: String(first.dropFirst())),
              let completer = command.completer else { return [] }
        let flags = command.flags.filter { word.hasPrefix("-") && $0.hasPrefix(word) }
        return (word.hasPrefix("-") ? [] : completer(context, word)) + flags.sorted()
    }
}
