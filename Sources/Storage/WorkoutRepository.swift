import Foundation
import GRDB

/// Workouts and their sets.
public struct WorkoutRepository: Sendable {
    let access: DatabaseAccess

    /// Stores a workout and its sets in one transaction; returns them with their ids.
    @discardableResult
    public func log(_ workout: WorkoutRecord, sets: [WorkoutSetRecord]) async throws(StorageError) -> WorkoutLog {
        try await access.write { db in
            var workout = workout
            try workout.insert(db)
            var stored: [WorkoutSetRecord] = []
            for var set in sets {
                set.workoutId = workout.id ?? 0
                try set.insert(db)
                stored.append(set)
            }
            return WorkoutLog(workout: workout, sets: stored)
        }
    }

    /// The workouts of the local day containing `date` (today by default), oldest first.
    public func workouts(on date: Date = Date(), calendar: Calendar = .current) async throws(StorageError) -> [WorkoutLog] {
        let day = DayRange(containing: date, calendar: calendar)
        // Two queries however many workouts the day holds.
        return try await access.read { db in
            try HistoryRepository.timed(WorkoutRecord.self, id: \.id, children: WorkoutSetRecord.self, parent: \.workoutId,
                                        childTable: "workoutSet", foreignKey: "workoutId", from: day.start, to: day.end, db: db)
                .map { WorkoutLog(workout: $0.parent, sets: $0.children) }
        }
    }

    /// The most recent workouts, newest first.
    public func recent(limit: Int = 10) async throws(StorageError) -> [WorkoutLog] {
        try await access.read { db in
            let workouts = try WorkoutRecord.order(Column("time").desc, Column("id").desc).limit(max(0, limit)).fetchAll(db)
            return try workouts.map { workout in
                let sets = try WorkoutSetRecord.filter(Column("workoutId") == workout.id).order(Column("id")).fetchAll(db)
                return WorkoutLog(workout: workout, sets: sets)
            }
        }
    }

    /// Deletes a workout and its sets.
    public func delete(workoutId: Int64) async throws(StorageError) {
        try await access.write { db in _ = try WorkoutRecord.deleteOne(db, key: workoutId) }
    }
}
