import DI

/// What a command handler can reach: the container (and through it every service), the
/// console, the options the program started with, and the command table itself.
public struct CommandContext: Sendable {
    public let container: Container
    public let console: Console
    public let options: AppOptions
    public let table: CommandTable
    /// Reads one more input line without echoing it (a key typed after `:keys set`).
    public let readSecretLine: @Sendable () async -> String?
    /// Every model id of the price catalog, for tab completion (which cannot await).
    public let modelIDs: [String]

    public init(container: Container, console: Console, options: AppOptions, table: CommandTable,
                readSecretLine: @escaping @Sendable () async -> String? = { nil }, modelIDs: [String] = []) {
        self.container = container
        self.console = console
        self.options = options
        self.table = table
        self.readSecretLine = readSecretLine
        self.modelIDs = modelIDs
    }
}
