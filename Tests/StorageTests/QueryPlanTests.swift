import Foundation
import GRDB
import Testing
@testable import Storage

/// The hot queries use their indexes (speed itself is measured by the benchmarks).
@Suite("Query plans")
struct QueryPlanTests {
    func plan(_ store: Store, _ sql: String, _ arguments: StatementArguments = []) async throws -> String {
        try await store.access.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
                .map { row -> String in row["detail"] }
                .joined(separator: "; ")
        }
    }

    @Test("history, recovery and usage are index searches, not table scans")
    func plans() async throws {
        try await withStore { store, _ in
            let history = try await plan(
                store, "SELECT * FROM message WHERE conversationId = ? ORDER BY id DESC LIMIT 50", ["c"])
            #expect(history.contains("message_on_conversation_id"))
            let recovery = try await plan(store, "SELECT id FROM message WHERE status = 'streaming'")
            #expect(recovery.contains("message_streaming"))
            let usage = try await plan(store, """
                SELECT provider, model, COUNT(*), SUM(tokensIn), SUM(tokensOut), SUM(cost), SUM(tokensEstimated)
                FROM message WHERE provider IS NOT NULL GROUP BY provider, model
                """)
            #expect(usage.contains("COVERING INDEX message_usage"))
            #expect(!usage.contains("TEMP B-TREE"))
        }
    }
}
