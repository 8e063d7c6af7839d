import Coach
import CoachProgress
import DI

/// Progress over time (its ports are in ``PortsModule``): the logger that `:food`, `:workout` and
/// `:weight` write through, and the weekly check-in shown before a reply.
struct ProgressModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(ProgressLogger.self, using: ProgressLogger.init(ports:nutrition:workouts:))
        registry.register(WeeklyCheckInNotice.self) { (ports: ProgressPorts, console: Console, clock: AppClock) in
            WeeklyCheckInNotice(ports: ports, console: console, today: clock.today)
        }
    }
}
