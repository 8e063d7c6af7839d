import Coach
import CoachDomain
import CoachProgress
import CoachTraining
import DI

/// The training planner: its data (`data/exercises.json`, `data/training.json`, read when
/// first needed), the plan kept in the store, and the training coach that `:plan`,
/// `airfit plan`, the tools and the offline coach share.
struct TrainingModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(TrainingCatalog.self) { (resources: AppResources) in try TrainingCatalog.load(root: resources.root) }
        registry.register((any TrainingPlanStore).self) { (handle: StoreHandle, facts: CoachFacts) in
            FactsTrainingPlans(base: StorageTrainingPlans(handle: handle), facts: facts)
        }
        registry.register(TrainingCoach.self) { (
            catalog: TrainingCatalog, plans: any TrainingPlanStore, profiles: any ProfileStore, workouts: any WorkoutLog, clock: AppClock
        ) in
            TrainingCoach(catalog: catalog, plans: plans, profiles: profiles, workouts: workouts, today: clock.today)
        }
    }
}
