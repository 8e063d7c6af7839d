import DI
import Secrets

/// The encrypted key file and the key store over it (environment keys override the file).
struct SecretsModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(KeyStore.self, dependsOn: [ServiceKey(AppPaths.self), ServiceKey(AppOptions.self)]) { resolver in
            let paths = try await resolver.resolve(AppPaths.self)
            let options = try await resolver.resolve(AppOptions.self)
            return KeyStore(
                file: KeyFile(directory: paths.configDirectory.path),
                environment: options.environment,
                passphrases: PassphraseSource.standard(environment: options.environment))
        }
    }
}
