import GRDB

/// The newest messages of a conversation that fit in a token budget, oldest first.
/// Tokens are estimated as characters / 4 (rounded up). Walking back from the newest
/// message, the first one that does not fit ends the window: older ones are dropped.
public struct ContextWindow: Sendable, Hashable {
    /// The messages kept, oldest first.
    public var messages: [MessageRecord]
    /// Their estimated tokens.
    public var estimatedTokens: Int
    /// How many older eligible messages were left out (so the user can be told).
    public var droppedCount: Int

    public init(messages: [MessageRecord], estimatedTokens: Int, droppedCount: Int) {
        self.messages = messages
        self.estimatedTokens = estimatedTokens
        self.droppedCount = droppedCount
    }

    /// The token estimate of a text: its characters divided by 4, rounded up.
    public static func estimateTokens(_ text: String) -> Int {
        (text.count + 3) / 4
    }

    static let pageSize = 64

    static func assemble(_ db: Database, conversationID: String, tokenBudget: Int, statuses: [String]) throws -> ContextWindow {
        let placeholders = Array(repeating: "?", count: statuses.count).joined(separator: ",")
        let eligible = "conversationId = ? AND content <> '' AND status IN (\(placeholders))"
        var kept: [MessageRecord] = []
        var used = 0
        var cursor = Int64.max
        var stoppedAt: Int64?
        paging: while true {
            var arguments: StatementArguments = [conversationID]
            arguments += StatementArguments(statuses)
            arguments += [cursor, pageSize]
            let page = try MessageRecord.fetchAll(
                db, sql: "SELECT * FROM message WHERE \(eligible) AND id < ? ORDER BY id DESC LIMIT ?",
                arguments: arguments)
            for message in page {
                let cost = estimateTokens(message.content)
                if used + cost > tokenBudget {
                    stoppedAt = message.id
                    break paging
                }
                used += cost
                kept.append(message)
                cursor = message.id ?? cursor
            }
            if page.count < pageSize { break }
        }
        var dropped = 0
        if let stoppedAt {
            var arguments: StatementArguments = [conversationID]
            arguments += StatementArguments(statuses)
            arguments += [stoppedAt]
            dropped = try Int.fetchOne(
                db, sql: "SELECT COUNT(*) FROM message WHERE \(eligible) AND id <= ?", arguments: arguments) ?? 0
        }
        return ContextWindow(messages: kept.reversed(), estimatedTokens: used, droppedCount: dropped)
    }
}
