import Foundation
import GRDB
import Testing
@testable import Storage

/// The records read from their rows by hand (`RecordRows.swift`): each, with every field set,
/// stored and read back, is the record stored (a column misnamed there fails here).
@Suite("Records read from their rows by hand")
struct RecordRowsTests {
    /// `record` stored, then read back by its id.
    static func roundTrip<Record: MutablePersistableRecord & FetchableRecord & Sendable>(
        _ record: Record, in db: Database, id: (Record) -> Int64?
    ) throws -> (stored: Record, read: Record?) {
        var stored = record
        try stored.insert(db)
        return (stored, try Record.fetchOne(db, key: id(stored)))
    }

    @Test("every fact record and the message with every field set read back as stored")
    func everyFieldReadsBack() async throws {
        try await withStore { store, _ in
            try await store.access.write { db in
                let day = "2026-11-20"
                func check<Record: MutablePersistableRecord & FetchableRecord & Equatable & Sendable>(
                    _ record: Record, id: (Record) -> Int64?
                ) throws -> Record {
                    let (stored, read) = try Self.roundTrip(record, in: db, id: id)
                    #expect(read == stored)
                    return stored
                }
                let weighIn = try check(WeighInRecord(day: day, kg: 81.4, createdAt: referenceDate), id: \.id)
                // Read as the facts read them: from a row cursor, one row and all of them.
                let latest = try db.cachedStatement(sql: "SELECT * FROM weighIn ORDER BY day DESC LIMIT 1")
                #expect(try WeighInRecord.readOne(latest) == weighIn)
                #expect(try WeighInRecord.readAll(try db.cachedStatement(sql: "SELECT * FROM weighIn")) == [weighIn])
                #expect(try WeighInRecord.readOne(try db.cachedStatement(sql: "SELECT * FROM weighIn WHERE day = ?"),
                                                  arguments: ["1999-01-01"]) == nil)
                _ = try check(DailyTotalRecord(day: day, kcal: 2100, protein: 140, carbs: 200, fat: 70, source: "export.csv",
                                               createdAt: referenceDate), id: \.id)
                _ = try check(GoalRecord(kind: "weight", targetValue: 78, unit: "kg", active: false, createdAt: referenceDate), id: \.id)
                _ = try check(DayTargetRecord(day: day, kcal: 2200, protein: 150, carbs: 220, fat: 70, fibre: 30, workoutsPerWeek: 3,
                                              basis: "{}", createdAt: referenceDate), id: \.id)
                _ = try check(CheckInRecord(week: "2026-W47", day: day, targetKcal: 2150, createdAt: referenceDate), id: \.id)
                _ = try check(TrainingPlanRecord(plan: "{\"days\":3}", createdAt: referenceDate), id: \.id)
                let entry = try check(FoodEntryRecord(time: referenceDate, description: "2 eggs", meal: "breakfast"), id: \.id)
                _ = try check(FoodItemRecord(entryId: entry.id ?? 0, name: "egg", quantity: 2, unit: "piece", kcal: 155, protein: 12.6,
                                             carbs: 1.1, fat: 10.6, grams: 100, isEstimate: true), id: \.id)
                let workout = try check(WorkoutRecord(time: referenceDate, name: "legs", notes: "squat 3x5 100kg"), id: \.id)
                _ = try check(WorkoutSetRecord(workoutId: workout.id ?? 0, exercise: "squat", setNumber: 2, reps: 5, weightKg: 100,
                                               durationSeconds: 40, distanceMeters: 0, reserve: 2, kind: "strength", steps: 10), id: \.id)
                let conversation = ConversationRecord(title: "protein", createdAt: referenceDate,
                                                      updatedAt: referenceDate.addingTimeInterval(60))
                try conversation.insert(db)
                #expect(try ConversationRecord.fetchOne(db, key: conversation.id) == conversation)
                var message = MessageRecord(conversationId: conversation.id, role: .assistant, content: "a\u{0}b", provider: "offline",
                                            model: "rules", tokensIn: 12, tokensOut: 30, tokensEstimated: true, cost: 0.25,
                                            status: .interrupted, errorText: "cut", finishReason: "length", createdAt: referenceDate,
                                            updatedAt: referenceDate.addingTimeInterval(1))
                message.writer = "writer-1"
                _ = try check(message, id: \.id)
            }
        }
    }

    @Test("a NULL where the record has a value is an error, not a crash")
    func nullIsAnError() async throws {
        try await withStore { store, _ in
            let error = await #expect(throws: (any Error).self) {
                try await store.access.read { db in
                    try WeighInRecord.fetchOne(db, sql: "SELECT 1 AS id, NULL AS day, 80.0 AS kg, '2026-11-20 08:00:00.000' AS createdAt")
                }
            }
            #expect(error != nil)
        }
    }
}
