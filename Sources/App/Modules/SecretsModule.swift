import DI
import LLM
import Secrets

/// The encrypted key file and the key store over it (environment keys override the file).
struct SecretsModule: ServiceModule {
    func register(into registry: inout Registry) {
        registry.register(KeyStore.self) { (paths: AppPaths, options: AppOptions, console: Console) in
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
