import DI

/// The composition root: every service of the program, registered by module. Only this
/// target knows the container; services receive their dependencies as parameters.
public enum AppModules {
    /// The modules of the app, in registration order.
    public static func all(options: AppOptions, console: Console) -> [any ServiceModule] {
        let startup = AppStartup(options: options)
        return [
            CoreModule(options: options, console: console, startup: startup),
            SecretsModule(),
            StorageModule(),
            LLMModule(startup: startup),
            PortsModule(),
            CoachModule(),
            TrainingModule(),
            ToolModule(),
            ProgressModule(),
            ConversationModule(),
            CommandModule(commands: ChatSession.commands),
        ]
    }

    /// The app's container.
    public static func container(options: AppOptions, console: Console) -> Container {
        Container(modules: all(options: options, console: console))
    }
}
