import Foundation
import Testing
import GRDB
@testable import Storage

/// `v12-training`: plans kept one row each (the latest in force), reps in reserve on sets.
struct TrainingStorageTests {
    @Test func aNewPlanIsANewRowAndTheLatestIsInForce() async throws {
        try await withStore { store, _ in
            #expect(try await store.trainingPlans.current() == nil)
            try await store.trainingPlans.save("{\"split\":\"full body\"}", now: referenceDate)
            try await store.trainingPlans.save("{\"split\":\"upper/lower\"}", now: referenceDate)
            #expect(try await store.trainingPlans.current()?.plan == "{\"split\":\"upper/lower\"}")
            let count = try await store.access.read { db in try TrainingPlanRecord.fetchCount(db) }
            #expect(count == 2)
        }
    }

    @Test func aSetKeepsItsRepsInReserve() async throws {
        try await withStore { store, _ in
            let workout = WorkoutRecord(time: referenceDate, notes: "squat 100kg 5,5,4 @ rpe 8")
            _ = try await store.workouts.log(workout, lines: [
                WorkoutSetRecord(exercise: "back squat", setNumber: 1, reps: 5, weightKg: 100, reserve: 2),
                WorkoutSetRecord(exercise: "back squat", setNumber: 2, reps: 4, weightKg: 100),
            ])
            let sets = try await store.access.read { db in try WorkoutSetRecord.order(Column("setNumber")).fetchAll(db) }
            #expect(sets.map(\.reserve) == [2, nil])
        }
    }
}
