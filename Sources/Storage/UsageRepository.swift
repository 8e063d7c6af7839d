import GRDB

/// Tokens and cost of one provider and model.
public struct UsageLine: Sendable, Hashable {
    public var provider: String
    public var model: String
    /// Replies counted (calls that did not fail).
    public var replies: Int
    /// Calls that failed (their tokens, if any were counted, are in the totals).
    public var failed: Int
    public var tokensIn: Int
    public var tokensOut: Int
    /// The sum of known costs, in US dollars.
    public var cost: Double
    /// Replies whose cost is unknown (no price for the model); `cost` leaves them out.
    public var repliesWithoutCost: Int
    /// Replies whose token counts are estimates (the server reported none).
    public var estimatedReplies: Int

    public init(provider: String, model: String, replies: Int, tokensIn: Int, tokensOut: Int, cost: Double, repliesWithoutCost: Int,
                estimatedReplies: Int = 0, failed: Int = 0) {
        self.provider = provider
        self.failed = failed
        self.model = model
        self.replies = replies
        self.tokensIn = tokensIn
        self.tokensOut = tokensOut
        self.cost = cost
        self.repliesWithoutCost = repliesWithoutCost
        self.estimatedReplies = estimatedReplies
    }
}

/// Usage per provider and model, with totals (`:usage`).
public struct UsageSummary: Sendable, Hashable {
    /// By provider, then model.
    public var lines: [UsageLine]

    public init(lines: [UsageLine]) { self.lines = lines }

    public var replies: Int { lines.reduce(0) { $0 + $1.replies } }
    public var tokensIn: Int { lines.reduce(0) { $0 + $1.tokensIn } }
    public var tokensOut: Int { lines.reduce(0) { $0 + $1.tokensOut } }
    public var cost: Double { lines.reduce(0) { $0 + $1.cost } }
    public var repliesWithoutCost: Int { lines.reduce(0) { $0 + $1.repliesWithoutCost } }
}

/// Usage summaries from the stored messages (those with a provider).
public struct UsageRepository: Sendable {
    let access: DatabaseAccess

    /// `v11-usage-failed-calls`: the covering index of `:usage` also holds the status, so failed
    /// calls are told from replies without reading the messages.
    static let failedCallsMigration = "v11-usage-failed-calls"

    static func migrateFailedCalls(_ db: Database) throws {
        try db.execute(sql: """
            DROP INDEX message_usage;
            CREATE INDEX message_usage ON message(provider, model, tokensIn, tokensOut, cost, tokensEstimated, status)
            WHERE provider IS NOT NULL
            """)
    }

    /// Usage of one conversation, or of all time when `conversationID` is nil.
    public func summary(conversationID: String? = nil) async throws(StorageError) -> UsageSummary {
        try await access.read { db in
            var sql = """
                SELECT provider, model, COUNT(*) - SUM(status = 'failed') AS replies, SUM(status = 'failed') AS failed,
                       SUM(tokensIn) AS tokensIn, SUM(tokensOut) AS tokensOut,
                       COALESCE(SUM(cost), 0) AS cost, SUM(cost IS NULL) AS withoutCost,
                       SUM(tokensEstimated) AS estimated
                FROM message WHERE provider IS NOT NULL
                """
            var arguments: StatementArguments = []
            if let conversationID {
                sql += " AND conversationId = ?"
                arguments += [conversationID]
            }
            sql += " GROUP BY provider, model ORDER BY provider, model"
            let lines = try Row.fetchAll(db, sql: sql, arguments: arguments).map { row in
                UsageLine(
                    provider: row["provider"], model: row["model"] ?? "", replies: row["replies"],
                    tokensIn: row["tokensIn"], tokensOut: row["tokensOut"], cost: row["cost"],
                    repliesWithoutCost: row["withoutCost"], estimatedReplies: row["estimated"], failed: row["failed"])
            }
            return UsageSummary(lines: lines)
        }
    }
}
