import DI
import LLM
import Secrets

/// The encrypted key file and the key store over it (environment keys override the file).
struct SecretsModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(KeyStore.self, dependsOn: [ServiceKey(AppPaths.self), ServiceKey(AppOptions.self),
                                                     ServiceKey(Console.self)]) { resolver in
            let paths = try await resolver.resolve(AppPaths.self)
            let options = try await resolver.resolve(AppOptions.self)
            let console = try await resolver.resolve(Console.self)
            var file = KeyFile(directory: paths.configDirectory.path)
            file.derivationObserver = KeyDerivationNotice.observer(console: console)
            return KeyStore(
                file: file,
                environment: options.environment,
                keyVariables: ProviderCatalog.keyVariables,
                passphrases: PassphraseSource.standard(environment: options.environment),
                reportWarnings: { warnings in for warning in warnings { console.warning(warning) } })
        }
    }
}
