import GRDB

/// `v7-typed-profile`: the profile's typed columns (birth year, target weight, weekly rate,
/// training days and time, diet pattern, restrictions, units) and the `onboarding` table;
/// the goals of an older version that belong to the profile now (a target weight, a focus)
/// are copied into it and kept, inactive. Older free-text columns stay as they are: the
/// coach reads their words when a typed column is empty.
enum ProfileMigration {
    static let name = "v7-typed-profile"

    static func migrate(_ db: Database) throws {
        try db.alter(table: "profile") { t in
            t.add(column: "birthYear", .integer)
            t.add(column: "targetWeightKg", .double)
            t.add(column: "weeklyRateKg", .double)
            t.add(column: "trainingDays", .text)
            t.add(column: "trainingTime", .text)
            t.add(column: "dietPattern", .text)
            t.add(column: "restrictions", .text)
            t.add(column: "units", .text)
        }
        try db.create(table: "onboarding") { t in
            t.primaryKey("userId", .integer).references("user", onDelete: .cascade)
            t.column("phase", .text).notNull()
            t.column("lastAsked", .text)
            t.column("asked", .jsonText).notNull().defaults(to: "[]")
            t.column("skipped", .jsonText).notNull().defaults(to: "[]")
            t.column("revisiting", .boolean).notNull().defaults(to: false)
            t.column("misses", .integer).notNull().defaults(to: 0)
            t.column("updatedAt", .datetime).notNull()
        }
        // Goals that were a target weight or a direction: into the profile (of the first user,
        // made if need be), unless it already says otherwise; the rows stay, inactive.
        let moving = "SELECT 1 FROM goal WHERE active = 1 AND kind IN ('target_weight', 'focus')"
        guard try Bool.fetchOne(db, sql: "SELECT EXISTS(\(moving))") == true else { return }
        try db.execute(sql: "INSERT INTO user (name, createdAt) SELECT '', CURRENT_TIMESTAMP WHERE NOT EXISTS (SELECT 1 FROM user)")
        let user = "(SELECT MIN(id) FROM user)"
        try db.execute(sql: """
            INSERT INTO profile (userId, createdAt, updatedAt) SELECT \(user), CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
            WHERE NOT EXISTS (SELECT 1 FROM profile WHERE userId = \(user))
            """)
        try db.execute(sql: """
            UPDATE profile SET targetWeightKg = (SELECT targetValue FROM goal WHERE active = 1 AND kind = 'target_weight'
                                                 ORDER BY id DESC LIMIT 1)
            WHERE userId = \(user) AND targetWeightKg IS NULL
              AND EXISTS (SELECT 1 FROM goal WHERE active = 1 AND kind = 'target_weight')
            """)
        // A focus goal kept its direction in `unit`: lose_fat, build_muscle, get_stronger, get_fitter, maintain.
        try db.execute(sql: """
            UPDATE profile SET goal = (SELECT CASE unit WHEN 'build_muscle' THEN 'gain_muscle'
                                                        WHEN 'get_fitter' THEN 'general_health' ELSE unit END
                                       FROM goal WHERE active = 1 AND kind = 'focus' ORDER BY id DESC LIMIT 1)
            WHERE userId = \(user) AND (goal IS NULL OR goal = '')
              AND EXISTS (SELECT 1 FROM goal WHERE active = 1 AND kind = 'focus')
            """)
        try db.execute(sql: "UPDATE goal SET active = 0 WHERE active = 1 AND kind IN ('target_weight', 'focus')")
    }
}
