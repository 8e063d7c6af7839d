import Coach
import CoachDomain
import CoachProgress
import DI
import Foundation
import LLM

/// The chat's composition root. Starts the REPL: builds the container, reports what the user should know about the
/// start (configuration problems, a damaged database, replies a crash interrupted), picks
/// the line reader, runs in a conversation scope, and shuts every service down. Nothing is
/// built that the start does not need: the coach, the providers, the key store and the HTTP
/// client wait for the first message or command that uses them.
enum ChatSession {
    static let commands = SessionCommands.all + ContainerCommands.all + ProviderCommands.all
        + HistoryCommands.all + ProfileCommands.all + TargetCommands.all + MealCommands.all + OnboardCommands.all + CoachCommands.all
        + LogCommands.all + PlanCommands.all + ProgressCommands.all + ImportCommands.all
        + KeysMetaCommands.all + SetCommands.all + MCPMetaCommands.all

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
        let provider = container.binding(of: ServiceKey((any ChatProvider).self)) ?? "offline"
        await report(container, provider: provider, console: console)
        let interactive = isatty(STDIN_FILENO) == 1
        if let config = try? await container.resolve(AppConfig.self) { console.statusLineEnabled = config.statusLine }
        // Completion words only matter in a terminal (rendering the keys costs a few ms).
        let models = interactive ? await CompletionSources.models(container) : [:]
        var store: StoreHandle?
        if interactive { store = try? await container.resolve(StoreHandle.self) }
        let recent = CompletionSources.RecentConversations(handle: store)
        let context = CommandContext(
            console: console, options: options, table: CommandTable(commands),
            modelIDs: models.keys.sorted().flatMap { models[$0] ?? [] },
            serviceKeys: interactive ? container.registrations().map(\.key.description) + commands.map { ":\($0.name)" } : [],
            providerIDs: ProviderCommands.providerIDs(container.alternatives(of: ServiceKey((any ChatProvider).self))),
            alternatives: interactive ? CompletionSources.alternatives(container) : [:],
            modelsByProvider: models,
            currentProvider: { container.binding(of: ServiceKey((any ChatProvider).self)) },
            conversations: { recent.current },
            refreshCompletions: { await recent.refresh() })
        let conversations = Conversations(container: container)
        let interrupts = InterruptMonitor()
        let reader: any LineReader
        if interactive {
            let paths = try? await container.resolve(AppPaths.self)
            // AIRFIT_NOHISTORY: history in memory only, no file read or written.
            let keepsHistory = (options.environment["AIRFIT_NOHISTORY"] ?? "").isEmpty
            reader = ReadlineLineReader(historyFile: keepsHistory ? paths?.historyFile : nil) { line, word in
                Completion.candidates(line: line, word: word, context: context)
            }
            Welcome.show(console: console, provider: provider, dataDirectory: paths?.dataDirectory)
        } else {
            reader = PlainLineReader()
        }
        // Restarted in the middle of onboarding: say where it stands, so the next answer is expected.
        if let handle = try? await container.resolve(StoreHandle.self),
           let reminder = OnboardingConductor.atStart(await StorageProfileStore.onboardingWithoutWriting(handle)) {
            console.line(reminder)
        }
        // Ctrl-C (SIGINT) stops a reply in a terminal and from a pipe alike.
        interrupts.install()
        let repl = REPL(context: context, reader: reader, conversations: conversations, interrupts: interrupts)
        let summary = await repl.run()
        // The program ends when this returns: every service is shut down, none released.
        await conversations.end(atExit: true)
        await container.shutdown(atExit: true)
        // In a pipe, a script must be able to tell that something failed.
        guard !interactive, summary.failed > 0 else { return 0 }
        console.error("\(summary.failed) of \(summary.inputs) input\(summary.inputs == 1 ? "" : "s") failed (see the errors above); exit status 1")
        return 1
    }

    /// Reports start-up problems: configuration warnings, a store that did not open, replies
    /// a crash left half-written, and a first provider that is not configured (offline always is).
    private static func report(_ container: Container, provider: String, console: Console) async {
        if let config = try? await container.resolve(AppConfig.self) {
            for warning in config.warnings { console.warning(warning) }
        }
        // The log is built here only when it was asked for, to say why it cannot be written.
        if (try? await container.resolve(AppOptions.self))?.logLevel != nil,
           let problem = (try? await container.resolve(AppLog.self))?.problem {
            console.warning(problem)
        }
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
        guard provider != "offline", let chosen = try? await container.resolve((any ChatProvider).self, name: provider) else { return }
        let row = await ProviderTable.row(for: chosen, id: provider, active: true, orchestrator: nil, check: false)
        if !row.configured { console.warning("\(provider) is not configured: \(row.detail)") }
    }
}
