import DI

/// The program's basics: its options, its folders, its console.
struct CoreModule: ServiceModule {
    let options: AppOptions
    let console: Console

    func register(into registry: inout Registry) {
        let options = self.options
        let console = self.console
        registry.register(AppOptions.self) { _ in options }
        registry.register(Console.self) { _ in console }
        registry.register(AppPaths.self, dependsOn: [ServiceKey(AppOptions.self)]) { resolver in
            let paths = try await resolver.resolve(AppOptions.self).paths
            try paths.createDirectories()
            return paths
        }
    }
}
