import DI

/// The REPL's meta-commands: the table (for `:help`) and each command as `CommandAction[name]`,
/// a transient registration that binds the handler to what it declared. The REPL resolves
/// it in the current conversation scope each time the command runs.
struct CommandModule: ServiceModule {
    let commands: [MetaCommand]

    func register(into registry: inout Registry) {
        let table = CommandTable(commands)
        registry.register(CommandTable.self, using: { table })
        registry.register(SecretInput.self, using: { SecretInput() })
        for command in commands {
            registry.register(CommandAction.self, name: command.name, lifetime: .transient,
                              declaring: command.dependencies, factory: command.bind)
        }
    }
}

/// One more input line, read without echoing it (a key typed after `:keys set` in a pipe).
struct SecretInput: Sendable {
    func readLine() async -> String? { await PlainLineReader().readLine(prompt: "") }
}
