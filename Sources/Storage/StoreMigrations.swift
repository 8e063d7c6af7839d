import GRDB

/// The schema's history: append-only, named migrations. A shipped migration is never
/// edited; a change to the schema is a new migration appended at the end.
///
/// - `v1-initial`: every table.
/// - `v2-indexes`: the indexes the REPL's queries need (history, sessions, recovery,
///   today's food and workouts, usage).
/// - `v3-message-finish-reason`: `message.finishReason` (why a reply ended).
/// - `v4-usage-index`: a covering index for `:usage` over all time.
/// - `v5-writers-and-versions`: `message.writer` (which process streams a reply, so another
///   one never marks it interrupted while it lives) and `storeInfo` (which airfit last
///   migrated the file, so an older one can say which version it needs).
/// - `v6-weigh-ins-and-daily-totals`: weigh-ins and imported daily totals (``ProgressMigration``).
/// - `v7-typed-profile`: the typed profile and onboarding (``ProfileMigration``).
/// - `v8-message-tokens-estimated`: `message.tokensEstimated` (token counts estimated because
///   the server reported none), added to the usage index.
/// - `v9-check-ins`: the weekly check-ins shown, one a week (``CheckInMigration``).
/// - `v10-target-history`: the daily targets in force, a row for each day they changed, with
///   why (``TargetHistoryMigration``).
/// - `v11-usage-failed-calls`: the usage index also holds the message's status, so `:usage`
///   tells failed calls from replies (``UsageRepository``).
/// - `v12-training`: the training plan, the profile's exercises to avoid and session length,
///   reps in reserve per set (``TrainingMigration``).
/// - `v13-workout-steps`: steps on each workout set (``WorkoutStepsMigration``).
/// - `v14-stored-portions`: a food item's grams and estimate mark and a set's kind, so reading a
///   day needs no data file (``StoredPortionsMigration``).
public enum StoreMigrations {
    /// The migration names, oldest first.
    public static var names: [String] { migrator.migrations }

    /// The name of the newest migration.
    public static var latest: String { names.last ?? "" }

    /// The migrator with every migration registered. Public so that tests and tools can
    /// migrate a database part of the way (`migrate(_:upTo:)`).
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-initial", migrate: v1Initial)
        migrator.registerMigration("v2-indexes", migrate: v2Indexes)
        migrator.registerMigration("v3-message-finish-reason", migrate: v3MessageFinishReason)
        migrator.registerMigration("v4-usage-index", migrate: v4UsageIndex)
        migrator.registerMigration("v5-writers-and-versions", migrate: v5WritersAndVersions)
        migrator.registerMigration(ProgressMigration.name, migrate: ProgressMigration.migrate)
        migrator.registerMigration(ProfileMigration.name, migrate: ProfileMigration.migrate)
        migrator.registerMigration("v8-message-tokens-estimated", migrate: v8MessageTokensEstimated)
        migrator.registerMigration(CheckInMigration.name, migrate: CheckInMigration.migrate)
        migrator.registerMigration(TargetHistoryMigration.name, migrate: TargetHistoryMigration.migrate)
        migrator.registerMigration(UsageRepository.failedCallsMigration, migrate: UsageRepository.migrateFailedCalls)
        migrator.registerMigration(TrainingMigration.name, migrate: TrainingMigration.migrate)
        migrator.registerMigration(WorkoutStepsMigration.name, migrate: WorkoutStepsMigration.migrate)
        migrator.registerMigration(StoredPortionsMigration.name, migrate: StoredPortionsMigration.migrate)
        return migrator
    }

    // MARK: - v1

    private static func v1Initial(_ db: Database) throws {
        try db.create(table: "user") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("name", .text).notNull().defaults(to: "")
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "profile") { t in
            t.primaryKey("userId", .integer).references("user", onDelete: .cascade)
            t.column("name", .text)
            t.column("age", .integer)
            t.column("sex", .text)
            t.column("heightCm", .double)
            t.column("weightKg", .double)
            t.column("goal", .text)
            t.column("motivation", .text)
            t.column("activityLevel", .text)
            t.column("schedule", .text)
            t.column("experience", .text)
            t.column("equipment", .jsonText).notNull().defaults(to: "[]")
            t.column("diet", .jsonText).notNull().defaults(to: "[]")
            t.column("coachingStyle", .text)
            t.column("detailLevel", .text)
            t.column("extra", .jsonText).notNull().defaults(to: "{}")
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "persona") { t in
            t.autoIncrementedPrimaryKey("id")
            // What `t.belongsTo("user")` writes, spelled out: belongsTo derives the column from
            // the table name through GRDB's inflections, which compile ICU regexes on first use
            // (about 2 MB and several ms on every fresh home's first start).
            t.column("userId", .integer).notNull().indexed().references("user", column: "id", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("archetype", .text)
            t.column("prompt", .text).notNull()
            t.column("traits", .jsonText).notNull().defaults(to: "[]")
            t.column("active", .boolean).notNull().defaults(to: false)
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "conversation") { t in
            t.primaryKey("id", .text)
            t.column("title", .text)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "message") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("conversationId", .text).notNull()
                .references("conversation", onDelete: .cascade)
            t.column("role", .text).notNull()
            t.column("content", .text).notNull().defaults(to: "")
            t.column("provider", .text)
            t.column("model", .text)
            t.column("tokensIn", .integer).notNull().defaults(to: 0)
            t.column("tokensOut", .integer).notNull().defaults(to: 0)
            t.column("cost", .double)
            t.column("status", .text).notNull()
            t.column("errorText", .text)
            t.column("createdAt", .datetime).notNull()
            t.column("updatedAt", .datetime).notNull()
        }
        try db.create(table: "foodEntry") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("time", .datetime).notNull()
            t.column("description", .text).notNull()
            t.column("meal", .text)
        }
        try db.create(table: "foodItem") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("entryId", .integer).notNull().references("foodEntry", onDelete: .cascade)
            t.column("name", .text).notNull()
            t.column("quantity", .double).notNull()
            t.column("unit", .text).notNull()
            t.column("kcal", .double).notNull()
            t.column("protein", .double).notNull()
            t.column("carbs", .double).notNull()
            t.column("fat", .double).notNull()
        }
        try db.create(table: "workout") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("time", .datetime).notNull()
            t.column("name", .text)
            t.column("notes", .text)
        }
        try db.create(table: "workoutSet") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("workoutId", .integer).notNull().references("workout", onDelete: .cascade)
            t.column("exercise", .text).notNull()
            t.column("setNumber", .integer).notNull()
            t.column("reps", .integer)
            t.column("weightKg", .double)
            t.column("durationSeconds", .double)
            t.column("distanceMeters", .double)
        }
        try db.create(table: "goal") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("kind", .text).notNull()
            t.column("targetValue", .double).notNull()
            t.column("unit", .text).notNull()
            t.column("active", .boolean).notNull().defaults(to: true)
            t.column("createdAt", .datetime).notNull()
        }
    }

    // MARK: - v2

    private static func v2Indexes(_ db: Database) throws {
        // History, context windows and per-conversation counts walk a conversation's
        // messages newest first.
        try db.create(index: "message_on_conversation_id", on: "message", columns: ["conversationId", "id"])
        // Recovery at start looks only at the (few) rows still streaming.
        try db.execute(sql: """
            CREATE INDEX message_streaming ON message(status) WHERE status = 'streaming'
            """)
        try db.create(index: "conversation_on_updated", on: "conversation", columns: ["updatedAt"])
        try db.create(index: "foodEntry_on_time", on: "foodEntry", columns: ["time"])
        try db.create(index: "foodItem_on_entry", on: "foodItem", columns: ["entryId"])
        try db.create(index: "workout_on_time", on: "workout", columns: ["time"])
        try db.create(index: "workoutSet_on_workout", on: "workoutSet", columns: ["workoutId", "setNumber"])
        try db.create(index: "goal_on_kind_active", on: "goal", columns: ["kind", "active"])
        try db.create(index: "persona_on_user", on: "persona", columns: ["userId", "active"])
    }

    // MARK: - v3

    private static func v3MessageFinishReason(_ db: Database) throws {
        try db.alter(table: "message") { t in
            t.add(column: "finishReason", .text)
        }
    }

    // MARK: - v4

    private static func v4UsageIndex(_ db: Database) throws {
        // `:usage` over all time reads only these columns, not the (large) rows.
        try db.execute(sql: """
            CREATE INDEX message_usage ON message(provider, model, tokensIn, tokensOut, cost)
            WHERE provider IS NOT NULL
            """)
    }

    // MARK: - v5

    private static func v5WritersAndVersions(_ db: Database) throws {
        try db.alter(table: "message") { t in
            t.add(column: "writer", .text)
        }
        try db.create(table: "storeInfo") { t in
            t.primaryKey("key", .text)
            t.column("value", .text).notNull()
        }
    }

    // MARK: - v8

    private static func v8MessageTokensEstimated(_ db: Database) throws {
        try db.alter(table: "message") { t in
            t.add(column: "tokensEstimated", .boolean).notNull().defaults(to: false)
        }
        try db.execute(sql: """
            DROP INDEX message_usage;
            CREATE INDEX message_usage ON message(provider, model, tokensIn, tokensOut, cost, tokensEstimated)
            WHERE provider IS NOT NULL
            """)
    }
}
