import CoachProgress
import DI
import Synchronization

/// The REPL's current conversation scope. Messages and commands are resolved in it; `:new`
/// and `:resume` end it (shutting its instances down) and open the next.
public final class Conversations: Sendable {
    let container: Container
    private let current: Mutex<Scope>

    /// Opens a scope for a new conversation.
    public init(container: Container) {
        self.container = container
        current = Mutex(Self.open(.new, in: container))
    }

    /// The current conversation's scope.
    public var scope: Scope { current.withLock { $0 } }

    /// Ends the current conversation's scope and opens one for `selection`.
    public func open(_ selection: ConversationSelection) async {
        let next = Self.open(selection, in: container)
        let previous = current.withLock { current in
            defer { current = next }
            return current
        }
        await previous.end()
    }

    /// Ends the current conversation's scope (when the REPL leaves); `atExit`: the program ends
    /// right after (its instances are not released, see ``DI/Container/shutdown(atExit:)``).
    public func end(atExit: Bool = false) async {
        await scope.end(atExit: atExit)
    }

    /// Sends `text` to the current conversation's chat: one unit of work (the weekly check-in
    /// and the turn read one snapshot of the store, see ``unit(_:)``).
    public func send(_ text: String, console: Console) async {
        do {
            let chat = try await scope.resolve(ChatController.self)
            await unit { await chat.send(text) }
        } catch {
            console.error("the coach is not available: \(ErrorText.line(for: error))")
        }
    }

    /// `command` bound to what it needs, in the current conversation; each run is one unit of work.
    func action(for command: MetaCommand) async throws -> CommandAction {
        let action = try await scope.resolve(CommandAction.self, name: command.name)
        return CommandAction { arguments in try await self.unit { try await action.run(arguments) } }
    }

    /// Runs `work` as one unit of work (``CoachProgress/WorkUnits``): the coach's ports answer its
    /// reads from one snapshot of the store (``CoachProgress/CoachFacts``), taken at its first read
    /// and again, in part, after a change it makes; nothing is kept after it.
    func unit<T>(_ work: () async throws -> T) async rethrows -> T {
        guard let units = try? await container.resolve(WorkUnits.self) else { return try await work() }
        return try await units.during(work)
    }

    private static func open(_ selection: ConversationSelection, in container: Container) -> Scope {
        container.makeScope(tag: AppScope.conversation, seeds: [Seed(selection)])
    }
}
