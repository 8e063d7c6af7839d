import Coach
import CoachProgress
import DI
import Secrets

/// The composition root of the one-shot subcommands (`keys`, `import`, `export`, `plan`): builds the
/// app's container, resolves what the command needs, runs it and shuts the container down.
/// The commands themselves see only the services they asked for.
enum OneShotRoot {
    /// Runs `body` with the key store.
    static func withKeyStore<T: Sendable>(options: AppOptions, console: Console,
                                          _ body: (KeyStore) async throws -> T) async throws -> T {
        let container = AppModules.container(options: options, console: console)
        try await checkFolders(container)
        do {
            let result = try await body(try await container.resolve(KeyStore.self))
            await container.shutdown()
            return result
        } catch {
            await container.shutdown()
            throw error
        }
    }

    /// Runs `body` with the progress ports, the coach's data, the store and the clock, once the database opened.
    static func withProgress<T: Sendable>(options: AppOptions, console: Console,
                                          _ body: (ProgressPorts, CoachResources, StoreHandle, AppClock) async throws -> T) async throws -> T {
        let container = AppModules.container(options: options, console: console)
        try await checkFolders(container)
        do {
            let store = try await container.resolve(StoreHandle.self)
            _ = try await store.store()
            let result = try await body(try await container.resolve(ProgressPorts.self),
                                        try await container.resolve(CoachResources.self), store,
                                        try await container.resolve(AppClock.self))
            await container.shutdown()
            return result
        } catch {
            await container.shutdown()
            throw error
        }
    }

    /// Runs `body` with the training coach and the clock, once the database opened.
    static func withTraining<T: Sendable>(options: AppOptions, console: Console,
                                          _ body: (TrainingCoach, AppClock) async throws -> T) async throws -> T {
        let container = AppModules.container(options: options, console: console)
        try await checkFolders(container)
        do {
            _ = try await container.resolve(StoreHandle.self).store()
            let result = try await body(try await container.resolve(TrainingCoach.self), try await container.resolve(AppClock.self))
            await container.shutdown()
            return result
        } catch {
            await container.shutdown()
            throw error
        }
    }

    /// Throws a ``StartupCheck/Problem`` (status 2, as the REPL's start) when the folders cannot be used.
    private static func checkFolders(_ container: Container) async throws {
        do {
            _ = try await container.resolve(AppPaths.self)
        } catch {
            await container.shutdown()
            throw StartupCheck.Problem(description: StartupCheck.line(for: error))
        }
    }
}
