import DI
import Storage

/// The SQLite store in the data folder.
struct StorageModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(StoreHandle.self) { (paths: AppPaths) in
            await StoreHandle.open(at: paths.database.path, configuration: StoreConfiguration(appVersion: AirfitVersion.current))
        }
    }
}
