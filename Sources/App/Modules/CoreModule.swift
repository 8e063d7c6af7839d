import DI

/// The program's basics: its options, configuration, folders, resources, console, and the
/// renderer of replies (`markdown` or `plain`, swappable).
struct CoreModule: ServiceModule {
    let options: AppOptions
    let console: Console
    let startup: AppStartup

    func register(into registry: inout Registry) {
        let options = self.options
        let console = self.console
        let config = startup.config
        registry.register(AppConfig.self, using: { config })
        registry.register(AppResources.self) { (options: AppOptions) in
            AppResources(root: try ResourceLocator.root(environment: options.environment))
        }
        registry.register(AppOptions.self, using: { options })
        // Today, for everything that needs it (the one clock: nothing reads the date elsewhere).
        registry.register(AppClock.self) { (options: AppOptions) in AppClock(environment: options.environment) }
        registry.register(Console.self, using: { console })
        registry.register(AppPaths.self) { (options: AppOptions) in
            let paths = options.paths
            try paths.createDirectories()
            return paths
        }
        registry.register(AppLog.self) { (options: AppOptions, paths: AppPaths) in
            AppLog.open(levelText: options.logLevel, directory: paths.dataDirectory)
        }
        registry.register((any ReplyRenderer).self, name: "markdown", using: MarkdownReplies.init(console:))
        registry.register((any ReplyRenderer).self, name: "plain", using: { PlainReplies() })
        registry.bind((any ReplyRenderer).self, to: "markdown")
    }
}
