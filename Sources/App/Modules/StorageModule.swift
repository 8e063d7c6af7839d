import DI
import Storage

/// The SQLite store in the data folder.
struct StorageModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(StoreHandle.self, dependsOn: [ServiceKey(AppPaths.self)]) { resolver in
            await StoreHandle.open(at: try await resolver.resolve(AppPaths.self).database.path,
                                   configuration: StoreConfiguration(appVersion: AirfitVersion.current))
        }
    }
}

/// The REPL's session: which conversation it is in.
struct SessionModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(ConversationState.self) { _ in ConversationState() }
    }
}
