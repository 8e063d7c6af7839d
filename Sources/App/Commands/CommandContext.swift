import DI

/// What a command handler can reach: the container (and through it every service), the
/// console, the options the program started with, and the command table itself.
public struct CommandContext: Sendable {
    public let container: Container
    public let console: Console
    public let options: AppOptions
    public let table: CommandTable

    public init(container: Container, console: Console, options: AppOptions, table: CommandTable) {
        self.container = container
        self.console = console
        self.options = options
        self.table = table
    }
}
