import Coach
import DI

/// Progress over time: weigh-ins, logs over ranges of days, imports, beside the coach's ports.
struct ProgressModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(
            ProgressPorts.self,
            dependsOn: [ServiceKey(StoreHandle.self), ServiceKey(CoachPorts.self), ServiceKey(CoachResources.self)]
        ) { resolver in
            ProgressPorts.storage(handle: try await resolver.resolve(StoreHandle.self), coach: try await resolver.resolve(CoachPorts.self),
                     resources: try await resolver.resolve(CoachResources.self))
        }
    }
}
