import DI

/// The program's basics: its options, configuration, folders, resources and console.
struct CoreModule: ServiceModule {
    let options: AppOptions
    let console: Console
    let startup: AppStartup

    func register(into registry: inout Registry) {
        let options = self.options
        let console = self.console
        let config = startup.config
        registry.register(AppConfig.self) { _ in config }
        registry.register(AppResources.self, dependsOn: [ServiceKey(AppOptions.self)]) { resolver in
            AppResources(root: try ResourceLocator.root(environment: try await resolver.resolve(AppOptions.self).environment))
        }
        registry.register(AppOptions.self) { _ in options }
        registry.register(Console.self) { _ in console }
        registry.register(AppPaths.self, dependsOn: [ServiceKey(AppOptions.self)]) { resolver in
            let paths = try await resolver.resolve(AppOptions.self).paths
            try paths.createDirectories()
            return paths
        }
        registry.register(AppLog.self, dependsOn: [ServiceKey(AppOptions.self), ServiceKey(AppPaths.self)]) { resolver in
            AppLog.open(levelText: try await resolver.resolve(AppOptions.self).logLevel,
                        directory: try await resolver.resolve(AppPaths.self).dataDirectory)
        }
    }
}
