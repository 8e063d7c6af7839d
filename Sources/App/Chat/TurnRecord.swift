import Coach
import Storage

/// What the user typed: the seed of a turn scope.
public struct UserMessage: Sendable {
    public let text: String
}

/// A turn is opened with the user's message as a seed; there is no other way to make one.
struct NoUserMessage: Error, CustomStringConvertible {
    var description: String { "a turn scope starts with the user's message" }
}

/// A turn as stored: the user's message, stored before it is sent, and the writer that
/// stores the reply as it streams. Built lazily by the turn, after the conversation's history
/// was loaded (the session adds the new message itself).
struct TurnRecord: Sendable {
    /// Nil when the store is unavailable or the reply's row could not be begun.
    let writer: StreamingMessageWriter?

    /// Stores `message` in the conversation (creating it on its first message) and begins the
    /// reply's row. Throws when the message cannot be stored: then it is not sent either.
    static func begin(message: UserMessage, conversation: ConversationState, handle: StoreHandle,
                      session: CoachSession, console: Console) async throws -> TurnRecord {
        let database: Store
        do {
            database = try await handle.store()
        } catch .busy(let path) {
            // Another airfit held the database past the busy timeout (the reopen waited for it).
            // Saving is expected, so the message is not sent unsaved: the turn says so (an
            // error line, so a piped run ends with status 1) every time, and the next try
            // opens the store again.
            throw StorageError.busy(path: path)
        } catch {
            // Damaged, newer or not writable: the user was told at start that the chat is not
            // saved; it goes on unsaved.
            if let failure = await handle.failureToReport() {
                console.warning("\(failure); this conversation is not being saved")
            }
            return TurnRecord(writer: nil)
        }
        let id = try await conversation.ensure(in: database)
        _ = try await database.messages.appendUserMessage(conversationID: id, content: message.text)
        let provider = session.engine.provider
        let writer = try? await database.messages.beginAssistantMessage(
            conversationID: id, provider: provider.id, model: provider.defaultModel)
        return TurnRecord(writer: writer)
    }
}
