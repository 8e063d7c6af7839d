import Foundation
import GRDB

/// Conversations: `:new`, `:sessions`, `:resume ID`.
public struct ConversationRepository: Sendable {
    let access: DatabaseAccess

    /// Creates and stores a new conversation (`:new`), with a fresh random id unless
    /// `id` is given.
    @discardableResult
    public func create(id: String? = nil, title: String? = nil, now: Date = Date()) async throws(StorageError) -> ConversationRecord {
        let conversation = ConversationRecord(id: id ?? ConversationRecord.newID(), title: title, createdAt: now)
        _ = try await access.write { db in try conversation.insertRow(db) }
        return conversation
    }

    /// Stores conversations made elsewhere (imports, benchmarks) in one transaction.
    public func insert(_ conversations: [ConversationRecord]) async throws(StorageError) {
        try await access.write { db in
            for conversation in conversations { try conversation.insert(db) }
        }
    }

    /// The conversation with exactly this id, or nil.
    public func get(_ id: String) async throws(StorageError) -> ConversationRecord? {
        try await access.read { db in try ConversationRecord.fetchOne(db, key: id) }
    }

    /// The conversation whose id is `idOrPrefix` or starts with it (`:resume ID`);
    /// case-insensitive, dashes ignored. Throws ``StorageError/notFound(what:id:)`` or
    /// ``StorageError/ambiguous(what:prefix:matches:)``.
    public func find(_ idOrPrefix: String) async throws(StorageError) -> ConversationRecord {
        let key = idOrPrefix.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: "-", with: "")
        guard !key.isEmpty else { throw .invalid("give a conversation id (see :sessions)") }
        let matches = try await access.read { db -> [ConversationRecord] in
            if let exact = try ConversationRecord.fetchOne(db, key: key) { return [exact] }
            return try ConversationRecord
                .fetchAll(db, sql: "SELECT * FROM conversation WHERE id LIKE ? ESCAPE '\\' LIMIT 2",
                          arguments: [key.likeEscaped + "%"])
        }
        switch matches.count {
        case 0: throw .notFound(what: "conversation", id: idOrPrefix)
        case 1: return matches[0]
        default:
            let count = try await access.read { db in
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM conversation WHERE id LIKE ? ESCAPE '\\'",
                                 arguments: [key.likeEscaped + "%"]) ?? 0
            }
            throw .ambiguous(what: "conversation", prefix: idOrPrefix, matches: count)
        }
    }

    /// Sets a conversation's title.
    public func setTitle(_ id: String, _ title: String?) async throws(StorageError) {
        try await access.write { db in
            try db.execute(sql: "UPDATE conversation SET title = ? WHERE id = ?", arguments: [title, id])
        }
    }

    /// Conversations by last activity, newest first, with their message counts (`:sessions`).
    public func list(limit: Int = 20) async throws(StorageError) -> [ConversationSummary] {
        try await access.read { db in
            let conversations = try ConversationRecord
                .order(Column("updatedAt").desc, Column("id"))
                .limit(max(0, limit))
                .fetchAll(db)
            return try conversations.map { conversation in
                let count = try Int.fetchOne(
                    db, sql: "SELECT COUNT(*) FROM message WHERE conversationId = ?",
                    arguments: [conversation.id]) ?? 0
                return ConversationSummary(
                    conversation: conversation, messageCount: count, lastActivity: conversation.updatedAt)
            }
        }
    }

    /// The most recently active conversation, if any.
    public func mostRecent() async throws(StorageError) -> ConversationRecord? {
        try await access.read { db in
            try ConversationRecord.order(Column("updatedAt").desc, Column("id")).fetchOne(db)
        }
    }

    /// Deletes a conversation and its messages.
    public func delete(_ id: String) async throws(StorageError) {
        try await access.write { db in _ = try ConversationRecord.deleteOne(db, key: id) }
    }

    /// The conversation as Markdown (`:export`): title, date, each message under a role
    /// heading with its provider and model; interrupted and failed replies are marked.
    public func exportMarkdown(_ id: String, timeZone: TimeZone = .current) async throws(StorageError) -> String {
        let loaded = try await access.read { db -> (ConversationRecord, [MessageRecord])? in
            guard let conversation = try ConversationRecord.fetchOne(db, key: id) else { return nil }
            let messages = try MessageRecord
                .filter(MessageRecord.Col.conversationId == id)
                .order(MessageRecord.Col.id)
                .fetchAll(db)
            return (conversation, messages)
        }
        guard let (conversation, messages) = loaded else { throw .notFound(what: "conversation", id: id) }
        return MarkdownExporter(timeZone: timeZone).render(conversation: conversation, messages: messages)
    }
}
