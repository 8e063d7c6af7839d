import GRDB

/// `v6-weigh-ins-and-daily-totals`: weigh-ins (one a day) and daily totals imported from other
/// apps (one a day). Self-contained: it only creates its own tables.
enum ProgressMigration {
    static let name = "v6-weigh-ins-and-daily-totals"

    static func migrate(_ db: Database) throws {
        try db.create(table: "weighIn") { t in
            t.autoIncrementedPrimaryKey("id")
            // The calendar day, YYYY-MM-DD: a weigh-in belongs to a day, not to an instant.
            t.column("day", .text).notNull().unique()
            t.column("kg", .double).notNull()
            t.column("createdAt", .datetime).notNull()
        }
        try db.create(table: "dailyTotal") { t in
            t.autoIncrementedPrimaryKey("id")
            t.column("day", .text).notNull().unique()
            t.column("kcal", .double).notNull()
            t.column("protein", .double).notNull()
            t.column("carbs", .double).notNull()
            t.column("fat", .double).notNull()
            t.column("source", .text).notNull()
            t.column("createdAt", .datetime).notNull()
        }
    }
}
