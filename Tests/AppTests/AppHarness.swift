import DI
import Foundation
@testable import App

/// The app as the REPL runs it, without a terminal: the real container, the current
/// conversation scope, and commands run through the REPL's own path.
struct AppHarness {
    let container: Container
    let conversations: Conversations
    let console: Console
    let options: AppOptions

    init(container: Container, options: AppOptions, console: Console = Console(color: false, output: -1, error: -1)) {
        self.container = container
        self.options = options
        self.console = console
        conversations = Conversations(container: container)
    }

    /// The app's own container for `home`.
    init(home: URL, provider: String? = nil, environment: [String: String] = [:]) {
        let options = AppOptions(home: home.path, color: false, provider: provider,
                                 environment: ["HOME": home.path].merging(environment) { $1 })
        let console = Console(color: false, output: -1, error: -1)
        self.init(container: AppModules.container(options: options, console: console), options: options, console: console)
    }

    /// Runs a command line (`:new`, `:persona new`) as the REPL does.
    @discardableResult
    func run(_ line: String) async -> CommandOutcome {
        let repl = REPL(context: CommandContext(console: console, options: options, table: CommandTable(ChatSession.commands)),
                        reader: PlainLineReader(), conversations: conversations)
        return await repl.runCommand(line)
    }

    /// A turn scope in the current conversation, as a message opens one.
    func turnScope(message: String = "hello") -> Scope {
        conversations.scope.makeScope(tag: AppScope.turn, seeds: [Seed(UserMessage(text: message))])
    }

    /// Ends the conversation and shuts the container down.
    func shutdown() async {
        await conversations.end()
        await container.shutdown()
    }
}
