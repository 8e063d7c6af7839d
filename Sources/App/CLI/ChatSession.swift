import DI
import Foundation
import LLM

/// Starts the REPL: builds the container, reports what the user should know about the
/// start (configuration problems, a damaged database, replies a crash interrupted), picks
/// the line reader, runs, and shuts every service down.
enum ChatSession {
    static let commands = SessionCommands.all + ContainerCommands.all + ProviderCommands.all
        + HistoryCommands.all + ProfileCommands.all + TargetCommands.all + OnboardCommands.all + CoachCommands.all
        + LogCommands.all + ProgressCommands.all + ImportCommands.all
        + KeysMetaCommands.all

    static func run(options: AppOptions) async -> Int32 {
        let console = Console(color: options.color, hyperlinks: HyperlinkSupport.detect(in: options.environment))
        let container = AppModules.container(options: options, console: console)
        defer { Task { await container.shutdown() } }
        do {
            try await StartupCheck.run(container, options: options)
        } catch {
            console.error(StartupCheck.line(for: error))
            return 2
        }
        await prepare(container, console: console)
        let messages = ResolvingMessageHandler(container: container)
        let interactive = isatty(STDIN_FILENO) == 1
        let plainInput = PlainLineReader()
        let catalog = try? await container.resolve(ModelCatalog.self)
        let modelIDs = catalog.map { catalog in catalog.providerIDs.flatMap { catalog.models(for: $0).map(\.id) } } ?? []
        let context = CommandContext(container: container, console: console, options: options, table: CommandTable(commands),
                                     readSecretLine: { await plainInput.readLine(prompt: "") }, modelIDs: modelIDs)
        let interrupts = InterruptMonitor()
        let reader: any LineReader
        if interactive {
            let paths = try? await container.resolve(AppPaths.self)
            reader = ReadlineLineReader(historyFile: paths?.historyFile) { line, word in
                Completion.candidates(line: line, word: word, context: context)
            }
            let provider = (try? await container.resolve((any ChatProvider).self))?.id ?? "offline"
            console.line(console.style("AirFit Coach", .bold) + " — talking through \(provider). Type :help for commands, Ctrl-D to leave.")
        } else {
            reader = plainInput
        }
        // Ctrl-C (SIGINT) stops a reply in a terminal and from a pipe alike.
        interrupts.install()
        let repl = REPL(context: context, reader: reader, messages: messages, interrupts: interrupts)
        let summary = await repl.run()
        await container.shutdown()
        // In a pipe, a script must be able to tell that something failed.
        guard !interactive, summary.failed > 0 else { return 0 }
        console.error("\(summary.failed) of \(summary.inputs) input\(summary.inputs == 1 ? "" : "s") failed (see the errors above); exit status 1")
        return 1
    }

    /// Reports start-up problems, and builds the coach so that a problem shows now.
    private static func prepare(_ container: Container, console: Console) async {
        if let config = try? await container.resolve(AppConfig.self) {
            for warning in config.warnings { console.warning(warning) }
        }
        if let problem = (try? await container.resolve(AppLog.self))?.problem { console.warning(problem) }
        if let handle = try? await container.resolve(StoreHandle.self) {
            if let failure = await handle.failureToReport() {
                if case .busy = failure {
                    console.warning("\(failure); airfit tries again each time it needs the database")
                } else {
                    console.warning("\(failure); conversations will not be saved")
                }
            } else if case let count = await handle.recoveredOnOpen, count > 0 {
                // They are in the previous conversation: :resume goes back to it.
                console.note("\(count) repl\(count == 1 ? "y" : "ies") from the last session stopped mid-way; kept and marked interrupted (see :resume, then :history)")
            }
        }
        if let first = try? await container.resolve((any ChatProvider).self),
           let row = await ProviderTable.row(for: first.id, in: container, check: false), !row.configured {
            console.warning("\(first.id) is not configured: \(row.detail)")
        }
        do {
            _ = try await container.resolve(ChatController.self)
        } catch {
            console.error("the coach is not available: \(ErrorText.line(for: error)); commands still work")
        }
    }
}
