import Coach
import LLM
import Storage

/// The history window of one conversation scope: the stored messages of a resumed
/// conversation (as many as fit the budget), to which each turn adds its own.
enum ConversationHistory {
    /// Tokens of history kept in the model's view (system prompt and profile come on top).
    static let budget = 12_000

    /// The window of the conversation `state` is in, loaded from the store; empty for a new
    /// conversation, or when the store is unavailable (the turn then warns that it is not saved).
    static func load(_ state: ConversationState, from handle: StoreHandle) async throws -> ConversationManager {
        var history: [ChatMessage] = []
        if let id = await state.current, let database = try? await handle.store() {
            let window = try await database.messages.contextWindow(for: id, tokenBudget: budget)
            history = window.messages.compactMap(chatMessage)
        }
        return ConversationManager(messages: history, tokenBudget: budget, replyReserve: 1_024)
    }

    /// A stored message as the model should see it; failed replies and empty ones are left out.
    static func chatMessage(_ record: MessageRecord) -> ChatMessage? {
        guard !record.content.isEmpty, record.status != .failed else { return nil }
        switch record.role {
        case .user: return .user(record.content)
        case .assistant: return .assistant(record.content)
        default: return nil
        }
    }
}
