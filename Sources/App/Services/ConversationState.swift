import Storage

/// Which conversation the REPL is in. A new conversation is created in the store on its
/// first message, so starting and quitting leaves nothing empty behind.
public actor ConversationState {
    private var currentID: String?

    public init() {}

    /// The current conversation's id, if it has been created.
    public var current: String? { currentID }

    /// The current conversation's id, creating the conversation if needed.
    public func ensure(in store: Store) async throws(StorageError) -> String {
        if let currentID { return currentID }
        let created = try await store.conversations.create()
        currentID = created.id
        return created.id
    }

    /// Switches to an existing conversation (`:resume`).
    public func resume(_ id: String) { currentID = id }

    /// Leaves the current conversation; the next message starts a new one (`:new`).
    public func startNew() { currentID = nil }
}
