import DI

/// What a command handler returns.
public enum CommandOutcome: Sendable, Equatable {
    case proceed
    case quit
    /// End the current conversation scope and open one for this conversation (`:new`, `:resume`).
    case open(ConversationSelection)
}

/// A command line's words after the name: positional words and `--flags`.
public struct CommandArguments: Sendable {
    public let words: [String]
    public let flags: Set<String>

    /// The positional word at `index`, if present.
    public subscript(index: Int) -> String? { index < words.count ? words[index] : nil }
    /// The positional words from `index` on, joined by spaces.
    public func rest(from index: Int) -> String { words.dropFirst(index).joined(separator: " ") }
}

/// A usage mistake: the REPL prints it with the command's usage as a hint.
public struct CommandUsageError: Error, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// A command that could not do what was asked, as one line (without the usage: the words were right).
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A command's handler bound to its dependencies: what the container hands the REPL for
/// `CommandAction[name]`, once per run of the command.
public struct CommandAction: Sendable {
    let run: @Sendable (CommandArguments) async throws -> CommandOutcome
}

/// One meta-command: a row of the declarative table.
///
/// The handler declares what it needs like a registration does, by its parameter types after
/// the arguments, and receives it: each command is registered as `CommandAction[name]`, so
/// `:validate` checks what it needs and `:graph :name` draws it. Only the commands that inspect
/// the container take ``ContainerAccess``.
///
/// ```swift
/// MetaCommand("targets", summary: "your daily targets") { (_: CommandArguments, ports: CoachPorts, console: Console) in
///     ...
///     return .proceed
/// }
/// ```
public struct MetaCommand: Sendable {
    public typealias Completer = @Sendable (CommandContext, _ prefix: String) -> [String]
    /// Completes by position: the argument words before the one being typed, and its prefix.
    public typealias PositionalCompleter = @Sendable (CommandContext, _ before: [String], _ prefix: String) -> [String]

    public let name: String
    public let aliases: [String]
    /// The arguments as shown in help: `KEY NAME`, `[KEY] [--dot]`.
    public let usage: String
    public let summary: String
    /// How many positional words it takes.
    public let arity: ClosedRange<Int>
    /// The `--flags` it accepts.
    public let flags: Set<String>
    /// Completes the argument being typed.
    public let completer: Completer?
    /// Completes the argument being typed from the ones before it (used instead of `completer`).
    public let positionalCompleter: PositionalCompleter?
    /// What the handler takes besides its arguments, from its parameter types.
    public let dependencies: [Dependency]
    /// Binds the handler to its dependencies, taken from a resolver.
    let bind: @Sendable (Resolver) async throws -> CommandAction

    public init<each D: Sendable>(
        _ name: String, aliases: [String] = [], usage: String = "", summary: String,
        arity: ClosedRange<Int> = 0...0, flags: Set<String> = [], completer: Completer? = nil,
        positionalCompleter: PositionalCompleter? = nil,
        handler: @escaping @Sendable (CommandArguments, repeat each D) async throws -> CommandOutcome
    ) {
        self.name = name
        self.aliases = aliases
        self.usage = usage
        self.summary = summary
        self.arity = arity
        self.flags = flags
        self.completer = completer
        self.positionalCompleter = positionalCompleter
        var dependencies: [Dependency] = []
        for type in repeat (each D).self { dependencies.append(Dependency.of(type)) }
        self.dependencies = dependencies
        bind = { resolver in
            let values = (repeat try await resolver.inject((each D).self))
            return CommandAction { arguments in try await handler(arguments, repeat each values) }
        }
    }

    /// The key it is registered under: `CommandAction[name]`.
    public var key: ServiceKey { ServiceKey(CommandAction.self, name: name) }

    /// `:graph [KEY] [--dot]`.
    public var synopsis: String { usage.isEmpty ? ":\(name)" : ":\(name) \(usage)" }

    /// Checks the words against the arity and flags.
    func parse(_ tokens: [String]) throws -> CommandArguments {
        var words: [String] = []
        var given = Set<String>()
        for token in tokens {
            if token.hasPrefix("--") && token.count > 2 {
                guard flags.contains(token) else {
                    throw CommandUsageError("unknown option \(token) for :\(name)")
                }
                given.insert(token)
            } else {
                words.append(token)
            }
        }
        guard arity.contains(words.count) else {
            let wanted: String
            if arity.lowerBound == arity.upperBound {
                wanted = arity.lowerBound == 0 ? "no arguments" : "\(arity.lowerBound) argument\(arity.lowerBound == 1 ? "" : "s")"
            } else {
                wanted = "\(arity.lowerBound) to \(arity.upperBound) arguments"
            }
            throw CommandUsageError(":\(name) takes \(wanted), got \(words.count)")
        }
        return CommandArguments(words: words, flags: given)
    }
}
