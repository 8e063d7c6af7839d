import Coach
import CoachProgress
import CoachTraining
import DI

/// Progress over time (its ports are in ``PortsModule``): the logger that `:food`, `:workout` and
/// `:weight` write through, the weekly check-in shown before a reply, and the facts the situation
/// answers and the system prompt's "where they stand" read.
struct ProgressModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(ProgressLogger.self, using: ProgressLogger.init(ports:nutrition:workouts:))
        registry.register(WeeklyCheckInNotice.self) { (ports: ProgressPorts, console: Console, clock: AppClock) in
            WeeklyCheckInNotice(ports: ports, console: console, today: clock.today)
        }
        // Read through the ports today; the place to point at a turn's snapshot of the store.
        registry.register(SituationFactsBuilder.self) { (
            ports: ProgressPorts, plans: Lazy<any TrainingPlanStore>, catalog: Lazy<TrainingCatalog>, clock: AppClock
        ) in
            SituationFactsBuilder(ports: ports, plans: try await plans.get(), catalog: { try? await catalog.get() }, today: clock.today)
        }
    }
}
