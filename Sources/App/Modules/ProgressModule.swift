import Coach
import CoachProgress
import DI

/// Progress over time: weigh-ins, logs over ranges of days, imports, beside the coach's ports;
/// the logger that `:food`, `:workout` and `:weight` write through.
struct ProgressModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(ProgressPorts.self) { (handle: StoreHandle, coach: CoachPorts, resources: CoachResources) in
            ProgressPorts.storage(handle: handle, coach: coach, resources: resources)
        }
        registry.register(ProgressLogger.self, using: ProgressLogger.init(ports:nutrition:workouts:))
        registry.register(WeeklyCheckInNotice.self) { (ports: ProgressPorts, console: Console) in
            WeeklyCheckInNotice(ports: ports, console: console)
        }
    }
}
