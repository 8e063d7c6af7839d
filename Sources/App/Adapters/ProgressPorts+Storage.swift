import Coach
import CoachProgress
import Foundation

extension ProgressPorts {
    /// The progress ports over the SQLite store behind `handle`, beside `coach` (the coach's
    /// ports over the same store). Days are read in `timeZone`, as ``CoachPorts/storage(handle:resources:timeZone:now:)`` reads them.
    public static func storage(handle: StoreHandle, coach: CoachPorts, resources: CoachResources,
                               timeZone: TimeZone = .current, now: @escaping @Sendable () -> Date = { Date() }) -> ProgressPorts {
        let clock = StorageDayClock(timeZone: timeZone, now: now)
        let history = StorageProgressHistory(
            nutrition: StorageNutritionLog(handle: handle, clock: clock, foods: resources.foods),
            workouts: StorageWorkoutLog(handle: handle, clock: clock, exercises: resources.exercises))
        return ProgressPorts(coach: coach, weighIns: StorageWeighInLog(handle: handle, now: now), history: history,
                             importer: StorageHistoryImporter(handle: handle, clock: clock),
                             checkIns: StorageCheckInLog(handle: handle, now: now))
    }
}
