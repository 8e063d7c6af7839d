/// Tab completion: command names after `:`, then the command's arguments by position.
///
/// `line` is the text before the cursor and `word` the word being completed (its end). The
/// argument's position is the number of positional words before it: a command's `completer`
/// completes only the first argument; a `positionalCompleter` gets the words before and
/// decides. Nothing is offered past the command's arity, and a `--flag` already typed is not
/// offered again. A candidate may carry a description after a tab (`id\ttitle`), shown in
/// the list of matches.
enum Completion {
    static func candidates(line: String, word: String, context: CommandContext) -> [String] {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let typingWord = !(line.last.map { $0 == " " || $0 == "\t" } ?? true)
        let completingFirstWord = words.isEmpty || (words.count == 1 && typingWord)
        if completingFirstWord {
            guard word.hasPrefix(":") || line.hasPrefix(":") else { return [] }
            let typed = word.hasPrefix(":") ? String(word.dropFirst()) : word
            return context.table.commands.map(\.name).filter { $0.hasPrefix(typed) }.map { ":" + $0 }
        }
        guard let first = words.first, first.hasPrefix(":"),
              let command = context.table.command(named: String(first.dropFirst())) else { return [] }
        let done = typingWord ? Array(words.dropFirst().dropLast()) : Array(words.dropFirst())
        let typedFlags = Set(done.filter { $0.hasPrefix("--") })
        let before = done.filter { !$0.hasPrefix("--") }
        let flags = command.flags.subtracting(typedFlags).filter { $0.hasPrefix(word) }.sorted()
        if word.hasPrefix("-") { return flags }
        guard before.count < command.arity.upperBound else { return word.isEmpty ? flags : [] }
        if let positional = command.positionalCompleter {
            return positional(context, before, word)
        }
        guard before.isEmpty, let completer = command.completer else { return [] }
        return completer(context, word)
    }
}
