import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import DI
import Foundation

/// The ports over the store: each adapter registered under the port it serves, with what it
/// needs declared, so `:graph`, `:validate` and `:swap` see every one. The sets the coach and the
/// progress commands take (``CoachPorts``, ``ProgressPorts``) and the reader of a day
/// (``CoachContextReader``) are put together here from the same registrations. When the database
/// could not be opened, reads find nothing and every write throws its `StorageError`.
struct PortsModule: ServiceModule {
    func register(into registry: inout Registry) {
        // How days map to stored times (the real clock and time zone).
        registry.register(StorageDayClock.self, using: { StorageDayClock() })

        // The food list and the exercise catalog are needed only to read entries back: got on
        // the first read that finds one, so `:weight` or an empty day never loads them.
        registry.register(StorageNutritionLog.self) { (handle: StoreHandle, clock: StorageDayClock, foods: Lazy<FoodDatabase>) in
            StorageNutritionLog(handle: handle, clock: clock, loadingFoods: { try await foods.get() })
        }
        registry.register(StorageWorkoutLog.self) { (handle: StoreHandle, clock: StorageDayClock, exercises: Lazy<ExerciseCatalog>) in
            StorageWorkoutLog(handle: handle, clock: clock, loadingExercises: { try await exercises.get() })
        }
        // The language reads only a profile stored as words (an older version's): got then.
        registry.register(StorageProfileStore.self) { (handle: StoreHandle, clock: StorageDayClock, language: Lazy<Language>) in
            StorageProfileStore(handle: handle, now: clock.now, loadingLanguage: { try await language.get() })
        }

        registry.register((any NutritionLog).self) { (log: StorageNutritionLog) in log }
        registry.register((any WorkoutLog).self) { (log: StorageWorkoutLog) in log }
        // The profile's body weight is the latest weigh-in, both ways (``WeighInProfileStore``); every
        // save, and every change of a target set by hand, records the targets in force today.
        registry.register(StorageGoalStore.self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageGoalStore(handle: handle, now: clock.now)
        }
        registry.register((any TargetHistory).self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageTargetHistory(handle: handle, now: clock.now)
        }
        registry.register(StorageWeighInLog.self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageWeighInLog(handle: handle, now: clock.now)
        }
        registry.register(TargetRecorder.self) { (
            store: StorageProfileStore, goals: StorageGoalStore, nutrition: any NutritionLog, workouts: any WorkoutLog,
            weighIns: StorageWeighInLog, history: any ProgressHistory, targets: any TargetHistory, clock: AppClock
        ) in
            let today: @Sendable () -> CalendarDay = { clock.today() }
            return TargetRecorder(reader: CoachContextReader(
                profiles: WeighInProfileStore(base: store, weighIns: weighIns, today: today), nutrition: nutrition, workouts: workouts,
                goals: goals, weighIns: weighIns, history: history, targetHistory: targets, today: today))
        }
        registry.register((any ProfileStore).self) { (
            store: StorageProfileStore, weighIns: StorageWeighInLog, clock: AppClock, recorder: TargetRecorder
        ) in
            TargetRecordingProfileStore(base: WeighInProfileStore(base: store, weighIns: weighIns, today: { clock.today() }),
                                        recorder: recorder)
        }
        registry.register((any OnboardingStore).self) { (store: StorageProfileStore) in store }
        registry.register((any GoalStore).self) { (goals: StorageGoalStore, recorder: TargetRecorder) in
            TargetRecordingGoalStore(base: goals, recorder: recorder)
        }
        registry.register((any LogEraser).self, using: StorageLogEraser.init(nutrition:workouts:))
        registry.register((any PersonaStore).self, using: StoragePersonaStore.init(handle:))
        registry.register((any WeighInLog).self) { (log: StorageWeighInLog, recorder: TargetRecorder) in
            TargetRecordingWeighInLog(base: log, recorder: recorder)
        }
        registry.register((any ProgressHistory).self, using: StorageProgressHistory.init(nutrition:workouts:))
        registry.register((any HistoryImporter).self, using: StorageHistoryImporter.init(handle:clock:))
        registry.register((any CheckInLog).self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageCheckInLog(handle: handle, now: clock.now)
        }

        registry.register(CoachContextReader.self) { (
            profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
            weighIns: any WeighInLog, history: any ProgressHistory, targets: any TargetHistory, clock: AppClock
        ) in
            CoachContextReader(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals, weighIns: weighIns,
                               history: history, targetHistory: targets, today: { clock.today() })
        }
        registry.register(CoachPorts.self) { (
            profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
            eraser: any LogEraser, personas: any PersonaStore, onboarding: any OnboardingStore, weighIns: any WeighInLog,
            history: any ProgressHistory, targets: any TargetHistory, clock: AppClock
        ) in
            CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals, eraser: eraser, personas: personas,
                       onboarding: onboarding, weighIns: weighIns, history: history, targetHistory: targets,
                       today: { clock.today() })
        }
        registry.register(ProgressPorts.self) { (
            coach: CoachPorts, weighIns: any WeighInLog, history: any ProgressHistory, importer: any HistoryImporter,
            checkIns: any CheckInLog
        ) in
            ProgressPorts(coach: coach, weighIns: weighIns, history: history, importer: importer, checkIns: checkIns)
        }
    }
}
