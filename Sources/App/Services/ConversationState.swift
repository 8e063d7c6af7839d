import DI
import Storage
import Synchronization

/// Which conversation a conversation scope is for: a new one (`:new`, and at start) or an
/// earlier one (`:resume`). The REPL opens each conversation scope with it as a seed.
public enum ConversationSelection: Sendable, Equatable {
    case new
    case resume(String)
}

/// The conversation of one conversation scope. A new conversation is created in the store on
/// its first message, so starting and quitting leaves nothing empty behind. When the scope
/// ends (`:new`, `:resume`, quitting), it is shut down and refuses to create a conversation.
public actor ConversationState: Shutdownable {
    private var currentID: String?
    private var ended = false
    private let warnedUnsaved = Atomic<Bool>(false)
    private let trimNotice = Mutex(TrimNotice())

    /// The state of the conversation `selection` names.
    public init(selection: ConversationSelection) {
        if case .resume(let id) = selection { currentID = id }
    }

    /// The current conversation's id, if it has been created.
    public var current: String? { currentID }

    /// Whether its scope has ended.
    public var isEnded: Bool { ended }

    /// The current conversation's id, creating the conversation if needed.
    public func ensure(in store: Store) async throws -> String {
        if let currentID { return currentID }
        guard !ended else { throw ConversationEnded() }
        let created = try await store.conversations.create()
        currentID = created.id
        return created.id
    }

    /// True the first time it is asked: the "not being saved" warning is given once per conversation.
    public nonisolated func shouldWarnUnsaved() -> Bool {
        !warnedUnsaved.exchange(true, ordering: .relaxed)
    }

    /// Whether to say now that `dropped` of the oldest turns are left out of the model's view:
    /// once per conversation, and again only when more is dropped (``TrimNotice``).
    nonisolated func shouldTellTrim(dropped: Int) -> Bool {
        trimNotice.withLock { $0.shouldTell(dropped: dropped) }
    }

    public func shutdown() async { ended = true }
}

/// A conversation was used after its scope ended.
struct ConversationEnded: Error, CustomStringConvertible {
    var description: String { "this conversation has ended; start a new one with :new" }
}
