import GRDB

/// `v14-stored-portions`: what reading an entry back used to rebuild from the data files is kept
/// on its rows: a food item's grams and whether a model estimated its values (`foodItem.grams`,
/// `foodItem.isEstimate`), and a set's kind (`workoutSet.kind`: strength, bodyweight or cardio).
/// Reading a day then needs neither `foods.json` nor `exercises.json`. NULL on the rows stored
/// before (and on imported items, whose file gives no grams): those are rebuilt from the lists, as
/// they always were.
enum StoredPortionsMigration {
    static let name = "v14-stored-portions"

    static func migrate(_ db: Database) throws {
        try db.alter(table: "foodItem") { t in
            t.add(column: "grams", .double)
            t.add(column: "isEstimate", .boolean)
        }
        try db.alter(table: "workoutSet") { t in
            t.add(column: "kind", .text)
        }
    }
}
