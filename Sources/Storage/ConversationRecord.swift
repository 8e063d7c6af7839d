import Foundation
import GRDB

/// A conversation (a session of the REPL). Its id is 32 lowercase hex digits, so that
/// `:resume` accepts any unambiguous prefix.
public struct ConversationRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    public static let databaseTableName = "conversation"

    public var id: String
    /// Nil until set; the first user message gives an untitled conversation its title.
    public var title: String?
    public var createdAt: Date
    /// Last activity: bumped by every message written to the conversation.
    public var updatedAt: Date

    public init(id: String = ConversationRecord.newID(), title: String? = nil, createdAt: Date = Date(), updatedAt: Date? = nil) {
        self.id = id
        self.title = title
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    /// A fresh random id: 32 lowercase hex digits.
    public static func newID() -> String {
        String(UUID().uuidString.lowercased().filter { $0 != "-" })
    }

    /// The first 8 characters of the id, enough to `:resume` in practice.
    public var shortID: String { String(id.prefix(8)) }
}

/// A conversation as listed by `:sessions`.
public struct ConversationSummary: Sendable, Hashable {
    public var conversation: ConversationRecord
    public var messageCount: Int
    /// The time of the last message, or the conversation's creation time when it has none.
    public var lastActivity: Date

    public init(conversation: ConversationRecord, messageCount: Int, lastActivity: Date) {
        self.conversation = conversation
        self.messageCount = messageCount
        self.lastActivity = lastActivity
    }
}
