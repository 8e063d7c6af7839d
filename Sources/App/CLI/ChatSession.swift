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
        let table = CommandTable(SessionCommands.all + ContainerCommands.all + HistoryCommands.all + KeysMetaCommands.all)
        let interactive = isatty(STDIN_FILENO) == 1
        let plainInput = PlainLineReader()
        let context = CommandContext(container: container, console: console, options: options, table: table,
                                     readSecretLine: { await plainInput.readLine(prompt: "") })
        let interrupts = InterruptMonitor()
        let reader: any LineReader
        if interactive {
            let paths = try? await container.resolve(AppPaths.self)
            reader = ReadlineLineReader(historyFile: paths?.historyFile) { line, word in
                Completion.candidates(line: line, word: word, context: context)
            }
            interrupts.install()
        } else {
            reader = plainInput
        }
        let repl = REPL(context: context, reader: reader, messages: nil, interrupts: interactive ? interrupts : nil)
        await repl.run()
        await container.shutdown()
        return 0
    }
}
