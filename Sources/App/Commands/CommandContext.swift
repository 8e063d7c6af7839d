/// What the REPL and tab completion know besides the container: the console, the options the
/// program started with, the command table, and the words completion offers (completion
/// cannot await, so they are gathered at start, or read through the closures below, which
/// answer at once). Handlers do not get it: they declare what they need (see ``MetaCommand``).
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
    /// The keys `:swap` can rebind, each with its alternatives' names (`ChatProvider`: `offline`, `openai`, ...).
    public let alternatives: [String: [String]]
    /// The price catalog's model ids, per provider id.
    public let modelsByProvider: [String: [String]]
    /// The provider chat goes to now (`:provider` changes it).
    public let currentProvider: @Sendable () -> String?
    /// The stored conversations, newest first: short id and title.
    public let conversations: @Sendable () -> [(id: String, title: String)]
    /// Brings what the closures above answer up to date; the REPL awaits it before each prompt.
    public let refreshCompletions: @Sendable () async -> Void

    public init(console: Console, options: AppOptions, table: CommandTable, modelIDs: [String] = [],
                serviceKeys: [String] = [], providerIDs: [String] = [],
                alternatives: [String: [String]] = [:], modelsByProvider: [String: [String]] = [:],
                currentProvider: @escaping @Sendable () -> String? = { nil },
                conversations: @escaping @Sendable () -> [(id: String, title: String)] = { [] },
                refreshCompletions: @escaping @Sendable () async -> Void = {}) {
        self.console = console
        self.options = options
        self.table = table
        self.modelIDs = modelIDs
        self.serviceKeys = serviceKeys
        self.providerIDs = providerIDs
        self.alternatives = alternatives
        self.modelsByProvider = modelsByProvider
        self.currentProvider = currentProvider
        self.conversations = conversations
        self.refreshCompletions = refreshCompletions
    }
}
