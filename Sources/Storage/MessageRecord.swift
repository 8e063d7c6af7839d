import Foundation
import GRDB

/// Who wrote a message.
public enum MessageRole: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
    case system, user, assistant, tool
}

/// Where a message is in its life. A user message is `complete` when stored; an
/// assistant message is `streaming` until its writer finishes it.
public enum MessageStatus: String, Codable, Sendable, Hashable, CaseIterable, DatabaseValueConvertible {
    /// Being received; a row left in this state by a crash becomes `interrupted` at the next start.
    case streaming
    /// Received in full.
    case complete
    /// Stopped before the end (Ctrl-C, a cut stream, a crash); the text received is kept.
    case interrupted
    /// The call failed; `errorText` says why; any text received is kept.
    case failed
}

/// One message of a conversation.
public struct MessageRecord: Codable, Sendable, Hashable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "message"

    /// Assigned by the database on insert.
    public var id: Int64?
    public var conversationId: String
    public var role: MessageRole
    /// The text, NUL characters included (see ``StoredText``).
    public var content: String {
        get { storedContent.text }
        set { storedContent = StoredText(newValue) }
    }
    var storedContent: StoredText
    /// The provider that produced an assistant message (e.g. "openai"); nil for the user's.
    public var provider: String?
    public var model: String?
    public var tokensIn: Int
    public var tokensOut: Int
    /// The token counts are an estimate: the server reported none.
    public var tokensEstimated: Bool
    /// In US dollars; nil when unknown (no price for the model).
    public var cost: Double?
    public var status: MessageStatus
    public var errorText: String?
    /// Why the reply ended ("stop", "length", ...), when known.
    public var finishReason: String?
    public var createdAt: Date
    public var updatedAt: Date
    /// The process writing a streaming reply (see ``WriterRegistry``); nil once finished,
    /// and for other messages.
    var writer: String?

    enum CodingKeys: String, CodingKey {
        case id, conversationId, role, storedContent = "content", provider, model, tokensIn, tokensOut, tokensEstimated, cost, status,
             errorText, finishReason, createdAt, updatedAt, writer
    }

    public init(
        id: Int64? = nil, conversationId: String, role: MessageRole, content: String,
        provider: String? = nil, model: String? = nil, tokensIn: Int = 0, tokensOut: Int = 0,
        tokensEstimated: Bool = false, cost: Double? = nil, status: MessageStatus = .complete, errorText: String? = nil,
        finishReason: String? = nil, createdAt: Date = Date(), updatedAt: Date? = nil
    ) {
        self.id = id
        self.conversationId = conversationId
        self.role = role
        self.storedContent = StoredText(content)
        self.provider = provider
        self.model = model
        self.tokensIn = tokensIn
        self.tokensOut = tokensOut
        self.tokensEstimated = tokensEstimated
        self.cost = cost
        self.status = status
        self.errorText = errorText
        self.finishReason = finishReason
        self.createdAt = createdAt
        self.updatedAt = updatedAt ?? createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    enum Col {
        static let id = Column(CodingKeys.id)
        static let conversationId = Column(CodingKeys.conversationId)
        static let role = Column(CodingKeys.role)
        static let status = Column(CodingKeys.status)
        static let content = Column(CodingKeys.storedContent)
    }
}

/// Tokens used by one call, as recorded on an assistant message.
public struct TokenUsage: Sendable, Hashable, Codable {
    public var tokensIn: Int
    public var tokensOut: Int
    /// The counts are an estimate (the server reported none).
    public var estimated: Bool

    public init(tokensIn: Int, tokensOut: Int, estimated: Bool = false) {
        self.tokensIn = tokensIn
        self.tokensOut = tokensOut
        self.estimated = estimated
    }

    public static let zero = TokenUsage(tokensIn: 0, tokensOut: 0)
}
