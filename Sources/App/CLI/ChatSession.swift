import DI
import Foundation

/// Starts the REPL: builds the container, picks the line reader, runs, shuts down.
enum ChatSession {
    static func run(options: AppOptions) async -> Int32 {
        let console = Console(color: options.color)
        let container = AppModules.container(options: options, console: console)
        do {
            _ = try await container.resolve(AppPaths.self)
        } catch {
            console.error(ErrorText.line(for: error))
            return 1
        }
        let table = CommandTable(SessionCommands.all + ContainerCommands.all)
        let context = CommandContext(container: container, console: console, options: options, table: table)
        let repl = REPL(context: context, reader: PlainLineReader(), messages: nil)
        await repl.run()
        await container.shutdown()
        return 0
    }
}
