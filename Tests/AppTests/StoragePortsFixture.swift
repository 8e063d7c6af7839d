@testable import App
import Coach
import CoachDomain
import CoachProgress
import Foundation

// The adapters over one store, put together by hand for the tests of the adapters themselves
// (raw: no weigh-in sync, a pinned clock and time zone). The program's are registered, each
// under its port, in `PortsModule`.

extension CoachPorts {
    /// The coach's ports over the SQLite store behind `handle`. When the database could not
    /// be opened, reads find nothing (so the coach still answers) and every write throws its
    /// `StorageError` (the coach reports it as a tool result).
    ///
    /// - Parameters:
    ///   - exercises: gives workout lines their kind when read back.
    ///   - foods: the food list, to rebuild items' grams and `isEstimate` (no columns for them);
    ///     nil: grams only from units, `isEstimate` false.
    ///   - timeZone: the time zone a ``CalendarDay`` is read in.
    ///   - now: the clock (meals and workouts for today are timed now, other days at noon).
    static func storage(handle: StoreHandle, exercises: ExerciseCatalog, foods: FoodDatabase? = nil,
                               timeZone: TimeZone = .current,
                               now: @escaping @Sendable () -> Date = { Date() }) -> CoachPorts {
        let clock = StorageDayClock(timeZone: timeZone, now: now)
        let nutrition = StorageNutritionLog(handle: handle, clock: clock, foods: foods)
        let workouts = StorageWorkoutLog(handle: handle, clock: clock, exercises: exercises)
        let profiles = StorageProfileStore(handle: handle, now: now,
                                           loadingLanguage: { try CoachResources.language(root: StoragePortsTests.root) })
        return CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts,
                          goals: StorageGoalStore(handle: handle, now: now),
                          eraser: StorageLogEraser(nutrition: nutrition, workouts: workouts),
                          personas: StoragePersonaStore(handle: handle), onboarding: profiles,
                          targetHistory: StorageTargetHistory(handle: handle, now: now))
    }

    /// ``storage(handle:exercises:foods:timeZone:now:)`` with the exercise and food lists of `resources`.
    static func storage(handle: StoreHandle, resources: CoachResources, timeZone: TimeZone = .current,
                               now: @escaping @Sendable () -> Date = { Date() }) -> CoachPorts {
        storage(handle: handle, exercises: resources.exercises, foods: resources.foods, timeZone: timeZone, now: now)
    }
}

extension ProgressPorts {
    /// The progress ports over the SQLite store behind `handle`, beside `coach` (the coach's
    /// ports over the same store). Days are read in `timeZone`, as ``CoachPorts/storage(handle:resources:timeZone:now:)`` reads them.
    static func storage(handle: StoreHandle, coach: CoachPorts, resources: CoachResources,
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
