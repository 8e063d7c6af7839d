import Foundation
import GRDB

// The records a turn reads (the coach's facts, the conversation's messages) read from their
// rows by hand, and the two it writes (a conversation, a message) written by hand: GRDB then
// skips their `Codable` conformance, which asked the runtime about each record's coding keys and
// went through a decoder per row (a first offline reply read its facts in 20 M instructions,
// 12 M of them there). Each reads the columns its `Codable` conformance names; `RecordRowsTests`
// stores every field set and reads the same record back. A column missing or NULL where the
// record has a value throws, as the decoder did.

extension WeighInRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            day: try row.decode(forColumn: "day"),
            kg: try row.decode(forColumn: "kg"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension DailyTotalRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            day: try row.decode(forColumn: "day"),
            kcal: try row.decode(forColumn: "kcal"),
            protein: try row.decode(forColumn: "protein"),
            carbs: try row.decode(forColumn: "carbs"),
            fat: try row.decode(forColumn: "fat"),
            source: try row.decode(forColumn: "source"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension GoalRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            kind: try row.decode(forColumn: "kind"),
            targetValue: try row.decode(forColumn: "targetValue"),
            unit: try row.decode(forColumn: "unit"),
            active: try row.decode(forColumn: "active"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension DayTargetRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            day: try row.decode(forColumn: "day"),
            kcal: try row.decode(forColumn: "kcal"),
            protein: try row.decode(forColumn: "protein"),
            carbs: try row.decode(forColumn: "carbs"),
            fat: try row.decode(forColumn: "fat"),
            fibre: try row.decode(forColumn: "fibre"),
            workoutsPerWeek: try row.decode(forColumn: "workoutsPerWeek"),
            basis: try row.decode(forColumn: "basis"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension CheckInRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            week: try row.decode(forColumn: "week"),
            day: try row.decode(forColumn: "day"),
            targetKcal: try row.decode(forColumn: "targetKcal"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension TrainingPlanRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            plan: try row.decode(forColumn: "plan"),
            createdAt: try row.decode(forColumn: "createdAt"))
    }
}

extension FoodEntryRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            time: try row.decode(forColumn: "time"),
            description: try row.decode(forColumn: "description"),
            meal: try row.decode(forColumn: "meal"))
    }
}

extension FoodItemRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            entryId: try row.decode(forColumn: "entryId"),
            name: try row.decode(forColumn: "name"),
            quantity: try row.decode(forColumn: "quantity"),
            unit: try row.decode(forColumn: "unit"),
            kcal: try row.decode(forColumn: "kcal"),
            protein: try row.decode(forColumn: "protein"),
            carbs: try row.decode(forColumn: "carbs"),
            fat: try row.decode(forColumn: "fat"),
            grams: try row.decode(forColumn: "grams"),
            isEstimate: try row.decode(forColumn: "isEstimate"))
    }
}

extension WorkoutRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            time: try row.decode(forColumn: "time"),
            name: try row.decode(forColumn: "name"),
            notes: try row.decode(forColumn: "notes"))
    }
}

extension WorkoutSetRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            workoutId: try row.decode(forColumn: "workoutId"),
            exercise: try row.decode(forColumn: "exercise"),
            setNumber: try row.decode(forColumn: "setNumber"),
            reps: try row.decode(forColumn: "reps"),
            weightKg: try row.decode(forColumn: "weightKg"),
            durationSeconds: try row.decode(forColumn: "durationSeconds"),
            distanceMeters: try row.decode(forColumn: "distanceMeters"),
            reserve: try row.decode(forColumn: "reserve"),
            kind: try row.decode(forColumn: "kind"),
            steps: try row.decode(forColumn: "steps"))
    }
}

extension ConversationRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            title: try row.decode(forColumn: "title"),
            createdAt: try row.decode(forColumn: "createdAt"),
            updatedAt: try row.decode(forColumn: "updatedAt"))
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["title"] = title
        container["createdAt"] = StoredDate(createdAt)
        container["updatedAt"] = StoredDate(updatedAt)
    }
}

extension MessageRecord {
    public init(row: Row) throws {
        self.init(
            id: try row.decode(forColumn: "id"),
            conversationId: try row.decode(forColumn: "conversationId"),
            role: try row.decode(forColumn: "role"),
            content: "",
            provider: try row.decode(forColumn: "provider"),
            model: try row.decode(forColumn: "model"),
            tokensIn: try row.decode(forColumn: "tokensIn"),
            tokensOut: try row.decode(forColumn: "tokensOut"),
            tokensEstimated: try row.decode(forColumn: "tokensEstimated"),
            cost: try row.decode(forColumn: "cost"),
            status: try row.decode(forColumn: "status"),
            errorText: try row.decode(forColumn: "errorText"),
            finishReason: try row.decode(forColumn: "finishReason"),
            createdAt: try row.decode(forColumn: "createdAt"),
            updatedAt: try row.decode(forColumn: "updatedAt"))
        storedContent = try row.decode(forColumn: "content")
        writer = try row.decode(forColumn: "writer")
    }

    public func encode(to container: inout PersistenceContainer) throws {
        container["id"] = id
        container["conversationId"] = conversationId
        container["role"] = role
        container["content"] = storedContent
        container["provider"] = provider
        container["model"] = model
        container["tokensIn"] = tokensIn
        container["tokensOut"] = tokensOut
        container["tokensEstimated"] = tokensEstimated
        container["cost"] = cost
        container["status"] = status
        container["errorText"] = errorText
        container["finishReason"] = finishReason
        container["createdAt"] = StoredDate(createdAt)
        container["updatedAt"] = StoredDate(updatedAt)
        container["writer"] = writer
    }
}

extension FetchableRecord {
    /// The records of the rows of `statement`, each read by `init(row:)` from a row cursor. GRDB's
    /// `fetchAll` goes through a cursor type generic over the record, whose metadata made the
    /// runtime look the record's conformance up among the program's 11,640 (once per record type,
    /// 0.5 M instructions each; a first reply read twelve record types).
    static func readAll(_ statement: Statement, arguments: StatementArguments = StatementArguments()) throws -> [Self] {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        var records: [Self] = []
        while let row = try rows.next() { records.append(try Self(row: row)) }
        withExtendedLifetime(rows) {}
        return records
    }

    /// The record of the first row of `statement`, if any (``readAll(_:arguments:)``).
    static func readOne(_ statement: Statement, arguments: StatementArguments = StatementArguments()) throws -> Self? {
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        // The row is a view of the cursor's statement: read while the cursor lives.
        return try withExtendedLifetime(rows) { try rows.next().map { try Self(row: $0) } }
    }
}

extension FetchableRecord where Self: TableRecord {
    /// The record whose `id` column is `id`, read as ``readOne(_:arguments:)`` reads (GRDB's
    /// `fetchOne(_:key:)` asked the runtime about the record's encoding and the table's primary key).
    static func read(_ db: Database, id: some DatabaseValueConvertible) throws -> Self? {
        try readOne(try db.cachedStatement(sql: "SELECT * FROM \(databaseTableName) WHERE id = ?"), arguments: [id])
    }
}

extension EncodableRecord where Self: TableRecord {
    /// Inserts the record as its `encode(to:)` writes it, through a statement the connection keeps
    /// prepared, and returns the new row's id (GRDB's `insert` first read the table's columns and
    /// primary key, asking the runtime about four types of its own on the way).
    @discardableResult
    func insertRow(_ db: Database) throws -> Int64 {
        let values = try databaseDictionary
        let columns = values.keys.sorted()
        let sql = "INSERT INTO \(Self.databaseTableName) (\(columns.joined(separator: ", "))) VALUES ("
            + columns.map { ":" + $0 }.joined(separator: ", ") + ")"
        // Named: GRDB's initializer from a sequence of values is generic, and not specialised here.
        let arguments = StatementArguments(values.mapValues { $0 as (any DatabaseValueConvertible)? })
        try db.cachedStatement(sql: sql).execute(arguments: arguments)
        return db.lastInsertedRowID
    }
}
