/// What the REPL and tab completion know besides the container: the console, the options the
/// program started with, the command table, and the words completion offers (completion
/// cannot await, so they are gathered at start). Handlers do not get it: they declare what
/// they need (see ``MetaCommand``).
public struct CommandContext: Sendable {
    public let console: Console
    public let options: AppOptions
    public let table: CommandTable
    /// Every model id of the price catalog.
    public let modelIDs: [String]
    /// Every registration key, as `:graph` and `:swap` take it.
    public let serviceKeys: [String]
    /// The chat providers' ids.
    public let providerIDs: [String]

    public init(console: Console, options: AppOptions, table: CommandTable, modelIDs: [String] = [],
                serviceKeys: [String] = [], providerIDs: [String] = []) {
        self.console = console
        self.options = options
        self.table = table
        self.modelIDs = modelIDs
        self.serviceKeys = serviceKeys
        self.providerIDs = providerIDs
    }
}
