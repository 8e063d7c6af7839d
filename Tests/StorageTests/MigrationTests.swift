import Foundation
import GRDB
import Testing
@testable import Storage

@Suite("Migrations")
struct MigrationTests {
    @Test("migration names are append-only and v1 comes first")
    func names() {
        #expect(StoreMigrations.names == ["v1-initial", "v2-indexes", "v3-message-finish-reason", "v4-usage-index",
                                          "v5-writers-and-versions", "v6-weigh-ins-and-daily-totals", "v7-typed-profile",
                                          "v8-message-tokens-estimated", "v9-check-ins", "v10-target-history", "v11-usage-failed-calls",
                                          "v12-training", "v13-workout-steps", "v14-stored-portions"])
        #expect(StoreMigrations.latest == "v14-stored-portions")
    }

    @Test("v1's persona table is the one `belongsTo` made before it was spelled out (homes made either way match)")
    func personaSchemaUnchanged() async throws {
        let queue = try DatabaseQueue()
        try StoreMigrations.migrator.migrate(queue, upTo: "v1-initial")
        let sql = try await queue.read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE tbl_name = 'persona' AND sql IS NOT NULL ORDER BY name")
        }
        // Written by GRDB's `t.belongsTo("user", onDelete: .cascade).notNull()` (GRDB 7.10).
        #expect(sql == [
            #"CREATE TABLE "persona" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "userId" INTEGER NOT NULL REFERENCES "user"("id") ON DELETE CASCADE, "name" TEXT NOT NULL, "archetype" TEXT, "prompt" TEXT NOT NULL, "traits" TEXT NOT NULL DEFAULT '[]', "active" BOOLEAN NOT NULL DEFAULT 0, "createdAt" DATETIME NOT NULL)"#,
            #"CREATE INDEX "persona_on_userId" ON "persona"("userId")"#,
        ])
    }

    @Test("a database made by the first migration keeps its rows when migrated to the latest")
    func v1ToLatest() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("old.sqlite").path
            do {
                let queue = try DatabaseQueue(path: path)
                try StoreMigrations.migrator.migrate(queue, upTo: "v1-initial")
                try await queue.write { db in
                    try db.execute(sql: """
                        INSERT INTO user (id, name, createdAt) VALUES (1, 'Ada', '2026-01-01 10:00:00.000');
                        INSERT INTO profile (userId, name, goal, equipment, diet, extra, createdAt, updatedAt)
                            VALUES (1, 'Ada', 'strength', '["barbell"]', '["vegetarian"]', '{}',
                                    '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000');
                        INSERT INTO conversation (id, title, createdAt, updatedAt)
                            VALUES ('abc123', 'Old chat', '2026-01-01 10:00:00.000', '2026-01-01 10:05:00.000');
                        INSERT INTO message (conversationId, role, content, status, createdAt, updatedAt)
                            VALUES ('abc123', 'user', 'hello', 'complete', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000');
                        INSERT INTO message (conversationId, role, content, provider, model, tokensIn, tokensOut, cost, status, createdAt, updatedAt)
                            VALUES ('abc123', 'assistant', 'half a rep', 'openai', 'gpt-4o', 10, 3, 0.5, 'streaming',
                                    '2026-01-01 10:00:01.000', '2026-01-01 10:00:02.000');
                        INSERT INTO foodEntry (id, time, description, meal) VALUES (1, '2026-01-01 08:00:00.000', 'eggs', 'breakfast');
                        INSERT INTO foodItem (entryId, name, quantity, unit, kcal, protein, carbs, fat)
                            VALUES (1, 'egg', 2, 'piece', 140, 12, 1, 10);
                        INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('kcal', 2200, 'kcal/day', 1, '2026-01-01 10:00:00.000');
                        """)
                }
                #expect(try await queue.read { db in try StoreMigrations.migrator.completedMigrations(db) } == ["v1-initial"])
                try queue.close()
            }

            let store = try await Store.open(at: path)
            defer { try? store.close() }
            #expect(try await store.appliedMigrations() == StoreMigrations.names)
            #expect(store.recoveredOnOpen == 1)

            let conversation = try await store.conversations.find("abc")
            #expect(conversation.title == "Old chat")
            let messages = try await store.messages.all(in: "abc123")
            #expect(messages.map(\.content) == ["hello", "half a rep"])
            #expect(messages.map(\.status) == [.complete, .interrupted])
            #expect(messages[1].finishReason == nil)
            #expect(messages[1].cost == 0.5)

            let profile = try #require(try await store.users.profile(userId: 1))
            #expect(profile.columns["equipment"] == .text(#"["barbell"]"#))
            #expect(profile.columns["diet"] == .text(#"["vegetarian"]"#))
            #expect(profile.columns["goal"] == .text("strength"))
            #expect(try await store.goals.active(kind: "kcal")?.targetValue == 2200)
            let day = try await store.nutrition.entries(
                on: Date(timeIntervalSince1970: 1_767_261_600), calendar: utcCalendar)  // 2026-01-01 10:00 UTC
            #expect(day.count == 1)
            #expect(day.first?.items.first?.kcal == 140)

            let indexes = try await store.access.read { db in
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'message'")
            }
            #expect(indexes.contains("message_on_conversation_id"))
            #expect(indexes.contains("message_streaming"))
        }
    }

    @Test("opening twice applies nothing twice and keeps the data")
    func reopen() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let first = try await Store.open(at: path)
            let conversation = try await first.conversations.create(title: "kept")
            try first.close()
            let second = try await Store.open(at: path)
            defer { try? second.close() }
            #expect(try await second.conversations.get(conversation.id)?.title == "kept")
            #expect(try await second.appliedMigrations() == StoreMigrations.names)
        }
    }

    @Test("a database from a newer airfit is refused and its content left as it was")
    func newerSchema() async throws {
        try await withTemporaryDirectory { dir in
            let path = dir.appendingPathComponent("airfit.sqlite").path
            let store = try await Store.open(at: path, configuration: StoreConfiguration(appVersion: "0.2.0"))
            let conversation = try await store.conversations.create(title: "from the future")
            try await store.access.write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-future')")
            }
            try store.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let error = await storageError { _ = try await Store.open(at: path, configuration: StoreConfiguration(appVersion: "0.1.0")) }
            #expect(error == .newerSchema(path: path, detail: "it needs airfit 0.2.0 or later (this is 0.1.0)"))
            #expect(error?.description.contains("newer airfit") == true)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not a byte written")

            var config = Configuration()
            config.readonly = true
            let queue = try DatabaseQueue(path: path, configuration: config)
            let (migrations, titles) = try await queue.read { db in
                (try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier"),
                 try String.fetchAll(db, sql: "SELECT title FROM conversation"))
            }
            try queue.close()
            // The table lists them in text order ("v10" before "v2").
            #expect(migrations == (StoreMigrations.names + ["v99-future"]).sorted())
            #expect(titles == ["from the future"])
            _ = conversation
        }
    }

    @Test("v7: goals that belong to the profile move into it (kept inactive); other columns keep their words")
    func v7TypedProfile() async throws {
        try await withTemporaryDirectory { dir in
            let path = try await Self.database(in: dir, upTo: "v6-weigh-ins-and-daily-totals", sql: """
                INSERT INTO user (id, name, createdAt) VALUES (1, '', '2026-01-01 10:00:00.000');
                INSERT INTO profile (userId, name, age, activityLevel, schedule, equipment, diet, extra, createdAt, updatedAt)
                    VALUES (1, 'Sam', 34, 'mostly sitting at a desk', '3 evenings a week', '["dumbbells at home"]',
                            '["vegetarian"]', '{}', '2026-01-01 10:00:00.000', '2026-01-01 10:00:00.000');
                INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('target_weight', 75, 'kg', 1, '2026-01-01');
                INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('focus', 0, 'build_muscle', 1, '2026-01-01');
                INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('daily_kcal', 2200, 'kcal', 1, '2026-01-01');
                """)
            let store = try await Store.open(at: path)
            defer { try? store.close() }
            let profile = try #require(try await store.users.profile(userId: 1))
            #expect(profile.columns["targetWeightKg"] == .real(75))
            #expect(profile.columns["goal"] == .text("gain_muscle"))
            #expect(profile.columns["activityLevel"] == .text("mostly sitting at a desk"))
            #expect(profile.columns["schedule"] == .text("3 evenings a week"))
            #expect(profile.columns["age"] == .integer(34))
            #expect(profile.columns["birthYear"] == nil)
            #expect(try await store.goals.active().map(\.kind) == ["daily_kcal"])
            #expect(try await store.goals.history().count == 3, "the moved goals are kept, inactive")
            #expect(try await store.users.onboarding(userId: 1) == nil)
        }
    }

    @Test("v7: a focus goal without a profile makes one")
    func v7WithoutProfile() async throws {
        try await withTemporaryDirectory { dir in
            let path = try await Self.database(in: dir, upTo: "v6-weigh-ins-and-daily-totals", sql: """
                INSERT INTO goal (kind, targetValue, unit, active, createdAt) VALUES ('focus', 0, 'lose_fat', 1, '2026-01-01');
                """)
            let store = try await Store.open(at: path)
            defer { try? store.close() }
            let userId = try #require(try await store.users.primary().id)
            #expect(try await store.users.profile(userId: userId)?.columns["goal"] == .text("lose_fat"))
        }
    }

    /// A database in `dir` migrated up to `migration`, holding what `sql` inserts; its path.
    static func database(in dir: URL, upTo migration: String, sql: String) async throws -> String {
        let path = dir.appendingPathComponent("old.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try StoreMigrations.migrator.migrate(queue, upTo: migration)
        try await queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        return path
    }
}
