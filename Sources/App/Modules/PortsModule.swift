import Coach
import CoachDomain
import CoachLanguage
import CoachProgress
import CoachTraining
import DI
import Foundation

/// The ports over the store: each adapter registered under the port it serves, with what it
/// needs declared, so `:graph`, `:validate` and `:swap` see every one. The sets the coach and the
/// progress commands take (``CoachPorts``, ``ProgressPorts``) and the reader of a day
/// (``CoachContextReader``) are put together here from the same registrations. While a unit of work
/// is open, the ports read from one snapshot of the store (``CoachFacts``). When the database
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

        // One snapshot of the store per unit of work (a message, a command, an MCP call): the ports
        // below answer from it while one is open (``CoachFacts``), and write through to the store.
        registry.register(StorageFactsSource.self, using: StorageFactsSource.init(handle:clock:nutrition:workouts:profiles:))
        registry.register(WorkUnits.self, using: { WorkUnits() })
        registry.register(CoachFacts.self) { (source: StorageFactsSource, units: WorkUnits, clock: AppClock) in
            CoachFacts(source: source, units: units, today: { clock.today() })
        }

        registry.register((any NutritionLog).self) { (log: StorageNutritionLog, facts: CoachFacts) in FactsLogbook(meals: log, facts: facts) }
        registry.register((any WorkoutLog).self) { (log: StorageWorkoutLog, facts: CoachFacts) in FactsLogbook(sessions: log, facts: facts) }
        // The profile's body weight is the latest weigh-in, both ways (``WeighInProfileStore``); every
        // save, and every change of a target set by hand, records the targets in force today.
        registry.register(StorageGoalStore.self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageGoalStore(handle: handle, now: clock.now)
        }
        registry.register((any TargetHistory).self) { (handle: StoreHandle, clock: StorageDayClock, facts: CoachFacts) in
            FactsTargetHistory(base: StorageTargetHistory(handle: handle, now: clock.now), facts: facts)
        }
        registry.register(StorageWeighInLog.self) { (handle: StoreHandle, clock: StorageDayClock) in
            StorageWeighInLog(handle: handle, now: clock.now)
        }
        registry.register(TargetRecorder.self) { (
            store: StorageProfileStore, goals: StorageGoalStore, nutrition: any NutritionLog, workouts: any WorkoutLog,
            weighIns: StorageWeighInLog, history: any ProgressHistory, targets: any TargetHistory, clock: AppClock, facts: CoachFacts
        ) in
            let today: @Sendable () -> CalendarDay = { clock.today() }
            let weighIns = FactsWeighInLog(base: weighIns, facts: facts)
            return TargetRecorder(reader: CoachContextReader(
                profiles: WeighInProfileStore(base: FactsProfileStore(profiles: store, onboarding: store, facts: facts), weighIns: weighIns,
                                              today: today),
                nutrition: nutrition, workouts: workouts, goals: FactsGoalStore(base: goals, facts: facts), weighIns: weighIns,
                history: history, targetHistory: targets, today: today, facts: facts))
        }
        registry.register((any ProfileStore).self) { (
            store: StorageProfileStore, weighIns: StorageWeighInLog, clock: AppClock, recorder: TargetRecorder, facts: CoachFacts
        ) in
            TargetRecordingProfileStore(
                base: WeighInProfileStore(base: FactsProfileStore(profiles: store, onboarding: store, facts: facts),
                                          weighIns: FactsWeighInLog(base: weighIns, facts: facts), today: { clock.today() }),
                recorder: recorder)
        }
        registry.register((any OnboardingStore).self) { (store: StorageProfileStore, facts: CoachFacts) in
            FactsProfileStore(profiles: store, onboarding: store, facts: facts)
        }
        registry.register((any GoalStore).self) { (goals: StorageGoalStore, recorder: TargetRecorder, facts: CoachFacts) in
            TargetRecordingGoalStore(base: FactsGoalStore(base: goals, facts: facts), recorder: recorder)
        }
        registry.register((any LogEraser).self, using: StorageLogEraser.init(nutrition:workouts:))
        registry.register((any PersonaStore).self) { (handle: StoreHandle, facts: CoachFacts) in
            FactsPersonaStore(base: StoragePersonaStore(handle: handle), facts: facts)
        }
        registry.register((any WeighInLog).self) { (log: StorageWeighInLog, recorder: TargetRecorder, facts: CoachFacts) in
            TargetRecordingWeighInLog(base: FactsWeighInLog(base: log, facts: facts), recorder: recorder)
        }
        registry.register((any ProgressHistory).self) { (nutrition: StorageNutritionLog, workouts: StorageWorkoutLog, facts: CoachFacts) in
            FactsProgressHistory(base: StorageProgressHistory(nutrition: nutrition, workouts: workouts), facts: facts)
        }
        registry.register((any HistoryImporter).self, using: StorageHistoryImporter.init(handle:clock:))
        registry.register((any CheckInLog).self) { (handle: StoreHandle, clock: StorageDayClock, facts: CoachFacts) in
            FactsCheckInLog(base: StorageCheckInLog(handle: handle, now: clock.now), facts: facts)
        }

        registry.register(CoachContextReader.self) { (
            profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
            weighIns: any WeighInLog, history: any ProgressHistory, targets: any TargetHistory, clock: AppClock,
            plans: any TrainingPlanStore, facts: CoachFacts
        ) in
            CoachContextReader(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals, weighIns: weighIns,
                               history: history, targetHistory: targets, today: { clock.today() }, plans: plans, facts: facts)
        }
        registry.register(CoachPorts.self) { (
            profiles: any ProfileStore, nutrition: any NutritionLog, workouts: any WorkoutLog, goals: any GoalStore,
            eraser: any LogEraser, personas: any PersonaStore, onboarding: any OnboardingStore, weighIns: any WeighInLog,
            history: any ProgressHistory, targets: any TargetHistory, clock: AppClock, plans: any TrainingPlanStore, facts: CoachFacts
        ) in
            CoachPorts(profiles: profiles, nutrition: nutrition, workouts: workouts, goals: goals, eraser: eraser, personas: personas,
                       onboarding: onboarding, weighIns: weighIns, history: history, targetHistory: targets,
                       today: { clock.today() }, plans: plans, facts: facts)
        }
        registry.register(ProgressPorts.self) { (
            coach: CoachPorts, weighIns: any WeighInLog, history: any ProgressHistory, importer: any HistoryImporter,
            checkIns: any CheckInLog
        ) in
            ProgressPorts(coach: coach, weighIns: weighIns, history: history, importer: importer, checkIns: checkIns)
        }
    }
}
