import Foundation
import GRDB

/// Messages: stored before they are sent (the user's) or as they stream (the assistant's).
public struct MessageRepository: Sendable {
    let access: DatabaseAccess
    let streamFlushInterval: Duration

    /// Stores the user's message (status `complete`) and returns its row id. Call it
    /// before sending the message anywhere, so a crash cannot lose it. Gives an untitled
    /// conversation a title from the message's first line and bumps its last activity.
    @discardableResult
    public func appendUserMessage(conversationID: String, content: String, now: Date = Date()) async throws(StorageError) -> Int64 {
        let message = MessageRecord(conversationId: conversationID, role: .user, content: content, createdAt: now)
        let stored = try await append(message)
        return stored.id ?? 0
    }

    /// Stores any message (system, tool, or a complete assistant reply) and bumps the
    /// conversation's last activity. Returns it with its id.
    @discardableResult
    public func append(_ message: MessageRecord) async throws(StorageError) -> MessageRecord {
        let conversationID = message.conversationId
        let stored = try await access.write { db -> MessageRecord? in
            guard let conversation = try ConversationRecord.read(db, id: conversationID) else { return nil }
            var stored = message
            stored.id = try stored.insertRow(db)
            var touched = conversation
            touched.updatedAt = max(conversation.updatedAt, message.updatedAt)
            if touched.title == nil, message.role == .user {
                touched.title = Self.title(from: message.content)
            }
            if touched != conversation {
                try db.cachedStatement(sql: "UPDATE conversation SET title = ?, updatedAt = ? WHERE id = ?")
                    .execute(arguments: [touched.title, StoredDate(touched.updatedAt), touched.id])
            }
            return stored
        }
        guard let stored else { throw .notFound(what: "conversation", id: conversationID) }
        return stored
    }

    /// Stores many messages in one transaction (imports, benchmarks), as they are: the
    /// conversations' titles and last activity are not touched. Returns how many.
    @discardableResult
    public func appendBatch(_ messages: [MessageRecord]) async throws(StorageError) -> Int {
        try await access.write { db in
            let statement = try db.makeStatement(sql: """
                INSERT INTO message (conversationId, role, content, provider, model, tokensIn, tokensOut,
                    cost, status, errorText, finishReason, createdAt, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for m in messages {
                try statement.execute(arguments: [
                    m.conversationId, m.role, m.storedContent, m.provider, m.model, m.tokensIn, m.tokensOut,
                    m.cost, m.status, m.errorText, m.finishReason, m.createdAt, m.updatedAt,
                ])
            }
            return messages.count
        }
    }

    /// Creates the assistant's message with status `streaming` and returns the writer
    /// that stores its text as it arrives. See ``StreamingMessageWriter`` for the guarantee.
    public func beginAssistantMessage(
        conversationID: String, provider: String?, model: String?,
        flushInterval: Duration? = nil, now: Date = Date()
    ) async throws(StorageError) -> StreamingMessageWriter {
        var message = MessageRecord(
            conversationId: conversationID, role: .assistant, content: "",
            provider: provider, model: model, status: .streaming, createdAt: now)
        message.writer = access.writer  // so another airfit's start knows this reply is alive
        let stored = try await append(message)
        guard let id = stored.id else { throw .invalid("the database gave the new message no id") }
        return StreamingMessageWriter(
            access: access, messageID: id, conversationID: conversationID,
            flushInterval: flushInterval ?? streamFlushInterval)
    }

    /// The message with this id, or nil.
    public func get(_ id: Int64) async throws(StorageError) -> MessageRecord? {
        try await access.read { db in try MessageRecord.read(db, id: id) }
    }

    /// The last `limit` messages of a conversation, oldest first (`:history [N]`).
    public func last(_ limit: Int, in conversationID: String) async throws(StorageError) -> [MessageRecord] {
        try await access.read { db in
            try MessageRecord
                .filter(MessageRecord.Col.conversationId == conversationID)
                .order(MessageRecord.Col.id.desc)
                .limit(max(0, limit))
                .fetchAll(db)
                .reversed()
        }
    }

    /// Every message of a conversation, oldest first.
    public func all(in conversationID: String) async throws(StorageError) -> [MessageRecord] {
        try await access.read { db in
            try MessageRecord
                .filter(MessageRecord.Col.conversationId == conversationID)
                .order(MessageRecord.Col.id)
                .fetchAll(db)
        }
    }

    /// How many messages a conversation has.
    public func count(in conversationID: String) async throws(StorageError) -> Int {
        try await access.read { db in
            try MessageRecord.filter(MessageRecord.Col.conversationId == conversationID).fetchCount(db)
        }
    }

    /// Marks as `interrupted` the messages still `streaming` that no writer stamped or that
    /// one of the `gone` writers stamped, and returns how many (see ``Store/recoverInterrupted()``).
    func recoverInterrupted(writtenBy gone: [String], now: Date = Date()) async throws(StorageError) -> Int {
        try await access.write { db in
            let placeholders = gone.isEmpty ? "" : " OR writer IN (" + gone.map { _ in "?" }.joined(separator: ", ") + ")"
            try db.execute(
                sql: "UPDATE message SET status = 'interrupted', updatedAt = ? WHERE status = 'streaming' AND (writer IS NULL\(placeholders))",
                arguments: StatementArguments([StoredDate(now).databaseValue] + gone.map(\.databaseValue)))
            return db.changesCount
        }
    }

    /// The newest messages of a conversation whose estimated tokens fit in `tokenBudget`
    /// (oldest first), for the model's context. Only messages with a status in
    /// `statuses` and some content count. See ``ContextWindow``.
    public func contextWindow(
        for conversationID: String, tokenBudget: Int,
        statuses: Set<MessageStatus> = [.complete, .interrupted]
    ) async throws(StorageError) -> ContextWindow {
        let statusValues = statuses.map(\.rawValue).sorted()
        return try await access.read { db in
            try ContextWindow.assemble(db, conversationID: conversationID, tokenBudget: tokenBudget, statuses: statusValues)
        }
    }

    static func title(from content: String) -> String? {
        let first = content.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        // Control characters (a NUL would cut the stored title) become spaces.
        var scalars = String.UnicodeScalarView()
        for scalar in first.unicodeScalars { scalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar) }
        let line = String(scalars)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        return trimmed.count <= 60 ? trimmed : String(trimmed.prefix(59)) + "…"
    }
}
